import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorPage } from '#src/components/ErrorPage';
import { notFoundPage } from '#src/lib/errorMessages';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: { statusCode: 404 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dead-end page of spec 2.8 with its way home and four popular links. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: notFoundPage.heading })).toBeVisible();
    await expect(canvas.getByText(notFoundPage.text)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
    const popular = canvas.getByRole('navigation', { name: 'Popular pages' });
    await expect(popular.querySelectorAll('a')).toHaveLength(4);
  },
};

export const BadRequest: Story = {
  args: { statusCode: 400 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('400 Bad Request');
  },
};

export const MethodNotAllowed: Story = { args: { statusCode: 405 } };

export const ServerError: Story = {
  args: { statusCode: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('500 Internal Server Error');
  },
};

/** Any other status gets the catch-all message. */
export const OtherStatus: Story = {
  args: { statusCode: 418 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('418 An unexpected error has occurred');
  },
};

/** The page an error boundary shows: 'Try again' re-renders the failed page. */
export const ServerErrorWithRetry: Story = {
  args: { statusCode: 500, onRetry: fn() },
  play: async ({ args, canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.blur();
    await userEvent.keyboard('{Tab}');
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/**
 * The 500 page in the server HTML (a page that threw while rendering): 'Try again' is a link to the
 * page's own address, so it works before, or without, JavaScript.
 */
export const ServerErrorWithRetryLink: Story = {
  args: { statusCode: 500, retryHref: '' },
  play: async ({ canvas }) => {
    // An empty href is still a link (browsers expose it as one); Testing Library's role query skips it.
    const retry = canvas.getByText('Try again').closest('a');
    await expect(retry).toHaveAttribute('href', '');
    await expect(canvas.getByRole('link', { name: notFoundPage.homeLinkText })).toHaveAttribute('href', '/');
  },
};
