import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adLimitName, adSlotIndices } from '#src/components/ads/adPlacement';
import { ArticleBody } from '#src/components/article/ArticleBody';
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

/**
 * An ad server configured: ad slots between paragraphs at the article limit of spec 9 (the large
 * one here), each a uniquely named, empty container. Without one (every story above) there are none.
 */
export const WithAdSlots: Story = {
  args: {
    // Generated articles are short (under the 950 characters of the article limit): five in a row.
    paragraphs: (['advice', 'news', 'feature', 'first_drive', 'reader_clinic'] as const).flatMap(
      (kind) => storyArticle(kind).paragraphs,
    ),
    ads: { server: 'https://ads.example/serve', large: true },
  },
  play: async ({ canvas, canvasElement, args }) => {
    const expected = adSlotIndices(args.paragraphs, adLimitName('article', true));
    await expect(expected.length).toBeGreaterThan(0);
    const slots = canvas.getAllByRole('complementary');
    await expect(slots).toHaveLength(expected.length);
    await expect(slots[0]).toHaveAccessibleName('Advertisement');
    await expect(slots.map((slot) => slot.getAttribute('data-ad-slot'))).toEqual(
      expected.map((_, index) => `article-${index + 1}`),
    );
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(args.paragraphs.length);
  },
};
