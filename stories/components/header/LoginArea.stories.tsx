import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoginArea } from '#src/components/header/LoginArea';
import { parseUserInfoCookie } from '#src/components/header/parseUserInfoCookie';
import { isLg, onBrandBand } from './headerStorySupport';

/**
 * The header's login area (spec 2.3, 6) on the brand band: Sign in when logged out; the initial
 * and the full name when logged in (the name shows from lg, below it is the accessible name);
 * nothing when the site is embedded as external.
 */
const meta = {
  title: 'Components/Header/LoginArea',
  component: LoginArea,
  parameters: { layout: 'fullscreen' },
  decorators: [onBrandBand],
} satisfies Meta<typeof LoginArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const cookie = (value: unknown) => parseUserInfoCookie(encodeURIComponent(JSON.stringify(value)));

/** Logged out: a Sign in link. */
export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

/** Logged in: initial and full name, linking to the account. */
export const LoggedIn: Story = {
  args: { user: cookie({ firstName: 'Amira', lastName: 'Khan' }) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Amira Khan' });
    await expect(link).toHaveAttribute('href', '/my-account');
    await expect(within(link).getByText('A')).toBeVisible();
    const name = within(link).getByText('Amira Khan');
    // Below lg the name is visually hidden (clipped to 1 px) but still the link's name.
    if (isLg()) await expect(name.getBoundingClientRect().width).toBeGreaterThan(40);
    else await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A very long name is cut with an ellipsis, on one line. */
export const LongName: Story = {
  args: { user: cookie({ fullName: 'Bartholomew Maximilian Fitzgerald-Montgomery-Worthington the Third of Kent' }) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Bartholomew Maximilian/ });
    await expect(link.textContent!.endsWith('…')).toBe(true);
  },
};

/** A malformed cookie means logged out. */
export const MalformedCookie: Story = {
  args: { user: parseUserInfoCookie('%7B%22firstName%22%3A') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

/** Embedded as external: nothing at all, even when logged in. */
export const External: Story = {
  args: { user: cookie({ firstName: 'Amira' }), isUsedExternal: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('[data-login-state]')).toBeNull();
  },
};
