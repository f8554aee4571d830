import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ContentUnavailable, contentUnavailableTexts } from '#src/components/listing/ContentUnavailable';

/** The error state of a page when the content service is down: a clear message and a way on. */
const meta = {
  title: 'Components/Listing/ContentUnavailable',
  component: ContentUnavailable,
  args: { what: 'these reviews' },
} satisfies Meta<typeof ContentUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named content. */
export const Reviews: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: contentUnavailableTexts.heading('these reviews') })).toBeVisible();
    await expect(canvas.getByText(contentUnavailableTexts.text)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: contentUnavailableTexts.homeLink })).toHaveFocus();
  },
};

/** The default wording. */
export const DefaultWording: Story = {
  args: { what: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "Sorry, we can't show this page right now" })).toBeVisible();
  },
};
