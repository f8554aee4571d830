import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { imagePresets } from '#tokens';
import { ModelCard } from '#src/components/cards/ModelCard';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { sampleModel } from '#stories/support/sampleContent';

/** Model cards with models sampled from the catalogue generator (seed 2026). */
const meta = {
  title: 'Components/Cards/ModelCard',
  component: ModelCard,
  args: { model: sampleModel('on-sale'), rating: 4 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: imagePresets.modelCard.sm.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A model on sale, with its price range and rating; the whole card links to the model. */
export const OnSale: Story = {
  play: async ({ canvas, args }) => {
    const { model } = args;
    const link = canvas.getByRole('link', { name: `${model.make} ${model.name}` });
    await expect(link).toHaveAttribute('href', model.basePath);
    await expect(canvas.getByText(formatPoundPrice(model.priceFrom))).toBeVisible();
    await expect(canvas.getByText('From')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeVisible();
    await expect(canvas.queryByText('Coming soon')).toBeNull();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** A model announced but not on sale: 'Coming soon', no rating yet. */
export const ComingSoon: Story = {
  args: { model: sampleModel('coming-soon'), rating: null },
  play: async ({ canvas, args }) => {
    const { model } = args;
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.getByRole('link', { name: `${model.make} ${model.name}` })).toHaveAttribute(
      'href',
      model.basePath,
    );
    await expect(canvas.queryByRole('img', { name: /^Rated/ })).toBeNull();
  },
};
