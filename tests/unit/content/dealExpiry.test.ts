// @vitest-environment node
/**
 * Offers that expire (issue #18): with the clock (KERBSIDE_TODAY) on either side of a deal's end
 * date, the deal is in, then out of, every answer the site reads: the Content API's items, totals,
 * breakdowns and id lookups, the model deals page, the leasing lists, the deal counts, the XML and
 * HTML sitemaps; and the model deals page answers a ?deal= that has ended or gone with its notice.
 * The store is a real SQLite file seeded with the fixture catalogue (deal ids in the catalogue's
 * `deal-<digits>` form); the pages and sitemap builders are the real ones over the local adapter.
 */
import type Database from 'better-sqlite3';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { NotFoundError } from '#src/adapters/content/errors';
import { loadLeaseDeals } from '#src/adapters/content/leasingDeals';
import { parseContentQuery } from '#src/adapters/content/schema/parseContentQuery';
import { dealEndedTexts } from '#src/components/deals/DealEndedNotice';
import { modelRecordTitle } from '#src/domain/carTitles';
import type { Catalogue, Deal } from '#src/domain/content/types';
import { isDealLive } from '#src/domain/dealDates';
import { todayVariable } from '#src/lib/clock';
import { goneNoticeMarker } from '#src/lib/goneRender';
import { shellSegment } from '#src/lib/pageShell';
import { createContentStore, type ContentStore } from '#src/server/content/contentStore';
import { handleContentRequest } from '#src/server/content/handleContentRequest';
import { createLocalContent } from '#src/server/content/localContent';
import { openDatabase } from '#src/server/db/openDatabase';
import { catalogueValueSource, seedDatabase } from '#src/server/db/seedDatabase';
import { fixtureCatalogue, tempDir } from './fixtures';

const holder = vi.hoisted(() => ({ adapter: null as unknown as ContentAdapter }));
vi.mock('server-only', () => ({}));
vi.stubEnv('SITE_ORIGIN', 'https://www.kerbside.example');
vi.mock('#src/server/content/contentAdapter', () => ({ contentAdapter: () => holder.adapter }));

const { allDeals } = await import('#site/app/[shell]/make/[make]/[model]/[bodystyle]/_shared/modelPages');
const { sectionPaths } = await import('#site/app/[shell]/sitemap/_shared/sitemapPaths');
const { htmlSitemaps } = await import('#site/app/[shell]/sitemap/_shared/htmlSitemaps');
const dealsPage = await import('#site/app/[shell]/make/[make]/[model]/[bodystyle]/deals/page');

let catalogue: Catalogue;
let store: ContentStore;
let db: Database.Database;
let cleanup: () => void;

beforeAll(() => {
  const temp = tempDir();
  const fixture = fixtureCatalogue();
  // The catalogue's id form, so the deal page can tell a gone deal from a stray parameter.
  catalogue = { ...fixture, deals: fixture.deals.map((deal, index) => ({ ...deal, id: `deal-${100001 + index}` })) };
  db = openDatabase(path.join(temp.dir, 'deals.db'));
  seedDatabase(db, catalogueValueSource(catalogue, 'fixture-deal-ids'), { seed: 1, scale: 1 });
  store = createContentStore(db); // the default clock: today(), which KERBSIDE_TODAY pins
  holder.adapter = createLocalContent(store);
  cleanup = () => {
    db.close();
    temp.cleanup();
  };
});
afterAll(() => cleanup());
afterEach(() => vi.unstubAllEnvs());

/** Set the clock. */
const on = (date: string) => vi.stubEnv(todayVariable, date);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const liveOn = (date: string, deals: readonly Deal[] = catalogue.deals) => deals.filter((d) => isDealLive(d, date));
const ids = (deals: ReadonlyArray<{ id: string }>) => deals.map((deal) => deal.id).sort();
const deal = (index: number) => catalogue.deals[index]!;

async function query(search: string) {
  const raw = await store.query(parseContentQuery('deals', search));
  return { ...raw, items: raw.itemsJson.map((json) => JSON.parse(json) as Deal) };
}

/** Every end date in the catalogue, and the day after each: both sides of every deal's end. */
const boundaryDates = () => [
  '2026-11-21',
  ...[...new Set(catalogue.deals.map((d) => d.expiresAt))].sort().flatMap((date) => [date, dayAfter(date)]),
];

