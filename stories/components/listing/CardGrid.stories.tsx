import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { viewports } from '#tokens';
import { ModelCard } from '#src/components/cards/ModelCard';
import { ReviewCard } from '#src/components/cards/ReviewCard';
import { CardGrid } from '#src/components/listing/CardGrid';
import { sampleCatalogue, sampleReview, storyImage } from '#stories/support/sampleContent';

/** Cards as a responsive list: one column on phones, up to four on large screens. */
const models = sampleCatalogue()
  .models.filter((model) => !model.comingSoon)
  .slice(0, 6)
  .map((model) => ({ ...model, image: storyImage(model.image) }));

const meta = {
  title: 'Components/Listing/CardGrid',
  component: CardGrid,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    children: models.map((model) => <ModelCard key={model.id} model={model} rating={4} />),
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The number of columns the grid lays out at the current width. */
const columnCount = (list: HTMLElement) => getComputedStyle(list).gridTemplateColumns.split(' ').length;

/** Model cards: a list with one item per card, one column on a phone and four from lg. */
export const ModelCards: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(models.length);
    const width = window.innerWidth;
    const expected =
      width >= viewports.lg.minWidth ? 4 : width >= viewports.md.minWidth ? 3 : width >= viewports.sm.minWidth ? 2 : 1;
    await expect(columnCount(list)).toBe(expected);
  },
};

/** Review cards in two columns. */
export const ReviewCardsTwoColumns: Story = {
  args: {
    columns: { xs: 1, sm: 2 },
    children: [
      <ReviewCard key="a" review={sampleReview('16-point')} />,
      <ReviewCard key="b" review={sampleReview('used-review')} />,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};
