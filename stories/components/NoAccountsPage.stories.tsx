import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { accountPages } from '#src/components/accountPages';
import { NoAccountsPage } from '#src/components/NoAccountsPage';

const meta = {
  title: 'Components/NoAccountsPage',
  component: NoAccountsPage,
  args: accountPages['/sign-in'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NoAccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /sign-in: there are no accounts yet; the shortlist works without one. */
export const SignIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText(/has no accounts yet, so there is nothing to sign in to/)).toBeVisible();
    await expect(canvas.getByText(/kept on this device, in this browser/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your shortlist' })).toHaveAttribute('href', '/my-shortlist');
  },
};

/** /my-account. */
export const MyAccount: Story = {
  args: accountPages['/my-account'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(canvas.getByText(/no account to show/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your shortlist' })).toHaveAttribute('href', '/my-shortlist');
  },
};
