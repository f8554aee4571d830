/**
 * Where ad slots go in the running text of a review or an article, by the ad character limits of
 * spec 9 (`adCharacterLimits`: review 1250, article 950, large review 2500, large article 1650,
 * minimum 500, SPR review 1000, large SPR review 1400). Pure: paragraphs in, paragraph indices out.
 *
 * The spec gives the numbers only; no section says what "large" or "SPR" is. The reading chosen:
 * - **Large** is the large-screen (lg) layout (spec 2.3 names "large screens (lg)"). Spec 2.8 lays
 *   out every viewport but xs at a fixed 1200 px, which is the lg layout (tokens/viewports.ts), so
 *   the `fixed` page shell gets the large limits and the `phone` shell the others (the shell is a
 *   route segment, so a cached page stays cached: src/lib/pageShell.ts, ADR 0013). A wide column
 *   holds more characters per line, hence the longer stretch of text between ads.
 * - **SPR** is a single-page review: the whole review on one page, its parts reached by hash
 *   anchors. That is every review page of this site (spec 2.1: a review page's tabs are the hashes
 *   #review, #equipment, …; spec 2.10), so review, preview and used-review bodies use the SPR
 *   limits. The plain review limits are for a review split over several pages, which the site does
 *   not have; they stay selectable here.
 * - **Minimum** is the least body text on either side of a slot: a slot needs at least `minimum`
 *   characters before it (a limit below the minimum is raised to it) and at least `minimum`
 *   characters after it, so an ad never closes the body (and never follows its last paragraph).
 *
 * Counting: only the text of the body's paragraphs counts (not headings, ratings, verdicts or
 * captions), as characters of text content. The content model holds plain text (ArticleBody), but
 * should markup reach a paragraph its tags (and comments) are not counted, an entity (`&amp;`) is
 * one character, runs of white space are one, and a character outside the BMP (an emoji) is one.
 * A slot goes after the paragraph at which the running count reaches the limit (reaching it
 * exactly counts), and the count starts again from zero after each slot, so slots repeat through
 * the body.
 */
import { adCharacterLimits } from '#src/lib/constants';
import type { PageShell } from '#src/lib/pageShell';

/** The limits of spec 9 that space ads apart (everything but the minimum). */
export type AdLimitName = Exclude<keyof typeof adCharacterLimits, 'minimum'>;

/** The kinds of running text that carry ads. */
export type AdBodyKind = 'review' | 'article';

/** What a page needs to render its ad slots; undefined when no ad server is configured. */
export interface AdSettings {
  /** The ad server's URL, written on each slot for the server's own loader to find. */
  server: string;
  /** Whether the page is laid out for large screens (the large limits apply). */
  large: boolean;
}

/** The ad settings of a page in a shell, or undefined (no slots at all) without an ad server. */
export function adSettings(server: string | undefined, shell: PageShell): AdSettings | undefined {
  return server ? { server, large: shell === 'fixed' } : undefined;
}

/** The limit that applies to a kind of body on a layout (see the reading above). */
export function adLimitName(kind: AdBodyKind, large: boolean): AdLimitName {
  if (kind === 'article') return large ? 'largeArticle' : 'article';
  return large ? 'largeSprReview' : 'sprReview';
}

/**
 * The characters of a paragraph's text content: tags are dropped, an entity is one character,
 * white space runs are one, leading and trailing space is not counted, and each code point is one.
 *
 * @example adTextLength('Prices <b>start</b> at £20,000 &amp; up') // 28
 * @example adTextLength('0 < 5') // 5: a '<' not opening a tag is text
 */
export function adTextLength(text: string): number {
  const content = text
    .replace(/<!--[\s\S]*?-->|<\/?[a-z][^<>]*>/gi, '')
    .replace(/&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi, '_')
    .replace(/\s+/g, ' ')
    .trim();
  let count = 0;
  for (const _ of content) count += 1;
  return count;
}

/** Options of `adSlotIndices`. */
export interface AdPlacementOptions {
  /** The least text on either side of a slot; spec 9's minimum by default. */
  minimum?: number;
}

/**
 * The indices of the paragraphs after which an ad slot goes, in ascending order.
 *
 * @param paragraphs The body's paragraphs, as text or as text lengths already counted.
 * @param limit A limit of spec 9 by name, or a number of characters.
 * @example adSlotIndices([600, 700, 400, 900], 'article') // [1]: 1300 characters reach 950, 1300 follow
 * @example adSlotIndices([600, 700, 400], 'article') // []: only 400 characters would follow the slot
 */
export function adSlotIndices(
  paragraphs: readonly (string | number)[],
  limit: AdLimitName | number,
  { minimum = adCharacterLimits.minimum }: AdPlacementOptions = {},
): number[] {
  const lengths = paragraphs.map((paragraph) =>
    typeof paragraph === 'number'
      ? Number.isFinite(paragraph) && paragraph > 0
        ? paragraph
        : 0
      : adTextLength(paragraph),
  );
  const floor = Math.max(0, minimum);
  const spacing = Math.max(typeof limit === 'number' ? limit : adCharacterLimits[limit], floor, 1);
  // Characters after each paragraph, to the end of the body.
  const after: number[] = new Array<number>(lengths.length);
  let tail = 0;
  for (let index = lengths.length - 1; index >= 0; index -= 1) {
    after[index] = tail;
    tail += lengths[index]!;
  }
  const slots: number[] = [];
  let running = 0;
  lengths.forEach((length, index) => {
    running += length;
    if (running >= spacing && after[index]! >= Math.max(floor, 1)) {
      slots.push(index);
      running = 0;
    }
  });
  return slots;
}
