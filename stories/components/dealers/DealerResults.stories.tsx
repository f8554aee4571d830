import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DealerResults } from '#src/components/dealers/DealerResults';
import { dealerTexts } from '#src/components/dealers/dealerTexts';
import {
  storyEmptyResult,
  storyLocationResult,
  storyMakeNames,
  storyMakeResult,
  storyNearestResult,
  storyResult,
} from './dealerStoryData';

/**
 * The dealer finder's answer (#16), its primary and accessible result: an ordered list, nearest
 * first, with each distance in miles to 2 decimals and 'Get quotes'. It works with no JavaScript
 * and no map; with a map beside it (see DealerMap) each dealer also gets "Show on map".
 */
const meta = {
  title: 'Components/Dealers/DealerResults',
  component: DealerResults,
  args: { result: storyResult, makeNames: storyMakeNames },
} satisfies Meta<typeof DealerResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The distances the list shows, in order. */
const distancesOf = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[data-dealer-distance]'), (node) => node.textContent);

/**
 * Results: a count heading, then the dealers nearest first with 2-decimal miles; Tab goes from
 * each dealer's phone to its 'Get quotes'. No map, so no "Show on map".
 */
export const Results: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '5 dealers near SW1A 1AA' })).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(distancesOf(canvasElement)).toEqual([
      '0.55 miles',
      '0.70 miles',
      '1.59 miles',
      '2.63 miles',
      '3.08 miles',
    ]);
    await expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Victoria Volkswagen' })).toBeVisible();
    await expect(within(items[1]!).getByText('Sells BMW, MINI')).toBeVisible();
    await expect(within(items[2]!).getByText(dealerTexts.results.independent)).toBeVisible();
    const quote = within(items[0]!).getByRole('link', { name: 'Get quotes from Victoria Volkswagen' });
    await expect(quote).toHaveAttribute('href', '/get-quotes?kind=quote&dealer=dealer-0007');
    const phone = within(items[0]!).getByRole('link', { name: /^Call Victoria Volkswagen/ });
    await expect(phone).toHaveAttribute('href', 'tel:02079460007');
    phone.focus();
    await userEvent.tab();
    await expect(quote).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /Show on map/ })).toBeNull();
  },
};

/** One make's dealers: the heading names the make, and 'Get quotes' carries it. */
export const OneMake: Story = {
  args: { result: storyMakeResult, makeName: 'Volkswagen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2 Volkswagen dealers near SW1A 1AA' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get quotes from Camden Volkswagen & Škoda' })).toHaveAttribute(
      'href',
      '/get-quotes?kind=quote&dealer=dealer-0044',
    );
  },
};

/** From the visitor's location: distances are from there, not a postcode district. */
export const FromYourLocation: Story = {
  args: { result: storyLocationResult },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '5 dealers near your location' })).toBeVisible();
    await expect(canvas.getByText(dealerTexts.results.distanceNoteLocation)).toBeVisible();
  },
};

/** Only the nearest dealer (spec 4, after geolocation was refused), with a link to them all. */
export const NearestOnly: Story = {
  args: { result: storyNearestResult, nearestOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'The nearest dealer to SW1A 1AA' })).toBeVisible();
    await expect(canvas.getByText(/Showing the nearest dealer/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all dealers near SW1A 1AA' })).toHaveAttribute(
      'href',
      '/car-dealers?postcode=SW1A+1AA',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** No dealers of the make near the postcode: says so, and offers every make. */
export const Empty: Story = {
  args: { result: storyEmptyResult, makeName: 'Alpine' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no Alpine dealers on our list near SW1A 1AA yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: dealerTexts.results.emptyAction })).toHaveAttribute(
      'href',
      '/car-dealers?postcode=SW1A+1AA',
    );
  },
};

/** The dealers could not be read: a clear message, not an empty list. */
export const Unavailable: Story = {
  args: { result: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(dealerTexts.results.unavailable)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
