import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DealersNearYou, type DealersAnswer } from '#src/components/dealers/DealersNearYou';
import { dealerTexts } from '#src/components/dealers/dealerTexts';
import { messages } from '#src/lib/errorMessages';
import {
  grantedGeolocation,
  infoLogged,
  pendingGeolocation,
  refusedGeolocation,
  storyDealersApi,
  storyUnknownDistrict,
} from './dealerStoryData';

/**
 * "Dealers near you" (#16) on model deals pages and used-car adverts, which are cached, so it
 * asks GET /api/dealers from the browser (here a stand-in answering from the fixtures) for the
 * three nearest dealers of the page's make. Without JavaScript it is a GET form to the make's
 * finder page.
 */
const meta = {
  title: 'Components/Dealers/DealersNearYou',
  component: DealersNearYou,
  args: {
    makeSlug: 'volkswagen',
    makeName: 'Volkswagen',
    fetchDealers: fn(storyDealersApi).mockName('fetchDealers'),
    geolocation: grantedGeolocation,
  },
} satisfies Meta<typeof DealersNearYou>;

export default meta;
type Story = StoryObj<typeof meta>;

const postcodeLabel = dealerTexts.form.postcode;

/** Idle: the heading, the form (a GET to the make's finder, for no JavaScript) and "Use my location". */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: dealerTexts.nearYou.heading })).toBeVisible();
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/car-dealers/volkswagen');
    await expect(canvas.getByLabelText(postcodeLabel)).toHaveAttribute('name', 'postcode');
    await expect(await canvas.findByRole('button', { name: dealerTexts.location.button })).toBeVisible();
  },
};

/**
 * Results by keyboard: type a postcode, press Enter; the three nearest Volkswagen dealers with
 * their distances and 'Get quotes', and a link to the full finder.
 */
export const Results: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(postcodeLabel), 'sw1a1aa{Enter}');
    await expect(args.fetchDealers).toHaveBeenCalledWith('/api/dealers?postcode=SW1A+1AA&make=volkswagen&limit=3');
    const list = await canvas.findByRole('list', { name: 'Nearest dealers to SW1A 1AA' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Victoria Volkswagen');
    await expect(items[0]).toHaveTextContent('0.55 miles');
    await expect(within(items[0]!).getByRole('link', { name: 'Get quotes from Victoria Volkswagen' })).toHaveAttribute(
      'href',
      '/get-quotes?kind=quote&dealer=dealer-0007',
    );
    await expect(canvas.getByRole('link', { name: 'See all Volkswagen dealers near you' })).toHaveAttribute(
      'href',
      '/car-dealers/volkswagen?postcode=SW1A+1AA',
    );
    await expect(canvas.getByText('2 Volkswagen dealers near SW1A 1AA')).toBeInTheDocument();
  },
};

/** A postcode that is not one: 'Invalid postcode' by the field, and no request. */
export const InvalidPostcode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(postcodeLabel), 'nope{Enter}');
    const postcode = canvas.getByLabelText(postcodeLabel);
    await expect(postcode).toHaveAccessibleDescription(new RegExp(messages.invalidPostcode));
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveFocus();
    await expect(args.fetchDealers).not.toHaveBeenCalled();
  },
};

/** A district the site cannot place: the API's 400 message by the field. */
export const UnknownDistrict: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(postcodeLabel), 'XX9 9XX{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText(postcodeLabel)).toHaveAccessibleDescription(new RegExp(storyUnknownDistrict)),
    );
  },
};

/** Waiting for the API: the button is busy and the status says so. */
export const Loading: Story = {
  args: { fetchDealers: fn((_href: string): Promise<DealersAnswer> => new Promise(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(postcodeLabel), 'SW1A 1AA{Enter}');
    await expect(canvas.getByRole('button', { name: /Find dealers/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(dealerTexts.nearYou.loading)).toBeInTheDocument();
  },
};

/** The API failed: a clear message. */
export const Failed: Story = {
  args: {
    fetchDealers: fn(async (_href: string): Promise<DealersAnswer> => ({ ok: false, status: 503, message: null })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(postcodeLabel), 'SW1A 1AA{Enter}');
    await expect(await canvas.findByText(dealerTexts.nearYou.failed)).toBeVisible();
  },
};

/** No dealers of the make nearby: says so, and offers every make. */
export const Empty: Story = {
  args: { makeSlug: 'alpine', makeName: 'Alpine' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(postcodeLabel), 'SW1A 1AA{Enter}');
    await expect(await canvas.findByText('There are no Alpine dealers on our list near SW1A 1AA yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: dealerTexts.results.emptyAction })).toHaveAttribute(
      'href',
      '/car-dealers?postcode=SW1A+1AA',
    );
  },
};

/** "Use my location": the dealers nearest the visitor, asked by the point to 4 decimals. */
export const FromYourLocation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: dealerTexts.location.button }));
    await expect(args.fetchDealers).toHaveBeenCalledWith(
      '/api/dealers?lat=51.5014&lng=-0.1419&make=volkswagen&limit=3',
    );
    await expect(await canvas.findByRole('list', { name: 'Nearest dealers to your location' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all Volkswagen dealers near you' })).toHaveAttribute(
      'href',
      '/car-dealers/volkswagen?lat=51.5014&lng=-0.1419',
    );
  },
};

/** Waiting for the browser's location. */
export const Locating: Story = {
  args: { geolocation: pendingGeolocation },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: dealerTexts.location.button }));
    await expect(canvas.getByText(dealerTexts.location.locating)).toBeVisible();
  },
};

/**
 * Refused (spec 4): an info message is logged and shown, focus returns to the postcode, and the
 * next search asks for only the nearest dealer.
 */
export const GeolocationRefused: Story = {
  args: { geolocation: refusedGeolocation },
  play: async ({ args, canvas }) => {
    const button = await canvas.findByRole('button', { name: dealerTexts.location.button });
    const logged = await infoLogged(() => userEvent.click(button));
    await expect(logged).toEqual([dealerTexts.location.logged('denied')]);
    await expect(canvas.getByText(dealerTexts.location.unavailable)).toBeVisible();
    await expect(canvas.getByLabelText(postcodeLabel)).toHaveFocus();
    await userEvent.keyboard('SW1A 1AA{Enter}');
    await expect(args.fetchDealers).toHaveBeenCalledWith('/api/dealers?postcode=SW1A+1AA&make=volkswagen&limit=1');
    await expect(await canvas.findByText(dealerTexts.results.nearestOnly)).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  },
};
