import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { imagePresets } from '#tokens';
import { Image } from '#src/primitives/Image';
import { ImageSettingsProvider } from '#src/providers/ImageSettings';
import { sampleAuthorImage, sampleCarImage, sampleLogoImage } from '../support/sampleImages';

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: sampleCarImage, alt: 'Red hatchback, side view', preset: 'articleCard' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 370 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Width and height come from the preset, one <source> per breakpoint. */
export const ArticleCard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img', { name: 'Red hatchback, side view' });
    await expect(img).toHaveAttribute('width', String(imagePresets.articleCard.xs.width));
    await expect(img).toHaveAttribute('height', String(imagePresets.articleCard.xs.height));
    const lgSource = canvasElement.querySelector('source[media="(min-width: 1200px)"]');
    await expect(lgSource).toHaveAttribute('width', '370');
    await expect(lgSource).toHaveAttribute('height', '245');
  },
};

/** The hero loads at once with high priority (it is the largest contentful paint). */
export const PriorityHero: Story = {
  args: { preset: 'articleHero', priority: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Lazy images carry no source until they come within 250px of the viewport. */
export const LazyBelowTheFold: Story = {
  decorators: [
    (Story) => (
      <ImageSettingsProvider lazy>
        <div style={{ height: 2000 }} aria-hidden="true" />
        <Story />
      </ImageSettingsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('picture img');
    await expect(img).not.toHaveAttribute('src');
    await expect(canvasElement.querySelector('noscript')).not.toBeNull();
  },
};

export const Author: Story = { args: { src: sampleAuthorImage, alt: 'Sam Carter', preset: 'author' } };

/** Logos fit inside their box rather than being cropped. */
export const MakeLogo: Story = {
  args: { src: sampleLogoImage, alt: 'Kerbside Motors logo', preset: 'reviewMakeLogo', fit: 'contain' },
};

export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
