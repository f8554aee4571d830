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

/** Reused between answers: each is written here, then copied out at its exact size. */
let scratch = Buffer.alloc(0);

/**
 * The page a store answer becomes (the API's JSON body, see handleContentRequest), as UTF-8 bytes:
 * each part is encoded straight into one buffer, as joining 200 records (~190 kB) into a string
 * and encoding that was about 45 % of the server's time under load.
 */
export function responseBytes(raw: RawContentPage, sourceId: string | null): Buffer {
  const tail =
    `],"total":${raw.total},"page":${raw.page},"pageSize":${raw.pageSize},` +
    `"breakdowns":${JSON.stringify(raw.breakdowns)}${sourceId ? `,"sourceId":${JSON.stringify(sourceId)}` : ''}}`;
  let chars = 10 + tail.length + raw.itemsJson.length;
  for (const item of raw.itemsJson) chars += item.length;
  // A UTF-16 unit never takes more than 3 bytes of UTF-8.
  if (scratch.length < chars * 3) scratch = Buffer.allocUnsafe(Math.max(chars * 3, scratch.length * 2));
  let at = scratch.write('{"items":[', 0, 'latin1');
  raw.itemsJson.forEach((item, index) => {
    if (index > 0) scratch[at++] = 0x2c; // ,
    at += scratch.write(item, at, 'utf8');
  });
  at += scratch.write(tail, at, 'utf8');
  const bytes = Buffer.allocUnsafe(at);
  scratch.copy(bytes, 0, 0, at);
  return bytes;
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
