import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleBody } from '../../../src/components/article/ArticleBody';
import { storyArticle } from './articleStorySupport';

/** The running text of an article, paragraph by paragraph. */
const meta = {
  title: 'Components/Article/ArticleBody',
  component: ArticleBody,
  args: { paragraphs: storyArticle('advice').paragraphs },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(args.paragraphs.length);
  },
};

/** Markup in the text is shown as text, never run. */
export const PlainTextOnly: Story = {
  args: { paragraphs: ['Prices start at <b>£20,000</b> & rise to £30,000.'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Prices start at <b>£20,000</b> & rise to £30,000.')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};
