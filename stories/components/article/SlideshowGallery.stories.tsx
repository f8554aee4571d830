import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SlideshowGallery } from '#src/components/article/SlideshowGallery';
import { storyArticle } from './articleStorySupport';

/**
 * The slideshow gallery: one slide at a time, Previous and Next (wrapping), 'Slide x of n'
 * announced, thumbnails, and the arrow, Home and End keys. Slides from a generated top-10 list.
 */
const slideshow = storyArticle('slideshow');

const meta = {
  title: 'Components/Article/SlideshowGallery',
  component: SlideshowGallery,
  args: { slides: slideshow.slides, label: `${slideshow.title}: gallery` },
} satisfies Meta<typeof SlideshowGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible slide's group name ('3 of 10'). */
const visibleSlide = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')).filter((slide) => !slide.hidden);

/** The first slide: position, caption, controls and one thumbnail per slide. */
export const FirstSlide: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const count = args.slides.length;
    await expect(canvas.getByRole('region', { name: args.label })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByText(`Slide 1 of ${count}`)).toBeVisible();
    await expect(visibleSlide(canvasElement)).toHaveLength(1);
    await expect(visibleSlide(canvasElement)[0]).toHaveAccessibleName(`1 of ${count}`);
    await expect(canvas.getByText(args.slides[0]!.caption)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    const thumbnails = within(canvas.getByRole('list', { name: 'Choose a slide' })).getAllByRole('button');
    await expect(thumbnails).toHaveLength(count);
    await expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
  },
};

/** Next and Previous move one slide; Previous on the first wraps to the last. */
export const NextAndPrevious: Story = {
  play: async ({ canvas, args }) => {
    const count = args.slides.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByText(`Slide 2 of ${count}`)).toBeVisible();
    await expect(canvas.getByText(args.slides[1]!.caption)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByText(`Slide ${count} of ${count}`)).toBeVisible();
    await expect(canvas.getByText(args.slides[count - 1]!.caption)).toBeVisible();
  },
};

/** By keyboard alone: Tab to Next, Enter; then the arrow keys, Home and End. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const count = args.slides.length;
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(`Slide 2 of ${count}`)).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText(`Slide 3 of ${count}`)).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText(`Slide 2 of ${count}`)).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText(`Slide ${count} of ${count}`)).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText(`Slide 1 of ${count}`)).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByText(`Slide 1 of ${count}`)).toBeVisible();
  },
};

/** A thumbnail jumps to its slide and becomes the current one. */
export const ChooseThumbnail: Story = {
  play: async ({ canvas, args }) => {
    const count = args.slides.length;
    const thumbnails = within(canvas.getByRole('list', { name: 'Choose a slide' })).getAllByRole('button');
    await userEvent.click(thumbnails[4]!);
    await expect(canvas.getByText(`Slide 5 of ${count}`)).toBeVisible();
    await expect(thumbnails[4]).toHaveAttribute('aria-current', 'true');
    await expect(thumbnails[0]).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText(args.slides[4]!.caption)).toBeVisible();
  },
};

/** Opened on a later slide (initialIndex). */
export const StartsLater: Story = {
  args: { initialIndex: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(`Slide 3 of ${args.slides.length}`)).toBeVisible();
  },
};

/** A gallery of one slide still works (Next and Previous stay on it). */
export const SingleSlide: Story = {
  args: { slides: slideshow.slides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Slide 1 of 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByText('Slide 1 of 1')).toBeVisible();
  },
};