describe('the store, either side of an end date', () => {
  it('answers exactly the deals isDealLive calls live: items, total and breakdowns', async () => {
    for (const date of boundaryDates()) {
      on(date);
      const expected = liveOn(date);
      const page = await query('pageSize=500&filterBreakdownDisplayFields=modelId,dealType');
      expect(ids(page.items), date).toEqual(ids(expected));
      expect(page.total, date).toBe(expected.length);
      const byModel = Object.fromEntries(page.breakdowns.modelId!.map(({ value, count }) => [value, count]));
      const expectedByModel: Record<string, number> = {};
      for (const d of expected) expectedByModel[d.modelId] = (expectedByModel[d.modelId] ?? 0) + 1;
      expect(byModel, date).toEqual(expectedByModel);
      // Filters and sorts see the same set.
      expect((await query('dealType=new-car&sortBy=monthly')).total, date).toBe(
        expected.filter((d) => d.dealType === 'new-car').length,
      );
    }
  });

  it('has every deal, ended or not, with ended=include', async () => {
    on('2099-01-01');
    expect((await query('pageSize=500')).total).toBe(0);
    expect(ids((await query('pageSize=500&ended=include')).items)).toEqual(ids(catalogue.deals));
    expect((await query('pageSize=500&ended=exclude')).total).toBe(0);
  });

  it('finds an ended deal by id only with ended=include', async () => {
    const first = deal(0);
    on(first.expiresAt);
    expect((await query(`id=${first.id}`)).items[0]?.id).toBe(first.id);
    on(dayAfter(first.expiresAt));
    await expect(query(`id=${first.id}`)).rejects.toThrow(NotFoundError);
    expect((await query(`id=${first.id}&ended=include`)).items[0]?.id).toBe(first.id);
    expect(ids((await query(`id=${first.id},${deal(1).id}`)).items)).toEqual([deal(1).id]);
  });

  it('refuses ended= on resources whose records do not end, and a value it does not know', () => {
    expect(() => parseContentQuery('reviews', 'ended=include')).toThrow("Unknown parameter 'ended' for /reviews");
    expect(() => parseContentQuery('deals', 'ended=yes')).toThrow("Invalid parameter 'ended'");
  });

  it('gives the API a new body and ETag when a deal ends, though the catalogue did not change', async () => {
    const first = deal(0);
    const ask = () =>
      handleContentRequest('deals', 'http://localhost/api/content/deals?pageSize=1', {}, { getStore: () => store });
    on(first.expiresAt);
    const before = await ask();
    on(dayAfter(first.expiresAt));
    const after = await ask();
    expect(JSON.parse(after.body!).total).toBe(JSON.parse(before.body!).total - 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(store.readDate()).toBe(dayAfter(first.expiresAt));
  });
});

describe('what the site reads, either side of an end date', () => {
  it('drops an ended deal from its model deals page query', async () => {
    const first = deal(0);
    on(first.expiresAt);
    expect(ids(await allDeals({ modelId: first.modelId }))).toContain(first.id);
    on(dayAfter(first.expiresAt));
    const after = await allDeals({ modelId: first.modelId });
    expect(ids(after)).not.toContain(first.id);
    expect(ids(after)).toEqual(ids(liveOn(dayAfter(first.expiresAt)).filter((d) => d.modelId === first.modelId)));
  });

  it('drops an ended deal from the leasing lists', async () => {
    const lease = catalogue.deals.find((d) => d.dealType === 'lease-personal')!;
    on(lease.expiresAt);
    expect(ids((await loadLeaseDeals(holder.adapter, 'personal')).deals)).toContain(lease.id);
    on(dayAfter(lease.expiresAt));
    const after = (await loadLeaseDeals(holder.adapter, 'personal')).deals;
    expect(ids(after)).not.toContain(lease.id);
    expect(ids(after)).toEqual(ids(liveOn(dayAfter(lease.expiresAt)).filter((d) => d.dealType === 'lease-personal')));
  });

  it('counts only live deals in the new-car deals lists and their facets', async () => {
    for (const date of boundaryDates()) {
      on(date);
      const live = liveOn(date).filter((d) => d.dealType === 'new-car');
      const page = await holder.adapter.list('deals', {
        filters: { dealType: 'new-car' },
        pageSize: 1,
        filterBreakdownDisplayFields: ['makeSlug', 'category'],
      });
      expect(page.total, date).toBe(live.length);
      const makes = Object.fromEntries(page.breakdowns.makeSlug!.map(({ value, count }) => [value, count]));
      const expected: Record<string, number> = {};
      for (const d of live) expected[d.makeSlug] = (expected[d.makeSlug] ?? 0) + 1;
      expect(makes, date).toEqual(expected);
    }
  });

  it('lists a make’s deals page in sitemap.xml, and a model in the HTML deals sitemap, only while it has a live deal', async () => {
    for (const date of boundaryDates()) {
      on(date);
      const live = liveOn(date).filter((d) => d.dealType === 'new-car');
      const paths = (await sectionPaths('pages')).map((entry) => entry.path);
      for (const make of catalogue.makes) {
        const has = live.some((d) => d.makeSlug === make.slug);
        expect(paths.includes(`/new-car-deals/${make.slug}`), `${make.slug} on ${date}`).toBe(has);
      }
      const links = await htmlSitemaps['new-car-deals'].load();
      const expected = catalogue.models
        .map((model) => ({ model, count: live.filter((d) => d.modelId === model.id).length }))
        .filter(({ count }) => count > 0)
        .map(({ model, count }) => ({
          href: `/make${model.basePath}/deals`,
          detail: `${count} deal${count === 1 ? '' : 's'}`,
        }));
      const byHref = (a: { href: string }, b: { href: string }) => a.href.localeCompare(b.href);
      expect(links.map(({ href, detail }) => ({ href, detail })).sort(byHref), date).toEqual(expected.sort(byHref));
    }
  });
});

describe('the model deals page with ?deal=', () => {
  const fiesta = () => catalogue.models.find((model) => model.slug === 'fiesta')!;
  const props = (dealId: string) => {
    const model = fiesta();
    const params = {
      shell: shellSegment('fixed', new URLSearchParams({ deal: dealId })),
      make: model.makeSlug,
      model: model.slug,
      bodystyle: model.bodyStyle,
    };
    return { params: Promise.resolve(params) };
  };
  const render = async (dealId: string) => {
    const html = renderToStaticMarkup(await dealsPage.default(props(dealId)));
    const metadata = await dealsPage.generateMetadata(props(dealId));
    return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'"), robots: metadata.robots };
  };
  const fiestaNewCar = () => catalogue.deals.find((d) => d.modelId === fiesta().id && d.dealType === 'new-car')!;

  it('shows a live deal as the chosen deal', async () => {
    const chosen = fiestaNewCar();
    on(chosen.expiresAt);
    const page = await render(chosen.id);
    expect(page.html).toContain('id="chosen-deal"');
    expect(page.html).not.toContain('data-deal-ended');
    expect(page.robots).toBeUndefined();
  });

  it('says an ended offer has ended, points to the current deals and is noindex, as a 200 page', async () => {
    const ended = fiestaNewCar();
    on(dayAfter(ended.expiresAt));
    const page = await render(ended.id);
    expect(page.html).toContain('data-deal-ended="ended"');
    expect(page.text).toContain(dealEndedTexts.endedHeading);
    expect(page.text).toContain(`The offer on the ${ended.derivativeName} ended on`);
    expect(page.html).not.toContain(goneNoticeMarker);
    expect(page.html).not.toContain('id="chosen-deal"');
    expect(page.html).not.toContain(`>${ended.id}<`);
    expect(page.robots).toEqual({ index: false, follow: true });
    // The fiesta still has a live leasing deal: the notice links to it on the page.
    expect(liveOn(dayAfter(ended.expiresAt)).some((d) => d.modelId === fiesta().id)).toBe(true);
    expect(page.html).toMatch(/href="#(new-car-deals|personal-leasing|business-leasing)"/);
  });

  it('says so without an empty list when the model has no live deal left', async () => {
    const last = catalogue.deals
      .filter((d) => d.modelId === fiesta().id)
      .map((d) => d.expiresAt)
      .sort()
      .at(-1)!;
    on(dayAfter(last));
    const page = await render(fiestaNewCar().id);
    expect(page.text).toContain(dealEndedTexts.endedHeading);
    expect(page.text).toContain(dealEndedTexts.none(modelRecordTitle(fiesta())));
    expect(page.text).toContain(dealEndedTexts.allDealsLink);
    // The notice stands in for the empty list's own message: said once.
    expect(page.text.split('right now.').length - 1).toBe(1);
  });

  it('marks a deal the store no longer holds for the model as gone (410), noindex', async () => {
    on('2026-11-21');
    const otherModel = catalogue.deals.find((d) => d.modelId !== fiesta().id)!;
    for (const id of ['deal-999999', otherModel.id]) {
      const page = await render(id);
      expect(page.html, id).toContain(goneNoticeMarker);
      expect(page.text, id).toContain(dealEndedTexts.goneHeading);
      expect(page.robots, id).toEqual({ index: false, follow: true });
    }
  });

  it('ignores a ?deal= that is not a deal id', async () => {
    on('2026-11-21');
    const page = await render('not-a-deal');
    expect(page.html).not.toContain('data-deal-ended');
    expect(page.robots).toBeUndefined();
  });
});
