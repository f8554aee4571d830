import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchErrorMessage } from '#src/components/search/SearchErrorMessage';
import { searchTexts } from '#src/components/search/searchTexts';

/** A search that failed: the service is down, or it refused the request. */
const meta = {
  title: 'Components/Search/SearchErrorMessage',
  component: SearchErrorMessage,
  args: { error: { response: 503, message: 'The search index is unavailable; try again shortly.' } },
} satisfies Meta<typeof SearchErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The index or the host is down: a clear message, no internals. */
export const Unavailable: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: searchTexts.errorHeading })).toBeVisible();
    await expect(canvas.getByText(searchTexts.errorText)).toBeVisible();
    await expect(canvas.queryByText(/index is unavailable/)).toBeNull();
  },
};

/** The service answered 400: its message says what was wrong. */
export const BadRequest: Story = {
  args: { error: { response: 400, message: 'term must be at most 1000 characters.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: searchTexts.badRequestHeading })).toBeVisible();
    await expect(canvas.getByText('term must be at most 1000 characters.')).toBeVisible();
  },
};
