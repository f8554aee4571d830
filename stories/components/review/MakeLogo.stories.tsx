import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { imagePresets, viewports } from '#tokens';
import { MakeLogo } from '#src/components/review/MakeLogo';
import { sampleCatalogue, storyImage } from '#stories/support/sampleContent';

/** A make's logo at the review make logo size of spec 9 (75x50 on large screens). */
const make = sampleCatalogue().makes.find((candidate) => candidate.slug === 'ford') ?? sampleCatalogue().makes[0]!;

const meta = {
  title: 'Components/Review/MakeLogo',
  component: MakeLogo,
  args: { make: { ...make, logo: storyImage(make.logo) } },
} satisfies Meta<typeof MakeLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo, named by the make, at the preset size for the width. */
export const Logo: Story = {
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: `${args.make.name} logo` });
    await expect(image).toBeVisible();
    const wide = window.matchMedia(`(min-width: ${viewports.md.minWidth}px)`).matches;
    const expected = wide ? imagePresets.reviewMakeLogo.lg.width : imagePresets.reviewMakeLogo.xs.width;
    await expect(Math.round(image.getBoundingClientRect().width)).toBe(expected);
  },
};
