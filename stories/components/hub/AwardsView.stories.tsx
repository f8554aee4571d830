import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AwardsView } from '#src/components/hub/AwardsView';
import { storyAwardYear } from './hubStorySupport';
import { imagesSettled } from '../article/articleStorySupport';

/** An award page: the year's winners class by class, the other years, the round-up and the other hubs. */
const hrefFor = (year: number) => (year === 2026 ? '/awards/van-awards' : `/awards/van-awards/${year}`);
const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Kerbside Van Awards', path: '/awards/van-awards' },
];

const meta = {
  title: 'Components/Hub/AwardsView',
  component: AwardsView,
  parameters: { layout: 'fullscreen' },
  args: {
    hub: 'van-awards',
    year: 2026,
    years: [2026, 2025, 2024],
    data: storyAwardYear('van-awards', 2026),
    hrefFor,
    crumbs,
  },
} satisfies Meta<typeof AwardsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LatestYear: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kerbside Van Awards 2026' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2026' })).toHaveAttribute('aria-current', 'page');
    const winners = canvas.getByRole('region', { name: 'The 2026 winners' });
    await expect(within(winners).getAllByRole('heading', { level: 3 })).toHaveLength(args.data!.awards.length);
    await expect(within(winners).queryByText('Best pick-up')).toBeVisible();
    const more = canvas.getByRole('region', { name: 'More awards' });
    await expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/awards/new-car-awards', '/awards/used-car-awards', '/awards/electric-car-awards']);
  },
};

/** The round-up article of the year. */
export const WithRoundUp: Story = {
  args: { hub: 'new-car-awards', data: storyAwardYear('new-car-awards', 2025), year: 2025 },
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    const roundUp = canvas.getByRole('region', { name: 'The full story' });
    await expect(within(roundUp).getByRole('link', { name: args.data!.roundUp!.title })).toBeVisible();
  },
};

/** No winners: the empty state. */
export const NoWinners: Story = {
  args: { data: { awards: [], models: {}, reviewLinks: {}, roundUp: null } },
  play: async ({ canvasElement, canvas }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByText('There are currently no winners for this year')).toBeVisible();
  },
};
