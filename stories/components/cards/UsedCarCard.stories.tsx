import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { imagePresets } from '#tokens';
import { UsedCarCard } from '#src/components/cards/UsedCarCard';
import { formatMilesLabel } from '#src/lib/formatMiles';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { sampleDealer, sampleUsedCar } from '#stories/support/sampleContent';

/** Used-car cards with cars and dealers sampled from the catalogue generator (seed 2026). */
const usedCar = sampleUsedCar('used');
const nearlyNewCar = sampleUsedCar('nearly-new');

const meta = {
  title: 'Components/Cards/UsedCarCard',
  component: UsedCarCard,
  args: { car: usedCar, dealer: sampleDealer(usedCar.dealerId) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: imagePresets.usedCarCard.sm.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsedCarCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A used car with its dealer; the whole card is one 'View car' link. */
export const Used: Story = {
  play: async ({ canvas, args }) => {
    const { car, dealer } = args;
    await expect(canvas.getByText(formatPoundPrice(car.price))).toBeVisible();
    await expect(canvas.getByText(formatMilesLabel(car.mileage))).toBeVisible();
    await expect(canvas.getByText(String(car.year), { selector: 'dd' })).toBeVisible();
    if (dealer) await expect(canvas.getByText(new RegExp(`${dealer.name}, ${dealer.town}`))).toBeVisible();
    await expect(canvas.queryByText('Nearly new')).toBeNull();
    const link = canvas.getByRole('link', { name: /^View car/ });
    await expect(link).toHaveAttribute('href', `/used-cars/${car.id}`);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** A nearly-new car: badged 'Nearly new'. */
export const NearlyNew: Story = {
  args: { car: nearlyNewCar, dealer: sampleDealer(nearlyNewCar.dealerId) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Nearly new')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^View car/ })).toHaveAttribute('href', `/used-cars/${args.car.id}`);
  },
};
