// @vitest-environment node
/**
 * The index: migration 3, the build from the generated catalogue (every public page, its id,
 * title, categories and custom fields), the seed rebuilding it in its transaction, ensureSearchIndex,
 * and the document writes of the coming document API (replace by id or URL, remove, validation,
 * all-or-nothing batches, API documents surviving a rebuild).
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '#src/adapters/content/errors';
import { generateCatalogue } from '#src/server/catalogue/generateCatalogue';
import { defaultCatalogueSeed } from '#src/server/db/catalogueSource';
import { appliedMigrations } from '#src/server/db/migrations';
import { catalogueValueSource, readCatalogueMeta, seedDatabase } from '#src/server/db/seedDatabase';
import { documentIdForUrl } from '#src/server/search/catalogueDocuments';
import { createSearchEngine } from '#src/server/search/searchEngine';
import {
  buildSearchIndex,
  categoriesForUrl,
  ensureSearchIndex,
  getDocument,
  indexDocument,
  indexDocuments,
  pinnedResults,
  readSearchState,
  removeDocument,
} from '#src/server/search/searchIndex';
import type { Catalogue } from '#src/domain/content/types';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import {
  emptySearchDatabase,
  search,
  seededSearchDatabase,
  syntheticDocument,
  type SeededSearch,
} from './searchFixtures';

let seeded: SeededSearch;
let db: Database.Database;
let catalogue: Catalogue;

beforeAll(() => {
  seeded = seededSearchDatabase();
  db = seeded.db;
  catalogue = generateCatalogue({ seed: defaultCatalogueSeed });
});
afterAll(() => seeded.cleanup());

const rows = () =>
  new Map(
    db
      .prepare<
        [],
        { id: string; url: string; title: string; categories: string; custom_fields: string; origin: string }
      >('SELECT id, url, title, categories, custom_fields, origin FROM search_documents')
      .all()
      .map((row) => [row.url, row]),
  );

describe('the tables', () => {
  it('are created by migration 3, with the default pinned results', async () => {
    const empty = emptySearchDatabase();
    try {
      expect(appliedMigrations(empty.db)).toContain(3);
      const tables = empty.db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'search_%'").pluck().all();
      expect(tables).toEqual(
        expect.arrayContaining(['search_documents', 'search_fts', 'search_vocab', 'search_pins', 'search_state']),
      );
      expect(readSearchState(empty.db)).toEqual({ generation: 0, catalogueVersion: null, builtAt: null, documents: 0 });
      expect(pinnedResults(empty.db).get('car finance')).toEqual(['tool-car-finance']);
      // An unseeded database still gets the tools.
      expect(ensureSearchIndex(empty.db)).toBe(true);
      expect((await search(empty.db, { term: 'valuation', resultType: 'organic' })).hits[0]!.url).toBe(
        '/car-valuation/',
      );
      expect(ensureSearchIndex(empty.db)).toBe(false);
    } finally {
      empty.cleanup();
    }
  });
});

describe('the build from the generated catalogue', () => {
  it('follows the seeded catalogue (built inside the seed)', () => {
    const state = readSearchState(db)!;
    expect(state.catalogueVersion).toBe(readCatalogueMeta(db)!.catalogueVersion);
    expect(state.builtAt).not.toBeNull();
    expect(ensureSearchIndex(db)).toBe(false);
  });

  it('holds every review and article, and the make, model, category, deals and tool pages', () => {
    const byUrl = rows();
    for (const review of catalogue.reviews) {
      const row = byUrl.get(review.url);
      expect(row?.id).toBe(review.cmsId);
      expect(row?.title).toBe(`${review.title} | Kerbside`);
    }
    for (const article of catalogue.articles) expect(byUrl.get(article.url)?.id).toBe(article.cmsId);
    for (const make of catalogue.makes) expect(byUrl.get(`/${make.slug}`)?.title).toBe(`${make.name} cars | Kerbside`);
    for (const model of catalogue.models) expect(byUrl.has(model.basePath)).toBe(true);
    for (const category of new Set(catalogue.models.flatMap((model) => model.categories))) {
      expect(byUrl.get(`/${category}`)?.categories).toBe(
        JSON.stringify(['0xkerbside', '1xcategories', `2x${category}`]),
      );
    }
    const newCarDeals = catalogue.deals.filter((deal) => deal.dealType === 'new-car');
    for (const slug of new Set(newCarDeals.map((deal) => deal.makeSlug)))
      expect(byUrl.has(`/new-car-deals/${slug}`)).toBe(true);
    for (const category of new Set(newCarDeals.map((deal) => deal.category)))
      expect(byUrl.has(`/new-car-deals/${category}`)).toBe(true);
    for (const url of [
      '/real-mpg-calculator',
      '/news/company-car-tax-calculator',
      '/news/van-tax-calculator',
      '/fuel-comparison-tool',
      '/car-finance',
      '/car-valuation/',
    ])
      expect(byUrl.get(url)?.id).toMatch(/^tool-/);
    for (const row of byUrl.values()) {
      expect(row.id.length).toBeLessThanOrEqual(32);
      expect(row.title.endsWith(' | Kerbside')).toBe(true);
      expect((JSON.parse(row.categories) as string[])[0]).toBe('0xkerbside');
      expect(row.origin).toBe('content');
    }
    expect(readSearchState(db)!.documents).toBe(byUrl.size);
  });

  it('gives documents category tokens and typed custom fields', () => {
    const byUrl = rows();
    const used = catalogue.reviews.find((review) => review.reviewType === 'used-review')!;
    expect(JSON.parse(byUrl.get(used.url)!.categories)).toEqual([
      '0xkerbside',
      '1xused-car-reviews',
      `2x${used.makeSlug}`,
      `3x${used.rangeSlug}`,
    ]);
    const aboutUs = byUrl.get('/news/about-us/n17592')!;
    expect(JSON.parse(aboutUs.categories)).toEqual(['0xkerbside', '1xnews', '2xn17592']);
    const advice = catalogue.articles.find((article) => article.articleType === 'advice')!;
    expect(JSON.parse(byUrl.get(advice.url)!.categories)).toEqual([
      '0xkerbside',
      '1xadvice',
      `2x${advice.articleSubType}`,
      `3x${advice.cmsId}`,
    ]);
    const review = catalogue.reviews.find((candidate) => candidate.reviewType === '16-point')!;
    const fields = JSON.parse(byUrl.get(review.url)!.custom_fields) as Record<string, unknown>;
    expect(fields).toMatchObject({
      pageType: 'review',
      reviewType: '16-point',
      make: review.make,
      model: review.range,
      bodyStyle: review.bodyStyle,
      rating: review.verdictRating,
      year: Number(review.publishedAt.slice(0, 4)),
    });
    expect(typeof fields.price).toBe('number');
    expect(Array.isArray(fields.fuelType)).toBe(true);
    // Long model ids fall back to a hash of the URL.
    const long = catalogue.models.find((model) => `model-${model.id}`.length > 32);
    if (long) expect(byUrl.get(long.basePath)!.id).toBe(documentIdForUrl(long.basePath));
  });

  it('builds in one transaction and can be rebuilt at will', () => {
    const before = readSearchState(db)!;
    const result = buildSearchIndex(db);
    const after = readSearchState(db)!;
    expect(result.documents).toBe(before.documents);
    // Nothing changed in the content: nothing is re-indexed.
    expect(result).toMatchObject({ reindexed: 0, removed: 0 });
    expect(after.generation).toBeGreaterThan(before.generation);
    expect(after.documents).toBe(before.documents);
    console.log(`search index build (${result.documents} documents): ${result.ms.toFixed(0)} ms`);
  });
});

describe('document writes', () => {
  it('replaces a document by id or by URL, removes it, and bumps the generation each time', async () => {
    const empty = emptySearchDatabase();
    try {
      const { db: local } = empty;
      indexDocument(local, syntheticDocument(1, 'first text'));
      const generation = readSearchState(local)!.generation;
      indexDocument(local, syntheticDocument(1, 'second text'));
      expect(readSearchState(local)!.generation).toBe(generation + 1);
      expect(getDocument(local, 'doc-1')!.text).toBe('second text');
      expect((await search(local, { term: 'first' })).total_hits).toBe(0);
      expect((await search(local, { term: 'second' })).total_hits).toBe(1);
      // Same URL, another id: the old one goes.
      indexDocument(local, { ...syntheticDocument(1, 'third text'), id: 'renamed' });
      expect(getDocument(local, 'doc-1')).toBeNull();
      expect(readSearchState(local)!.documents).toBe(1);
      expect((await search(local, { term: 'third' })).hits[0]!.id).toBe('renamed');
      // Defaults: categories from the URL, language en, type html.
      expect(getDocument(local, 'renamed')).toMatchObject({
        categories: ['0xkerbside', '1xsynthetic', '2xpage-1'],
        language: 'en',
        documentType: 'html',
        boost: 1,
      });
      expect(removeDocument(local, 'renamed')).toBe(true);
      expect(removeDocument(local, 'renamed')).toBe(false);
      expect((await search(local, { term: 'third' })).total_hits).toBe(0);
      expect(local.prepare("SELECT COUNT(*) FROM search_vocab WHERE term = 'third'").pluck().get()).toBe(0);
    } finally {
      empty.cleanup();
    }
  });

  it('validates documents, and a batch with a bad one writes nothing', () => {
    const empty = emptySearchDatabase();
    try {
      const { db: local } = empty;
      const bad = [
        { ...syntheticDocument(1, 'x'), id: 'x'.repeat(33) },
        { ...syntheticDocument(1, 'x'), url: '' },
        { ...syntheticDocument(1, 'x'), ts: Number.NaN },
        { ...syntheticDocument(1, 'x'), language: 'english' },
        syntheticDocument(1, 'x', { 'bad name': 1 }),
        syntheticDocument(1, 'x', { price: Number.POSITIVE_INFINITY }),
        syntheticDocument(1, 'x', { nested: { a: 1 } as unknown as string }),
      ];
      for (const document of bad) expect(() => indexDocument(local, document)).toThrow(ValidationError);
      expect(() => indexDocuments(local, [syntheticDocument(2, 'fine'), bad[0]!])).toThrow(ValidationError);
      expect(readSearchState(local)!.documents).toBe(0);
      expect(getDocument(local, 'doc-2')).toBeNull();
      // A document without an id gets the hash of its URL.
      indexDocument(local, { ...syntheticDocument(3, 'no id'), id: undefined as unknown as string });
      expect(getDocument(local, documentIdForUrl('/synthetic/page-3'))?.url).toBe('/synthetic/page-3');
    } finally {
      empty.cleanup();
    }
  });

  it('keeps API documents through a rebuild, and they win over a catalogue page with their URL', async () => {
    const empty = emptySearchDatabase();
    try {
      const { db: local } = empty;
      buildSearchIndex(local);
      const tools = readSearchState(local)!.documents;
      indexDocument(local, syntheticDocument(1, 'extra page'));
      indexDocument(local, { ...syntheticDocument(2, 'our own finance page'), url: '/car-finance' });
      buildSearchIndex(local);
      expect(readSearchState(local)!.documents).toBe(tools + 1);
      expect(getDocument(local, 'doc-1')).not.toBeNull();
      expect(getDocument(local, 'tool-car-finance')).toBeNull();
      expect((await search(local, { term: 'own finance' })).hits[0]!.url).toBe('/car-finance');
    } finally {
      empty.cleanup();
    }
  });

  it('derives categories from a URL as the hosted service does', () => {
    expect(categoriesForUrl('/news/some-story/n123')).toEqual(['0xkerbside', '1xnews', '2xsome-story', '3xn123']);
    expect(categoriesForUrl('https://www.example.com/Blog/post')).toEqual(['0xwww.example.com', '1xblog', '2xpost']);
    expect(categoriesForUrl('/')).toEqual(['0xkerbside']);
  });
});

describe('the index follows the content store', () => {
  interface StoredRow {
    _row: number;
    id: string;
    title: string;
    text: string;
    ts: number;
    custom_fields: string;
    origin: string;
  }
  const stored = (local: Database.Database) =>
    new Map(
      local
        .prepare<[], StoredRow>('SELECT _row, id, title, text, ts, custom_fields, origin FROM search_documents')
        .all()
        .map((row) => [row.id, row]),
    );

  it('a re-seed re-indexes the documents whose content changed, removes the gone ones, leaves the rest', async () => {
    const local = seededSearchDatabase();
    try {
      const engine = createSearchEngine(local.db);
      const run = (term: string) => engine.search(parseSearchParams(new URLSearchParams({ term })));
      expect((await run('zanzibar')).total_hits).toBe(0);
      indexDocument(local.db, syntheticDocument(1, 'a page from the document API'));
      const before = stored(local.db);

      // The same catalogue with one review edited and the oldest article withdrawn.
      const changed = generateCatalogue({ seed: defaultCatalogueSeed });
      const review = changed.reviews.find((candidate) => candidate.reviewType === '16-point')!;
      review.title = `${review.title} in Zanzibar`;
      review.verdict = `${review.verdict} Tested in Zanzibar.`;
      const oldest = [...changed.articles].sort((a, b) => (a.publishedAt < b.publishedAt ? -1 : 1))[0]!;
      changed.articles = changed.articles.filter((article) => article !== oldest);
      seedDatabase(local.db, catalogueValueSource(changed, 'edited-catalogue'), {
        seed: defaultCatalogueSeed,
        scale: 1,
        force: true,
      });
      const after = stored(local.db);

      expect(after.get(review.cmsId)?.title).toBe(`${review.title} | Kerbside`);
      expect(after.has(oldest.cmsId)).toBe(false);
      expect(after.size).toBe(before.size - 1);
      expect(readSearchState(local.db)!.documents).toBe(after.size);
      // Re-indexed: the review, and pages that quote its verdict (its model page) - each changed.
      const reindexed = [...after.values()].filter((row) => before.get(row.id)?._row !== row._row);
      expect(reindexed.map((row) => row.id)).toContain(review.cmsId);
      expect(reindexed.length).toBeLessThanOrEqual(3);
      for (const row of reindexed) {
        const old = before.get(row.id)!;
        expect([old.title, old.text, old.ts, old.custom_fields]).not.toEqual([
          row.title,
          row.text,
          row.ts,
          row.custom_fields,
        ]);
      }
      // The API's page stays; searches see the edit (the index and the FTS entries agree: the
      // review and its model page, which quotes the verdict, hold the new word).
      expect(after.get('doc-1')?.origin).toBe('api');
      expect((await run('zanzibar')).hits[0]!.id).toBe(review.cmsId);
      expect((await run('zanzibar')).hits.map((hit) => hit.id)).toEqual(reindexed.map((row) => row.id));
      expect(local.db.prepare("SELECT doc FROM search_vocab WHERE term = 'zanzibar'").pluck().get()).toBe(2);
      expect(
        local.db.prepare("INSERT INTO search_fts (search_fts, rank) VALUES ('integrity-check', 1)").run(),
      ).toBeTruthy();
    } finally {
      local.cleanup();
    }
  }, 60_000);
});
