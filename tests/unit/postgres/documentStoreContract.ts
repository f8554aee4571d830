/**
 * The SearchDocumentStore contract (ADR 0025 § 7): what the document API relies on, run against
 * every store (documentStore.test.ts runs it on SQLite and PostgreSQL).
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '#src/adapters/content/errors';
import type { SearchDocument } from '#src/domain/search/searchTypes';
import type { SearchDocumentStore } from '#src/server/search/documentStore';
import { categoriesForUrl } from '#src/server/search/searchIndex';

export interface DocumentStoreUnderTest {
  store: SearchDocumentStore;
  /** Makes the database itself refuse a row with this id (a trigger or a constraint), for all-or-nothing tests. */
  rejectId(id: string): Promise<void>;
}

/** A document with every field set, custom fields in a deliberate (non-alphabetical) order. */
export const fullDocument: SearchDocument = {
  id: 'skoda-octavia',
  url: 'https://www.kerbside.example/new-car-reviews/skoda/octavia',
  title: 'Škoda Octavia Estate review: Straße-ready 2.0 TDI | Kerbside',
  text: 'More boot than a Golf estate; the 2.0 TDI does 60mpg. Listed on autotrader.co.uk too. 東京 · Москва',
  metaDescription: 'The Octavia Estate, driven.',
  metaCategories: ['reviews', 'estate cars'],
  image: 'https://www.kerbside.example/images/octavia.jpg',
  categories: ['0xkerbside', '1xnew-car-reviews', '2xskoda'],
  ts: Date.UTC(2026, 3, 2, 10, 30),
  language: 'en',
  documentType: 'html',
  customFields: { zeta: 'last first', price: 27_995, make: 'Škoda', body: ['estate', 'hatchback'], mpg: [60.1, 55] },
  boost: 2.5,
};

/** A document with only the required fields: the store fills the defaults. */
const minimalDocument = (n: number, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  id: `doc-${n}`,
  url: `/used-cars/page-${n}`,
  title: `Page ${n}`,
  text: `Text of page ${n}`,
  ts: Date.UTC(2026, 0, 1 + n) + 0.4,
  ...extra,
});

export function describeDocumentStoreContract(name: string, makeStore: () => Promise<DocumentStoreUnderTest>): void {
  describe(`SearchDocumentStore contract: ${name}`, () => {
    it('returns null for an id it does not hold', async () => {
      const { store } = await makeStore();
      expect(await store.get('no-such-id')).toBeNull();
    });

    it('gives back a full document as indexed: custom fields (in their order), categories, boost, unicode', async () => {
      const { store } = await makeStore();
      expect(await store.index([fullDocument])).toBe(1);
      const stored = await store.get(fullDocument.id);
      expect(stored).toStrictEqual(fullDocument);
      // Key order too: the API answers with this object as JSON.
      expect(JSON.stringify(stored)).toBe(JSON.stringify(fullDocument));
    });

    it('fills the defaults of a minimal document', async () => {
      const { store } = await makeStore();
      await store.index([minimalDocument(1)]);
      expect(await store.get('doc-1')).toStrictEqual({
        id: 'doc-1',
        url: '/used-cars/page-1',
        title: 'Page 1',
        text: 'Text of page 1',
        metaDescription: '',
        metaCategories: [],
        image: null,
        categories: categoriesForUrl('/used-cars/page-1'),
        ts: Date.UTC(2026, 0, 2),
        language: 'en',
        documentType: 'html',
        customFields: {},
        boost: 1,
      });
    });

    it('replaces by id and by URL, keeping one document', async () => {
      const { store } = await makeStore();
      await store.index([minimalDocument(1), minimalDocument(2)]);
      await store.index([minimalDocument(1, { title: 'Page 1, edited' })]);
      expect((await store.get('doc-1'))?.title).toBe('Page 1, edited');
      // Another id with doc-2's URL replaces doc-2.
      await store.index([minimalDocument(3, { url: '/used-cars/page-2' })]);
      expect(await store.get('doc-2')).toBeNull();
      expect((await store.get('doc-3'))?.url).toBe('/used-cars/page-2');
      // Within a batch the later document wins.
      expect(await store.index([minimalDocument(4, { title: 'first' }), minimalDocument(4, { title: 'second' })])).toBe(
        2,
      );
      expect((await store.get('doc-4'))?.title).toBe('second');
      expect(await store.remove(['doc-1', 'doc-3', 'doc-4'])).toBe(3);
    });

    it('counts what it removed: missing and repeated ids count nothing', async () => {
      const { store } = await makeStore();
      await store.index([minimalDocument(1), minimalDocument(2), minimalDocument(3)]);
      expect(await store.remove(['doc-1', 'no-such-id', 'doc-1', 'doc-2'])).toBe(2);
      expect(await store.remove(['doc-1'])).toBe(0);
      expect(await store.remove([])).toBe(0);
      expect(await store.get('doc-1')).toBeNull();
      expect(await store.get('doc-3')).not.toBeNull();
    });

    it('writes a batch all or nothing when the database refuses one document', async () => {
      const { store, rejectId } = await makeStore();
      await store.index([minimalDocument(1)]);
      await rejectId('poison');
      await expect(
        store.index([
          minimalDocument(1, { title: 'changed' }),
          minimalDocument(2),
          minimalDocument(3, { id: 'poison' }),
        ]),
      ).rejects.toThrow();
      expect((await store.get('doc-1'))?.title).toBe('Page 1');
      expect(await store.get('doc-2')).toBeNull();
      expect(await store.get('poison')).toBeNull();
    });

    it('refuses an invalid document before writing anything', async () => {
      const { store } = await makeStore();
      await expect(store.index([minimalDocument(1), minimalDocument(2, { boost: 0 })])).rejects.toThrow(
        ValidationError,
      );
      expect(await store.get('doc-1')).toBeNull();
    });

    it('keeps pinned results by folded keyword, in order, without repeats', async () => {
      const { store } = await makeStore();
      await store.setPinnedResults('Škoda  OCTAVIA!', ['b', 'a', 'b']);
      const rules = await store.pinnedResults();
      expect(rules.get('skoda octavia')).toEqual(['b', 'a']);
      // The shipped rules are there too (migration).
      expect(rules.get('car finance')).toEqual(['tool-car-finance']);
      await store.setPinnedResults('skoda octavia', []);
      expect((await store.pinnedResults()).has('skoda octavia')).toBe(false);
      await expect(store.setPinnedResults('!!', ['a'])).rejects.toThrow(ValidationError);
    });
  });
}
