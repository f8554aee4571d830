import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { imagePresets } from '#tokens';
import { AwardWinnerCard } from '#src/components/hub/AwardWinnerCard';
import { storyAwardYear } from './hubStorySupport';
import { imagesSettled } from '../article/articleStorySupport';

/** One award class and its winner, linking to the winner's review, with the judges' citation. */
const year = storyAwardYear('new-car-awards', 2026);
const award = year.awards[0]!;

const meta = {
  title: 'Components/Hub/AwardWinnerCard',
  component: AwardWinnerCard,
  args: {
    award,
    model: year.models[award.modelId],
    href: year.reviewLinks[award.modelId],
    awardName: 'New Car Awards',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: imagePresets.articleCard.lg.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AwardWinnerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.award.className })).toBeVisible();
    await expect(canvas.getByText(`New Car Awards ${args.award.year}`)).toBeVisible();
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', args.href ?? args.model!.basePath);
    await expect(canvas.getByText(args.award.citation)).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Without a review, the card links to the model's page. */
export const LinksToModel: Story = {
  args: { href: undefined },
  play: async ({ canvasElement, canvas, args }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', args.model!.basePath);
  },
};

/** Without the model record: the winner's name from the award, no picture, no link. */
export const WithoutModel: Story = {
  args: { model: undefined, href: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    await imagesSettled(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText(`Winner: ${args.award.title.split(': ')[1]!}`)).toBeVisible();
  },
};
