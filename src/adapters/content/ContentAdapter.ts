/**
 * The one interface pages read content through. Two implementations: the local one over the
 * SQLite store (src/server/content/localContent.ts, in process, for Server Components) and the
 * HTTP one for any Content API base URL (./httpContent.ts). Both validate a query the same way
 * and throw the same typed errors (./errors.ts).
 */
import { NotFoundError } from './errors';
import type { ItemField, ListResource, ResourceItem } from './schema/contentResources';
import type { QueryOf } from './schema/contentQueryTypes';
import { contentQueryLimits } from './schema/contentQueryLimits';
import type { ContentResponse, Review, RibbonConfig } from '#src/domain/content/types';

/**
 * The item type of a list call: the whole record, or only the fields named in a literal
 * `displayFields`; a query whose displayFields are not known statically gives Partial items.
 */
export type ListItem<R extends ListResource, Q> = 'displayFields' extends keyof Q
  ? Q extends { displayFields: readonly (infer K)[] }
    ? Pick<ResourceItem<R>, K & ItemField<R>>
    : Partial<ResourceItem<R>>
  : ResourceItem<R>;

export interface ContentAdapter {
  /**
   * One page of a resource. Throws ValidationError for a bad query, NotFoundError when a single
   * `id` is unknown, ServiceUnavailableError when the store or API cannot be reached.
   */
  // Q defaults to {} (no displayFields: whole records) when no query is given.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  list<R extends ListResource, const Q extends QueryOf<R> = {}>(
    resource: R,
    query?: Q,
  ): Promise<ContentResponse<ListItem<R, Q>>>;
  /** One item by its id field (capId, cmsId, slug or id); NotFoundError when unknown. */
  get<R extends ListResource>(resource: R, id: string): Promise<ResourceItem<R>>;
  /** The pass-through reviews call: the reviews with these cmsIds, in this order (unknown ids are left out). */
  reviewsByIds(ids: readonly string[]): Promise<Review[]>;
  /** The information ribbon configuration. */
  ribbon(): Promise<RibbonConfig>;
}

/** reviewsByIds on top of list: ids in slices of the comma-list limit, the caller's order kept. */
export async function reviewsByIdsVia(
  adapter: Pick<ContentAdapter, 'list'>,
  ids: readonly string[],
): Promise<Review[]> {
  const unique = [...new Set(ids)];
  const found: Review[] = [];
  for (let start = 0; start < unique.length; start += contentQueryLimits.maxListItems) {
    const slice = unique.slice(start, start + contentQueryLimits.maxListItems);
    try {
      const page = await adapter.list('reviews', { id: slice, pageSize: slice.length });
      found.push(...(page.items as Review[]));
    } catch (error) {
      // A single unknown id is a 404 for the list call; here it just means "not found".
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return found;
}
