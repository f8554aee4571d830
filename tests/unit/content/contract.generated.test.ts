// @vitest-environment node
/**
 * The ContentAdapter contract against the local adapter over the real generated catalogue
 * (seed 2026, scale 1, as `npm start` seeds it), plus every generated record round-tripping.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { generateCatalogue } from '#src/server/catalogue/generateCatalogue';
import { createContentStore } from '#src/server/content/contentStore';
import { createLocalContent } from '#src/server/content/localContent';
import { defaultCatalogueSeed, generatorSource } from '#src/server/db/catalogueSource';
import { openDatabase } from '#src/server/db/openDatabase';
import { seedDatabase } from '#src/server/db/seedDatabase';
import { describeContentContract } from './contentContract';
import { tempDir } from './fixtures';

let adapter: ContentAdapter;
let cleanup: () => void;

beforeAll(() => {
  const temp = tempDir();
  const db = openDatabase(path.join(temp.dir, 'generated.db'));
  seedDatabase(db, generatorSource(defaultCatalogueSeed, 1), { seed: defaultCatalogueSeed, scale: 1 });
  adapter = createLocalContent(createContentStore(db));
  cleanup = () => {
    db.close();
    temp.cleanup();
  };
});
afterAll(() => cleanup());

describeContentContract('local over the generated catalogue', () => adapter);

describe('the generated catalogue in the store', () => {
  it('holds every record exactly as generated', async () => {
    const catalogue = generateCatalogue({ seed: defaultCatalogueSeed });
    const derivatives = [];
    for (let page = 1; ; page += 1) {
      const result = await adapter.list('derivatives', { sortBy: 'capId', pageSize: 500, page });
      derivatives.push(...result.items);
      if (result.items.length < 500) break;
    }
    const byCapId = (a: { capId: string }, b: { capId: string }) =>
      a.capId < b.capId ? -1 : a.capId > b.capId ? 1 : 0;
    expect(derivatives.length).toBe(catalogue.derivatives.length);
    expect([...derivatives].sort(byCapId)).toEqual([...catalogue.derivatives].sort(byCapId));
    const reviews = await adapter.reviewsByIds(catalogue.reviews.slice(0, 40).map((review) => review.cmsId));
    expect(reviews).toEqual(catalogue.reviews.slice(0, 40));
    await expect(adapter.ribbon()).resolves.toEqual(catalogue.ribbon);
    expect((await adapter.list('used-reviews', { pageSize: 1 })).total).toBe(
      catalogue.reviews.filter((review) => review.reviewType === 'used-review').length,
    );
  });
});
