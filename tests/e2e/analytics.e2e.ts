/**
 * Search statistics and analytics in the browser (issue #18 item 1; spec 7 and 9), against the
 * production server: the search event reaches the data layer (window.dataLayer) 2500 ms after a
 * search on /search, in the header search and in a widget (/widgets-demo); the click event carries
 * the spec's position, (page - 1) * pageSize + index within the hits + 1, across pages; and the
 * header search posts its statistics to /api/search/v1/stats/.
 *
 * Timing without flakiness: every data-layer push is recorded with the page's performance.now()
 * (an init script wraps window.dataLayer.push and reports through an exposed binding, so pushes
 * made just before a navigation are kept), and the delay is measured inside the page from the
 * moment the search was answered: the header's and the widget's search request (its resource
 * timing), and /search's store connecting (its first history.replaceState carrying the store's
 * 'kerbsideSearch' entry; the page's search ran on the server). The event may never come before
 * 2500 ms after that moment (less 10 ms for the clock's coarsening), and must come within a
 * generous margin after it.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedBrowser, viewportContext } from './browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

/** The search event's delay (spec 9), the clock's coarsening allowance, and the slack allowed after it. */
const delayMs = 2500;
const coarseningMs = 10;
const slackMs = 4000;

beforeAll(async () => {
  // The first search opens (and on a fresh database seeds) the store and its index.
  const response = await fetch(`${baseURL}/search?search=golf`, { signal: AbortSignal.timeout(110_000) });
  expect(response.status).toBe(200);
  const bundle = await fetch(`${baseURL}/widgets/kerbside-widgets.js`);
  expect(bundle.status, 'the widgets bundle: build with `npm run build` (it runs scripts/build-widgets.mjs)').toBe(200);
}, 120_000);

interface Push {
  event: string;
  eventData: Record<string, unknown>;
  /** performance.now() of the page that pushed it. */
  at: number;
  path: string;
}

interface Recorder {
  context: BrowserContext;
  page: Page;
  pushes: Push[];
  /** performance.now() of each search store's history writes (first: its connect), by path. */
  connects: Array<{ at: number; path: string }>;
  /** The pushes of one event name. */
  named(event: string): Push[];
  /** Waits for the first push of an event name. */
  first(event: string, timeout?: number): Promise<Push>;
}

/** A page whose data-layer pushes and search-store connects are recorded, across navigations. */
async function recordedPage(path: string): Promise<Recorder> {
  const context = await browser().newContext(viewportContext('lg'));
  const pushes: Push[] = [];
  const connects: Array<{ at: number; path: string }> = [];
  await context.exposeBinding('__kerbsideRecord', (_source, kind: string, payload: unknown) => {
    if (kind === 'push') pushes.push(payload as Push);
    else connects.push(payload as { at: number; path: string });
  });
  // No named functions inside: the script is sent to the page as source text.
  await context.addInitScript(() => {
    const host = window as unknown as {
      dataLayer?: unknown[];
      __kerbsideRecord?: (kind: string, payload: unknown) => Promise<void>;
    };
    // Keep every search request's timing (a busy page could fill the default 250 entries).
    performance.setResourceTimingBufferSize(10_000);
    const layer = Array.isArray(host.dataLayer) ? host.dataLayer : [];
    const push = layer.push;
    layer.push = function (this: unknown[], ...items: unknown[]) {
      for (const item of items) {
        const { event, eventData } = (item ?? {}) as { event?: string; eventData?: unknown };
        void host.__kerbsideRecord?.('push', { event, eventData, at: performance.now(), path: location.pathname });
      }
      return push.apply(this, items);
    };
    host.dataLayer = layer;
    const replaceState = History.prototype.replaceState;
    History.prototype.replaceState = function (
      this: History,
      data: unknown,
      unused: string,
      url?: string | URL | null,
    ) {
      if (data && typeof data === 'object' && 'kerbsideSearch' in data)
        void host.__kerbsideRecord?.('connect', { at: performance.now(), path: location.pathname });
      return replaceState.call(this, data, unused, url);
    };
  });
  const page = await context.newPage();
  await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
  const named = (event: string) => pushes.filter((push) => push.event === event);
  return {
    context,
    page,
    pushes,
    connects,
    named,
    async first(event, timeout = 15_000) {
      await expect.poll(() => named(event).length, { timeout }).toBeGreaterThan(0);
      return named(event)[0]!;
    },
  };
}

