/**
 * The local ContentAdapter: the SQLite store in process (Server Components use it by default).
 * A query goes through toSearchParams and parseContentQuery exactly as an HTTP request would, so
 * both adapters accept, reject and answer the same queries identically.
 */
import { reviewsByIdsVia, type ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { NotFoundError } from '#src/adapters/content/errors';
import type { ListResource } from '#src/adapters/content/schema/contentResources';
import type { ContentQuery } from '#src/adapters/content/schema/contentQueryTypes';
import { parseContentQuery } from '#src/adapters/content/schema/parseContentQuery';
import { toSearchParams } from '#src/adapters/content/schema/toSearchParams';
import type { ContentResponse, RibbonConfig } from '#src/domain/content/types';
import type { ContentStore, RawContentPage } from './contentStore';

/** The page a store answer becomes (also the API's JSON body, see handleContentRequest). */
export function responseJson(raw: RawContentPage, sourceId: string | null): string {
  return (
    `{"items":[${raw.itemsJson.join(',')}],"total":${raw.total},"page":${raw.page},"pageSize":${raw.pageSize},` +
    `"breakdowns":${JSON.stringify(raw.breakdowns)}${sourceId ? `,"sourceId":${JSON.stringify(sourceId)}` : ''}}`
  );
}

/** `store` may be a function, so the database is opened (and seeded) on first use, not at import. */
export function createLocalContent(store: ContentStore | (() => ContentStore)): ContentAdapter {
  const getStore = typeof store === 'function' ? store : () => store;

  const adapter: ContentAdapter = {
    async list(resource: ListResource, query?: ContentQuery) {
      const parsed = parseContentQuery(resource, toSearchParams(resource, query).toString());
      const raw = await getStore().query(parsed);
      const page: ContentResponse<never> = {
        items: raw.itemsJson.map((json) => JSON.parse(json) as never),
        total: raw.total,
        page: raw.page,
        pageSize: raw.pageSize,
        breakdowns: raw.breakdowns,
      };
      if (parsed.sourceId) page.sourceId = parsed.sourceId;
      return page;
    },

    async get(resource: ListResource, id: string) {
      // A comma would make it a list of ids; no id contains one.
      if (!id || id.includes(',')) throw new NotFoundError(`Nothing in /${resource} has the id '${id.slice(0, 64)}'.`);
      const page = await adapter.list(resource, { id: [id], pageSize: 1 });
      return page.items[0] as never; // a missing id is a NotFoundError from the store
    },

    reviewsByIds: (ids) => reviewsByIdsVia(adapter, ids),

    async ribbon() {
      return JSON.parse(await getStore().ribbonJson()) as RibbonConfig;
    },
  };
  return adapter;
}
