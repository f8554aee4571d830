import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colors } from '#tokens';
import { Link } from '#src/primitives/Link';
import { LinkSettingsProvider } from '#src/providers/LinkSettings';

const APP_ORIGIN = 'https://www.kerbside.example';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/car-comparison', children: 'Car comparison' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A path of this application navigates inside the app. */
export const InApp: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Car comparison' });
    await expect(link).toHaveAttribute('href', '/car-comparison');
    await expect(link).toHaveAttribute('data-link-kind', 'app');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** A path of the other application (spec 2.9) becomes a full-page link to the configured origin. */
export const OtherApplication: Story = {
  args: { href: '/reviews', children: 'Car reviews' },
  decorators: [
    (Story) => (
      <LinkSettingsProvider routerLink="a" appOrigin={APP_ORIGIN}>
        <Story />
      </LinkSettingsProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Car reviews' });
    await expect(link).toHaveAttribute('href', `${APP_ORIGIN}/reviews`);
    await expect(link).toHaveAttribute('data-link-kind', 'fullPage');
  },
};

/** Without a configured origin the other application's paths stay plain same-origin anchors. */
export const OtherApplicationSameOrigin: Story = {
  args: { href: '/news/company-car-tax-calculator', children: 'Company car tax calculator' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Company car tax calculator' });
    await expect(link).toHaveAttribute('href', '/news/company-car-tax-calculator');
    await expect(link).toHaveAttribute('data-link-kind', 'fullPage');
  },
};

/** External sites open in a new tab with rel noopener, and say so to screen readers. */
export const External: Story = {
  args: { href: 'https://www.gov.uk/vehicle-tax', children: 'Vehicle tax on GOV.UK', showExternalIcon: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Vehicle tax on GOV.UK \(opens in a new tab\)/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
  },
};

export const Standalone: Story = { args: { variant: 'standalone', href: '/tag/latest', children: 'Latest news' } };

export const Inverse: Story = {
  args: { variant: 'inverse', href: '/sitemap/reviews', children: 'Reviews sitemap' },
  decorators: [
    (Story) => (
      <div style={{ background: colors.brand, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};

export const InRunningText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      Before you buy, read our <Link {...args} /> and compare running costs with the fuel comparison tool.
    </p>
  ),
  args: { href: '/reviews', children: 'expert reviews' },
};
