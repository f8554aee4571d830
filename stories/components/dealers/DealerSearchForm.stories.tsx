import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DealerSearchForm } from '#src/components/dealers/DealerSearchForm';
import { dealerTexts } from '#src/components/dealers/dealerTexts';
import { messages } from '#src/lib/errorMessages';
import { errorSummaryTexts } from '#src/tools/calculators/ui/uiTexts';
import {
  grantedGeolocation,
  infoLogged,
  pendingGeolocation,
  refusedGeolocation,
  storyUnknownDistrict,
} from './dealerStoryData';

/**
 * The dealer finder's search (#16): a GET form to /car-dealers (or a make's finder) that works
 * with no JavaScript, and "Use my location" once JavaScript runs. A refused postcode is shown by
 * the field and in the error summary; a browser that gives no location logs an info message,
 * says so politely, returns focus to the postcode and asks the next search for only the nearest
 * dealer (spec 4).
 */
const meta = {
  title: 'Components/Dealers/DealerSearchForm',
  component: DealerSearchForm,
  args: { geolocation: grantedGeolocation, onLocated: fn().mockName('onLocated') },
} satisfies Meta<typeof DealerSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const postcodeLabel = dealerTexts.form.postcode;

/** Submits the story's form by keyboard and returns what it sent. */
async function submitByKeyboard(form: HTMLFormElement, press: () => Promise<unknown>): Promise<FormData | undefined> {
  let sent: FormData | undefined;
  const capture = (event: SubmitEvent) => {
    event.preventDefault();
    sent = new FormData(form);
  };
  form.addEventListener('submit', capture);
  try {
    await press();
  } finally {
    form.removeEventListener('submit', capture);
  }
  return sent;
}

/** Empty: a first visit. Tab reaches the postcode; Enter sends it to /car-dealers with a GET. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/car-dealers');
    await expect(canvas.queryByText(errorSummaryTexts.heading)).toBeNull();
    await expect(canvas.getByLabelText(postcodeLabel)).toHaveAccessibleDescription(dealerTexts.form.postcodeHint);
    await userEvent.tab();
    await expect(canvas.getByLabelText(postcodeLabel)).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(postcodeLabel), 'sw1a 1aa');
    const sent = await submitByKeyboard(form, () => userEvent.keyboard('{Enter}'));
    await expect(sent?.get('postcode')).toBe('sw1a 1aa');
    await expect(sent?.has('nearest')).toBe(false);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: dealerTexts.form.submit })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: dealerTexts.location.button })).toHaveFocus();
    form.reset();
  },
};

/** A make's finder: the form goes to /car-dealers/volkswagen and is named for the make. */
export const OneMake: Story = {
  args: { makeSlug: 'volkswagen', makeName: 'Volkswagen', postcode: 'SW1A 1AA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Find Volkswagen dealers' })).toHaveAttribute(
      'action',
      '/car-dealers/volkswagen',
    );
    await expect(canvas.getByLabelText(postcodeLabel)).toHaveValue('SW1A 1AA');
  },
};

/** A postcode that is not one: 'Invalid postcode' by the field and in the summary, which links to it. */
export const InvalidPostcode: Story = {
  args: { postcode: 'NOT A CODE', error: messages.invalidPostcode },
  play: async ({ canvas }) => {
    const postcode = canvas.getByLabelText(postcodeLabel);
    await expect(postcode).toHaveValue('NOT A CODE');
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveAccessibleDescription(/Invalid postcode/);
    await expect(canvas.getByText(errorSummaryTexts.heading)).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Invalid postcode' });
    // The summary's link points at the field (and the field's id is the one it names).
    await expect(link).toHaveAttribute('href', `#${postcode.id}`);
    await expect(postcode.id).toBe('dealer-search-postcode');
  },
};

/** A well-formed postcode whose district the site cannot place: a clear message, never a wrong place. */
export const UnknownDistrict: Story = {
  args: { postcode: 'XX9 9XX', error: storyUnknownDistrict },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(postcodeLabel)).toHaveAccessibleDescription(new RegExp(storyUnknownDistrict));
    await expect(canvas.getByRole('link', { name: storyUnknownDistrict })).toBeVisible();
  },
};

/** "Use my location" by keyboard: the location, to 4 decimals, goes to the finder. */
export const UseMyLocation: Story = {
  play: async ({ args, canvas }) => {
    const button = await canvas.findByRole('button', { name: dealerTexts.location.button });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLocated).toHaveBeenCalledWith({ lat: 51.5014, lng: -0.1419 });
  },
};

/** Waiting for the browser's answer: the button is busy and the status says so. */
export const Locating: Story = {
  args: { geolocation: pendingGeolocation },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: dealerTexts.location.button }));
    await expect(canvas.getByRole('button', { name: /Use my location/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(dealerTexts.location.locating);
  },
};

/**
 * Refused (spec 4): an info message is logged, a polite notice says to use a postcode, focus
 * returns to the postcode field, and the next search asks for only the nearest dealer.
 */
export const GeolocationRefused: Story = {
  args: { geolocation: refusedGeolocation },
  play: async ({ args, canvas, canvasElement }) => {
    const button = await canvas.findByRole('button', { name: dealerTexts.location.button });
    const logged = await infoLogged(() => userEvent.click(button));
    await expect(logged).toEqual([dealerTexts.location.logged('denied')]);
    await expect(args.onLocated).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(dealerTexts.location.unavailable);
    await expect(canvas.getByLabelText(postcodeLabel)).toHaveFocus();
    const form = canvasElement.querySelector('form')!;
    await userEvent.type(canvas.getByLabelText(postcodeLabel), 'SW1A 1AA');
    const sent = await submitByKeyboard(form, () => userEvent.keyboard('{Enter}'));
    await expect(sent?.get('nearest')).toBe('1');
    form.reset();
  },
};

/** A browser without geolocation: the same as refused, with its own logged reason. */
export const GeolocationUnsupported: Story = {
  args: { geolocation: null },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: dealerTexts.location.button });
    const logged = await infoLogged(() => userEvent.click(button));
    await expect(logged).toEqual([dealerTexts.location.logged('unsupported')]);
    await expect(canvas.getByRole('status')).toHaveTextContent(dealerTexts.location.unavailable);
  },
};
