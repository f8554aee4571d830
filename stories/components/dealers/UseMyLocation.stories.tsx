import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UseMyLocation } from '#src/components/dealers/UseMyLocation';
import { dealerTexts } from '#src/components/dealers/dealerTexts';
import { Button } from '#src/primitives/Button';
import { TextField } from '#src/primitives/TextField';
import { grantedGeolocation, infoLogged, pendingGeolocation, refusedGeolocation, storyOrigin } from './dealerStoryData';

/**
 * UseMyLocation (#16): the finder form's row of the postcode field, the submit button and "Use my
 * location", a client island. A location found goes to the finder with `?lat=&lng=`; a browser
 * that cannot give one logs an info message, says so politely in a status line, returns focus to
 * the postcode field and adds `nearest=1` to the form (spec 4: the next search keeps only the
 * nearest dealer).
 */
const meta = {
  title: 'Components/Dealers/UseMyLocation',
  component: UseMyLocation,
  args: {
    postcodeId: 'story-postcode',
    statusId: 'story-location-status',
    geolocation: grantedGeolocation,
    onLocated: fn().mockName('onLocated'),
    onUnavailable: fn().mockName('onUnavailable'),
    field: (
      <TextField id="story-postcode" name="postcode" label={dealerTexts.form.postcode} autoComplete="postal-code" />
    ),
    children: <Button type="submit">{dealerTexts.form.submit}</Button>,
  },
  decorators: [
    (Story) => (
      <form aria-label={dealerTexts.form.label} onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof UseMyLocation>;

export default meta;
type Story = StoryObj<typeof meta>;

const locationButton = () => ({ name: dealerTexts.location.button });

/** Found: Tab reaches the button after the submit; Enter hands the browser's point on. */
export const Found: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(dealerTexts.form.postcode)).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', locationButton())).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLocated).toHaveBeenCalledWith(storyOrigin);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Asking: the button is busy and the status line says what is happening. */
export const Locating: Story = {
  args: { geolocation: pendingGeolocation },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', locationButton()));
    await expect(canvas.getByRole('status')).toHaveTextContent(dealerTexts.location.locating);
  },
};

/** Refused: the info message is logged, the notice shows, focus returns to the postcode, nearest=1. */
export const Refused: Story = {
  args: { geolocation: refusedGeolocation },
  play: async ({ canvas, canvasElement, args }) => {
    const logged = await infoLogged(() => userEvent.click(canvas.getByRole('button', locationButton())));
    await expect(logged).toContain(dealerTexts.location.logged('denied'));
    await expect(canvas.getByRole('status')).toHaveTextContent(dealerTexts.location.unavailable);
    await expect(canvas.getByLabelText(dealerTexts.form.postcode)).toHaveFocus();
    await expect(args.onUnavailable).toHaveBeenCalled();
    const form = canvasElement.querySelector('form')!;
    await expect(new FormData(form).get('nearest')).toBe('1');
  },
};

/** A browser with no geolocation at all: the same polite path, logged as unsupported. */
export const Unsupported: Story = {
  args: { geolocation: null },
  play: async ({ canvas }) => {
    const logged = await infoLogged(() => userEvent.click(canvas.getByRole('button', locationButton())));
    await expect(logged).toContain(dealerTexts.location.logged('unsupported'));
    await expect(canvas.getByRole('status')).toHaveTextContent(dealerTexts.location.unavailable);
  },
};
