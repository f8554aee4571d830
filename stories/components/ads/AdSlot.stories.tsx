import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdSlot } from '#src/components/ads/AdSlot';

/**
 * A place for one ad in the running text of a review or an article. Without an ad server it
 * renders nothing and takes no space; with one, an empty labelled container for the ad server's
 * own loader to fill (the site loads no ad script).
 */
const meta = {
  title: 'Components/Ads/AdSlot',
  component: AdSlot,
  args: { placement: 'article', position: 1 },
} satisfies Meta<typeof AdSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No ad server configured (the default): nothing at all is rendered. */
export const Unconfigured: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-story-root]')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** An ad server configured: the labelled, empty container it fills, named by its slot. */
export const Configured: Story = {
  args: { server: 'https://ads.example/serve' },
  play: async ({ canvas }) => {
    const slot = canvas.getByRole('complementary', { name: 'Advertisement' });
    await expect(slot).toBeVisible();
    await expect(slot).toHaveAttribute('data-ad-slot', 'article-1');
    await expect(slot).toHaveAttribute('data-ad-server', 'https://ads.example/serve');
    await expect(slot.querySelector('script, iframe')).toBeNull();
  },
};

/** A later slot of the same page keeps its landmark name unique. */
export const LaterSlot: Story = {
  args: { server: 'https://ads.example/serve', placement: 'review', position: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Advertisement 2' })).toHaveAttribute(
      'data-ad-slot',
      'review-2',
    );
  },
};
