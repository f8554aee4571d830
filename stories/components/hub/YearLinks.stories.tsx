import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { YearLinks } from '#src/components/hub/YearLinks';

/** The years of an award hub; the year shown is the current page. */
const meta = {
  title: 'Components/Hub/YearLinks',
  component: YearLinks,
  args: {
    years: [2026, 2025, 2024],
    current: 2026,
    hrefFor: (year: number) => (year === 2026 ? '/awards/new-car-awards' : `/awards/new-car-awards/${year}`),
  },
} satisfies Meta<typeof YearLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LatestYear: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Award years' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2026' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '2026' })).toHaveAttribute('href', '/awards/new-car-awards');
    await expect(canvas.getByRole('link', { name: '2025' })).toHaveAttribute('href', '/awards/new-car-awards/2025');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '2025' })).toHaveFocus();
  },
};

export const EarlierYear: Story = {
  args: { current: 2024 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '2024' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '2026' })).not.toHaveAttribute('aria-current');
  },
};

/** A single year: nothing to choose, nothing shown. */
export const SingleYear: Story = {
  args: { years: [2026] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