/** responseEnd of the page's last search request for `term`, in the page's performance.now() time. */
function searchAnsweredAt(page: Page, term: string): Promise<number> {
  return page.evaluate((term) => {
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/search/v1/search/'))
      .filter((entry) => new URL(entry.name).searchParams.get('term') === term)
      .sort((a, b) => a.startTime - b.startTime);
    return (entries.at(-1) as PerformanceResourceTiming | undefined)?.responseEnd ?? Number.NaN;
  }, term);
}

/** Asserts a search event came 2500 ms after `answeredAt`, never before. */
function expectDelayed(push: Push, answeredAt: number) {
  expect(Number.isFinite(answeredAt), 'the moment the search was answered').toBe(true);
  const delay = push.at - answeredAt;
  expect(delay).toBeGreaterThanOrEqual(delayMs - coarseningMs);
  expect(delay).toBeLessThanOrEqual(delayMs + slackMs);
}

/** Presses the pointer on an element without releasing it: pointer-down sends the click, no navigation follows. */
async function pointerDownOn(page: Page, selector: string) {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  await page.mouse.down();
}

/** The JSON body of a statistics request (a beacon's text body). */
const statsBody = (request: Request) => JSON.parse(request.postData() ?? 'null') as Record<string, unknown> | null;

/** Waits for the statistics POST whose body says `action`. */
const statsRequest = (page: Page, action: 'search' | 'click') =>
  page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().includes('/api/search/v1/stats/') &&
      statsBody(request)?.action === action,
    { timeout: 20_000 },
  );

