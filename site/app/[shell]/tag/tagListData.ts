import 'server-only';
import { cache } from 'react';
import type { Article } from '#src/domain/content/types';
import { loadContent, type ContentResult } from '#src/components/listing/loadContent';
import { isKnownTag, isTagSlug, TAG_PAGE_SIZE } from '#src/components/hub/tagPages';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import { contentAdapter } from '#src/server/content/contentAdapter';

/**
 * The reads of the tag routes, once per request (React cache): whether a tag is a list at all
 * (its layout answers 404 before the page streams when it is not), one page of its articles, and
 * the make names its slug may stand for.
 */

/** Whether /tag/:tag exists: a valid slug that is a known list or has at least one article. */
export const tagExists = cache(async (tag: string): Promise<'yes' | 'no' | 'unknown'> => {
  if (!isTagSlug(tag)) return 'no';
  if (isKnownTag(tag)) return 'yes';
  const result = await loadContent(() =>
    contentAdapter().list('articles', { filters: { tags: tag }, pageSize: 1, displayFields: ['cmsId'] }),
  );
  if (result.status === 'unavailable') return 'unknown';
  return result.status === 'ok' && result.value.total > 0 ? 'yes' : 'no';
});

/** One page of a tag's articles, newest first. */
export const tagArticles = cache(
  (tag: string, page: number): Promise<ContentResult<{ items: Article[]; total: number }>> =>
    loadContent(async () => {
      const result = await contentAdapter().list('articles', {
        filters: { tags: tag },
        page,
        pageSize: TAG_PAGE_SIZE,
        sortBy: 'publishedAt',
        sort: 'desc',
      });
      return { items: result.items, total: result.total };
    }),
);

/** Display names for a tag that is a make slug ({ 'mercedes-benz': 'Mercedes-Benz' }). */
export const tagNames = cache(async (tag: string): Promise<Record<string, string>> => {
  const result = await loadContent(() =>
    contentAdapter().list('makes', {
      filters: { slug: tag },
      displayFields: ['slug', 'name'],
      pageSize: contentQueryLimits.maxListItems,
    }),
  );
  return result.status === 'ok' ? Object.fromEntries(result.value.items.map((make) => [make.slug, make.name])) : {};
});
