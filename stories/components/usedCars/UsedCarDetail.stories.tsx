import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { UsedCarCondition } from '#src/domain/content/types';
import { shortlistToggleTexts } from '#src/tools/shortlist/ShortlistToggle';
import { usedCarShortlistItem } from '#src/components/usedCars/usedCarAdvert';
import { UsedCarDetail, usedCarDetailTexts } from '#src/components/usedCars/UsedCarDetail';
import { sampleDealer, sampleUsedCar } from '#stories/support/sampleContent';
import { memoryShortlistStore } from '../deals/dealsStorySupport';

/**
 * The page of one car for sale (/used-cars/:id) for a used and a nearly-new car of the sample
 * catalogue, each with its own selling dealer, and for a car whose dealer is not known.
 */
function advert(condition: UsedCarCondition) {
  const car = sampleUsedCar(condition);
  return { car, dealer: sampleDealer(car.dealerId) };
}

const used = advert('used');
const nearlyNew = advert('nearly-new');

const meta = {
  title: 'Components/UsedCars/UsedCarDetail',
  component: UsedCarDetail,
  args: { ...used, shortlistStore: memoryShortlistStore() },
  argTypes: { shortlistStore: { control: false } },
} satisfies Meta<typeof UsedCarDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A used car: its name as the h1, the facts, the dealer, the links, and the shortlist by keyboard. */
export const Used: Story = {
  play: async ({ args, canvas }) => {
    const { car } = used;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(String(car.year));
    await expect(canvas.getAllByText('Used').length).toBeGreaterThan(0);
    await expect(canvas.getByText(used.dealer.name, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: usedCarDetailTexts.call(used.dealer.phone) })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    // 'Get the best price' opens the quote-request form for this advert and its dealer.
    await expect(canvas.getByRole('link', { name: /^Get the best price/ })).toHaveAttribute(
      'href',
      `/get-quotes?kind=best-price&dealer=${used.dealer.id}&advert=${car.id}`,
    );
    await expect(canvas.getByRole('link', { name: usedCarDetailTexts.moreOfMake(car.make) })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/used-cars\?make=/),
    );
    const id = usedCarShortlistItem(car).id;
    args.shortlistStore?.clear();
    const toggle = canvas.getByRole('button', { name: new RegExp(shortlistToggleTexts.add) });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.shortlistStore?.has(id)).toBe(true);
    await expect(canvas.getByRole('button', { name: new RegExp(shortlistToggleTexts.remove) })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.shortlistStore?.has(id)).toBe(false);
  },
};

/** A nearly-new car: the 'Nearly new' badge and condition. */
export const NearlyNew: Story = {
  args: { ...nearlyNew, shortlistStore: memoryShortlistStore() },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Nearly new').length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByText(nearlyNew.dealer.name, { exact: false })).toBeVisible();
  },
};

/** The selling dealer is not known: the car is still shown, with a note instead of the contact and the dealer finder. */
export const UnknownDealer: Story = {
  args: { ...used, dealer: null, shortlistStore: memoryShortlistStore() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(usedCarDetailTexts.unknownDealer)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Call / })).toBeNull();
    // No dealer to send a request to: the dealer finder of the make.
    await expect(canvas.getByRole('link', { name: /^Get the best price/ })).toHaveAttribute(
      'href',
      `/car-dealers/${used.car.makeSlug}`,
    );
  },
};