describe('/search', () => {
  it('pushes ng.searchPageSearch 2500 ms after the search, with the count and the time taken', async () => {
    const { context, page, connects, first, named } = await recordedPage('/search?search=hatchback');
    const push = await first('ng.searchPageSearch');
    const connect = connects.find((mark) => mark.path === '/search');
    expect(connect, "the store's connect (its first history write)").toBeDefined();
    expectDelayed(push, connect!.at);
    expect(push.eventData).toEqual({
      keyword: 'hatchback',
      numberOfResults: expect.any(Number),
      processingTimeMs: expect.any(Number),
    });
    expect(push.eventData.numberOfResults).toBeGreaterThan(10);
    // One search, one event.
    await page.waitForTimeout(1000);
    expect(named('ng.searchPageSearch')).toHaveLength(1);
    await context.close();
  });

  it('a result pressed on page 2 pushes ng.searchPageSearchClick with position 10 + index + 1', async () => {
    const { context, page, first } = await recordedPage('/search?search=hatchback');
    const pages = page.getByRole('navigation', { name: 'Search results pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    const list = page.getByRole('list', { name: 'Search results' });
    await expect.poll(() => list.getAttribute('start')).toBe('11');
    // The position counts the service's order; with no promoted hit on this page it is the list's.
    await expect(list.locator('[data-variant="promoted"]').count()).resolves.toBe(0);
    const ids = await list
      .locator('li[data-hit-id]')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-hit-id')));
    expect(ids.length).toBeGreaterThan(2);
    await pointerDownOn(page, `li[data-hit-id="${ids[2]}"] a[href]`);
    const push = await first('ng.searchPageSearchClick');
    expect(push.eventData).toEqual({ keyword: 'hatchback', documentId: ids[2], position: (2 - 1) * 10 + 2 + 1 });
    await context.close();
  });
});

describe('header search', () => {
  it('pushes ng.headerSearch 2500 ms after the answer and posts the search statistics', async () => {
    const { context, page, first } = await recordedPage('/');
    const posted = statsRequest(page, 'search');
    const answer = page.waitForResponse(
      (response) => response.url().includes('/api/search/v1/search/') && response.url().includes('term=golf'),
    );
    const field = page.getByRole('combobox').first();
    await field.click();
    await field.pressSequentially('golf', { delay: 40 });
    const body = (await (await answer).json()) as { total_hits: number; processing_time_ms: number };
    await expect.poll(() => page.getByRole('option').count(), { timeout: 8_000 }).toBeGreaterThan(0);

    const push = await first('ng.headerSearch');
    expectDelayed(push, await searchAnsweredAt(page, 'golf'));
    expect(push.eventData).toEqual({
      keyword: 'golf',
      numberOfResults: body.total_hits,
      processingTimeMs: body.processing_time_ms,
    });
    const request = await posted;
    expect(new URL(request.url()).pathname).toBe('/api/search/v1/stats/kerbside/');
    expect(statsBody(request)).toMatchObject({ action: 'search', keyword: 'golf', numberOfResults: body.total_hits });
    expect(statsBody(request)?.session).toEqual(expect.any(String));
    await context.close();
  });

  it('a chosen result pushes ng.headerSearchClick with its position and posts the click statistics', async () => {
    const { context, page, first } = await recordedPage('/');
    const answer = page.waitForResponse(
      (response) => response.url().includes('/api/search/v1/search/') && response.url().includes('term=golf'),
    );
    const field = page.getByRole('combobox').first();
    await field.click();
    await field.pressSequentially('golf', { delay: 40 });
    const body = (await (await answer).json()) as { hits: Array<{ id: string }> };
    expect(body.hits.length).toBeGreaterThan(1);
    const options = page.getByRole('option');
    await expect.poll(() => options.count(), { timeout: 8_000 }).toBeGreaterThan(1);

    const posted = statsRequest(page, 'click');
    // Choosing a result opens it: the push is recorded across the navigation.
    await options.nth(1).click();
    const push = await first('ng.headerSearchClick');
    expect(push.eventData).toEqual({ keyword: 'golf', documentId: body.hits[1]!.id, position: 2 });
    const request = await posted;
    expect(statsBody(request)).toMatchObject({
      action: 'click',
      keyword: 'golf',
      docid: body.hits[1]!.id,
      position: 2,
    });
    await context.close();
  });
});

describe('widgets (/widgets-demo)', () => {
  /** Waits until the results widget shows an answer (not 'Searching…'). */
  const waitForResults = (page: Page) =>
    page.waitForFunction(() => {
      const text = document.querySelector('#results .kw-status')?.textContent ?? '';
      return /results?$|No search results/.test(text.trim());
    });

  it('a widget search pushes ng.widgetSearch 2500 ms later; a hit pressed on page 2 pushes ng.widgetSearchClick', async () => {
    const { context, page, first } = await recordedPage('/widgets-demo');
    await waitForResults(page);
    const input = page.locator('#search-field input[data-kw-search-input]');
    await input.fill('hatchback');
    // The lower bound is taken before the submit: the answer, then the delay, both come after it.
    const submittedAt = await page.evaluate(() => performance.now());
    const answer = page.waitForResponse(
      (response) => response.url().includes('/api/search/v1/search/') && response.url().includes('term=hatchback'),
    );
    await page.locator('#search-field button[type="submit"]').click();
    await answer;
    await waitForResults(page);

    const push = await first('ng.widgetSearch');
    expect(push.at - submittedAt).toBeGreaterThanOrEqual(delayMs - coarseningMs);
    expect(push.at - submittedAt).toBeLessThanOrEqual(delayMs + slackMs);
    expect(push.eventData).toEqual({
      keyword: 'hatchback',
      numberOfResults: expect.any(Number),
      processingTimeMs: expect.any(Number),
    });

    const pageTwo = page.waitForResponse((response) => response.url().includes('/api/search/v1/search/'));
    await page.locator('#pagination a[aria-label="Page 2"]').click();
    await pageTwo;
    await waitForResults(page);
    await expect.poll(() => page.locator('#pagination [aria-current="page"]').innerText()).toBe('2');
    const ids = await page
      .locator('#results a[data-kw-hit]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-kw-hit')));
    expect(ids.length).toBeGreaterThan(1);
    await pointerDownOn(page, `#results a[data-kw-hit="${ids[1]}"]`);
    const click = await first('ng.widgetSearchClick');
    expect(click.eventData).toEqual({ keyword: 'hatchback', documentId: ids[1], position: (2 - 1) * 10 + 1 + 1 });
    await context.close();
  });
});

describe('web vitals', () => {
  it('pushes ng.webVitalsReport for TTFB and FCP though web-vitals loads after hydration', async () => {
    const { context, page, named } = await recordedPage('/');
    // The code arrives when the browser is idle; its observers read the buffered entries.
    const metricNames = () => named('ng.webVitalsReport').map((push) => push.eventData.metricName);
    await expect.poll(metricNames, { timeout: 15_000 }).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
    for (const push of named('ng.webVitalsReport'))
      expect(push.eventData).toEqual({
        id: expect.any(String),
        metricName: expect.any(String),
        value: expect.any(Number),
      });
    // The first paint came long before the library: FCP's value is its time, not the report's.
    const fcp = named('ng.webVitalsReport').find((push) => push.eventData.metricName === 'FCP')!;
    expect(fcp.eventData.value).toBeLessThan(fcp.at);
    await expect(page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).resolves.toBe(1);
    await context.close();
  });
});
