import { describe, expect, it } from 'vitest';
import type { ContentStore, RawContentPage } from '#src/server/content/contentStore';
import { responseBytes } from '#src/server/content/localContent';
import { responseCacheFor } from '#src/server/content/responseCache';

const store = () => ({}) as ContentStore;

/** The body as the handler built it before it wrote bytes: the plain string, the reference here. */
function responseJson(raw: RawContentPage, sourceId: string | null): string {
  return (
    `{"items":[${raw.itemsJson.join(',')}],"total":${raw.total},"page":${raw.page},"pageSize":${raw.pageSize},` +
    `"breakdowns":${JSON.stringify(raw.breakdowns)}${sourceId ? `,"sourceId":${JSON.stringify(sourceId)}` : ''}}`
  );
}
const large = () => ({ bytes: Buffer.alloc(64 * 1024, 'x') });

describe('responseCacheFor', () => {
  it('keeps a small answer the first time it is asked', () => {
    const cache = responseCacheFor(store());
    expect(cache.get('v1', 'small')).toBeUndefined();
    cache.set('v1', 'small', { bytes: Buffer.from('{"items":[]}') });
    expect(Buffer.from(cache.get('v1', 'small')!.bytes).toString()).toBe('{"items":[]}');
  });

  it('keeps a large answer only when its query is asked a second time', () => {
    const cache = responseCacheFor(store());
    cache.get('v1', 'page');
    cache.set('v1', 'page', large());
    expect(cache.get('v1', 'page')).toBeUndefined();
    cache.set('v1', 'page', large());
    expect(cache.get('v1', 'page')?.bytes.length).toBe(64 * 1024);
  });

  it('forgets large queries asked once when the version changes', () => {
    const cache = responseCacheFor(store());
    cache.get('v1', 'page');
    cache.set('v1', 'page', large());
    expect(cache.get('v2', 'page')).toBeUndefined();
    cache.set('v2', 'page', large());
    expect(cache.get('v2', 'page')).toBeUndefined();
  });
});

describe('responseBytes', () => {
  it('is responseJson as UTF-8, byte for byte, with and without a sourceId and non-ASCII text', () => {
    const raw = {
      itemsJson: ['{"id":"a","name":"Škoda £1 \\u2028"}', '{"id":"b","emoji":"🚗"}', '{}'],
      total: 3,
      page: 1,
      pageSize: 200,
      breakdowns: { make: [{ value: 'Citroën', count: 1 }] },
    } as unknown as RawContentPage;
    for (const sourceId of [null, 'é<src>']) {
      expect(responseBytes(raw, sourceId).equals(Buffer.from(responseJson(raw, sourceId), 'utf8'))).toBe(true);
    }
    const empty = { ...raw, itemsJson: [] };
    expect(responseBytes(empty, null).toString('utf8')).toBe(responseJson(empty, null));
  });
});
