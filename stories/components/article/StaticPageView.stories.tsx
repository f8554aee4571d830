import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cookiePolicy, privacyPolicy, termsAndConditions } from '#src/components/article/staticPages';
import { StaticPageView } from '#src/components/article/StaticPageView';

/** The legal pages of the footer: title, standfirst, last-updated date, contents and sections. */
const meta = {
  title: 'Components/Article/StaticPageView',
  component: StaticPageView,
  parameters: { layout: 'fullscreen' },
  args: { page: termsAndConditions },
} satisfies Meta<typeof StaticPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermsAndConditions: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.page.title })).toBeVisible();
    await expect(canvas.getByText(/Last updated/)).toBeVisible();
    const contents = canvas.getByRole('navigation', { name: 'Contents' });
    await expect(contents).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(args.page.sections.length + 1);
    const first = canvas.getByRole('link', { name: args.page.sections[0]!.heading });
    await expect(first).toHaveAttribute('href', '#section-1');
    // The anchor's target is the first section (following it would navigate the test frame).
    await expect(canvasElement.querySelector('#section-1')).toHaveAccessibleName(args.page.sections[0]!.heading);
    first.focus();
    await expect(first).toHaveFocus();
  },
};

export const PrivacyPolicy: Story = {
  args: { page: privacyPolicy },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: args.page.sections[0]!.heading })).toBeVisible();
  },
};

export const CookiePolicy: Story = {
  args: { page: cookiePolicy },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    await expect(canvas.getByText(/kerbside\.shortlist/)).toBeVisible();
  },
};
