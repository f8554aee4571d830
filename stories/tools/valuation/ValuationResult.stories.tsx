import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ValuationResult, valuationResultTexts } from '#src/tools/valuation/ValuationResult';
import { storyDealers, storyEstimate } from './valuationStoryData';

/** The answer to the valuation and sell-my-car forms: the value range and, for selling, the nearest dealers. */
const meta = {
  title: 'Tools/Valuation/ValuationResult',
  component: ValuationResult,
  args: { estimate: storyEstimate },
} satisfies Meta<typeof ValuationResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const leeds = { lat: 53.8008, lng: -1.5491, town: 'Leeds', precision: 'district' as const };

/**
 * A valuation (/car-valuation/ asks no postcode): the range, the figures it rests on, how the
 * depreciation curve worked it out (not from sales data) and a link to the model's review.
 */
export const Valuation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: valuationResultTexts.heading })).toBeVisible();
    await expect(canvas.getByText('£11,200 to £13,400')).toBeVisible();
    await expect(canvas.getByText('Price new').nextElementSibling).toHaveTextContent('£24,890 to £33,450');
    await expect(canvas.queryByText('Postcode')).toBeNull();
    await expect(canvas.getByText(valuationResultTexts.method)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Read our review of the Ford Puma SUV/ })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: valuationResultTexts.dealersHeading })).toBeNull();
  },
};

/** With a registration: it is listed with the figures. */
export const WithRegistration: Story = {
  args: { registration: 'AB69 CDE', estimate: { ...storyEstimate, year: 2019 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Registration').nextElementSibling).toHaveTextContent('AB69 CDE');
    await expect(canvas.getByText('First registered').nextElementSibling).toHaveTextContent('2019');
  },
};

/** Selling: the three nearest dealers with distance and phone, the make's own dealer marked. */
export const SellWithDealers: Story = {
  args: { showDealers: true, postcode: 'LS11 5QH', nearby: { place: leeds, dealers: storyDealers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: valuationResultTexts.dealersHeading })).toBeVisible();
    await expect(canvas.getByText('Postcode').nextElementSibling).toHaveTextContent('LS11 5QH');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Sells Ford')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '0113 496 0123' })[0]).toHaveAttribute('href', 'tel:01134960123');
    await expect(canvas.getByText(/0\.80 miles/)).toBeVisible();
  },
};

/** Selling, placed only by postcode area: the note says which town the distances are from. */
export const SellPlacedByArea: Story = {
  args: {
    showDealers: true,
    postcode: 'LS99 1AA',
    nearby: { place: { ...leeds, precision: 'area' }, dealers: storyDealers.slice(0, 1) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/the nearest town we know in your postcode area/)).toBeVisible();
  },
};

/** Selling without a postcode (it is optional): the valuation, and a note on how to see dealers. */
export const SellWithoutPostcode: Story = {
  args: { showDealers: true, nearby: null, postcode: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£11,200 to £13,400')).toBeVisible();
    await expect(canvas.getByText(valuationResultTexts.noPostcode)).toBeVisible();
    await expect(canvas.queryByText('Postcode')).toBeNull();
  },
};

/** Selling from a postcode we cannot place: a clear note instead of dealers. */
export const SellPostcodeNotPlaced: Story = {
  args: { showDealers: true, nearby: null, postcode: 'ZE1 0AA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(valuationResultTexts.noPlace)).toBeVisible();
  },
};

/** Selling where no dealer is listed. */
export const SellNoDealers: Story = {
  args: { showDealers: true, postcode: 'LS11 5QH', nearby: { place: leeds, dealers: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(valuationResultTexts.noDealers)).toBeVisible();
  },
};
