/**
 * Search insights against the production server: a scripted series of searches and clicks is
 * posted to the stats endpoint as the widgets post them (text/plain JSON, search-api.md "Stats"),
 * then read back through `GET /api/search/v1/insights/kerbside` (basic auth) and on the
 * /search-insights page in Chromium: the same figures in the table, the chart drawn, the range
 * form with the error summary for a bad date, axe clean, no console errors. Without credentials
 * both the API and the page answer 401 with WWW-Authenticate. The queries carry a word unique to
 * this run, so other suites' stats change none of these figures.
 */
import { describe, expect, inject, it } from 'vitest';
import { errorSummaryTexts } from '#src/tools/calculators/ui/uiTexts';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';

const baseURL = inject('baseURL');
const secret = inject('searchAdminSecret');
const browser = sharedBrowser();

const sitekey = 'kerbside';
const authorization = `Basic ${Buffer.from(`${sitekey}:${secret}`).toString('base64')}`;
const word = `insightcheck${process.pid}${Date.now().toString(36)}`;
const queries = { golf: `${word} golf`, nothing: `${word} nothing`, kia: `${word} kia` };

/** Yesterday to tomorrow (UTC), so a run across midnight still covers the events it posted. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = { from: day(-1), to: day(1) };
/** Narrowed to this run's queries: other suites' stats (and earlier runs') change none of these figures. */
const ours = `from=${range.from}&to=${range.to}&contains=${word}`;
const insightsURL = (query = ours) => `${baseURL}/api/search/v1/insights/${sitekey}?${query}`;
const pageURL = `${baseURL}/search-insights?${ours}`;

/**
 * A request with the admin credentials; a 429 (the failure limiter, after another suite's or
 * this file's requests without credentials) is waited out.
 */
/** The client the failure limiter counts this suite's authorised requests under. */
const ownClient = { 'x-forwarded-for': `insights-e2e-${process.pid}` };

async function withCredentials(url: string): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url, { headers: { authorization, ...ownClient } });
    if (response.status !== 429 || attempt >= 3) return response;
    const wait = Math.min(Number(response.headers.get('retry-after')) || 5, 60);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

interface QueryRow {
  query: string;
  searches: number;
  clicks?: number;
  clickThroughRate?: number;
  meanClickPosition?: number | null;
}
interface Insights {
  from: string;
  to: string;
  contains: string | null;
  totals: { searches: number; clicks: number; noResultSearches: number; queries: number };
  topQueries: QueryRow[];
  noResultQueries: QueryRow[];
  clickThrough: Required<QueryRow>[];
}

async function readInsights(): Promise<Insights> {
  const response = await withCredentials(insightsURL());
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as Insights;
}

/** One event, as the widgets send it (sendBeacon-style text/plain, so no CORS preflight). */
async function postStats(event: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseURL}/api/search/v1/stats/${sitekey}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(event),
  });
  expect(response.status, JSON.stringify(event)).toBe(204);
}

const search = (keyword: string, numberOfResults: number, session: string) =>
  postStats({ action: 'search', session, keyword, numberOfResults, tag: 'e2e' });
const click = (keyword: string, position: number, session: string) =>
  postStats({ action: 'click', session, keyword, docid: 'review-golf', position, tag: 'e2e' });

describe('search insights', () => {
  let after: Insights;

  it('read back a scripted series of searches and clicks through the API', async () => {
    const before = await readInsights();
    expect(before).toMatchObject({ ...range, contains: word, topQueries: [] });
    expect(before.totals).toMatchObject({ searches: 0, clicks: 0 });

    // golf: 12 searches (half typed in capitals with spaces around: the same query), 4 clicks.
    for (let index = 0; index < 12; index += 1) {
      const keyword = index % 2 ? queries.golf : `  ${queries.golf.toUpperCase()} `;
      await search(keyword, 12, `golf-${index}`);
    }
    for (const [index, position] of [1, 1, 2, 4].entries()) await click(queries.golf, position, `golf-${index}`);
    // nothing: 8 searches that found nothing.
    for (let index = 0; index < 8; index += 1) await search(queries.nothing, 0, `nothing-${index}`);
    // kia: 6 searches, a click at 3 and one whose hit was not on the page (position 0).
    for (let index = 0; index < 6; index += 1) await search(queries.kia, 5, `kia-${index}`);
    await click(queries.kia, 3, 'kia-0');
    await click(queries.kia, 0, 'kia-1');
    // A warm-up is accepted and never counted.
    await search(`_addsearch_${word}`, 0, 'warm-up');

    after = await readInsights();
    expect(after.totals).toEqual({
      searches: 26,
      clicks: 6,
      noResultSearches: 8,
      queries: 3,
      clickThroughRate: 0.2308,
      meanClickPosition: 2.2, // (1 + 1 + 2 + 4 + 3) / 5: the click at position 0 is left out
    });
    expect(after.topQueries).toEqual([
      { query: queries.golf, searches: 12 },
      { query: queries.nothing, searches: 8 },
      { query: queries.kia, searches: 6 },
    ]);
    expect(after.noResultQueries).toEqual([{ query: queries.nothing, searches: 8 }]);

    const through = (query: string) => after.clickThrough.find((row) => row.query === query);
    expect(through(queries.golf)).toEqual({
      query: queries.golf,
      searches: 12,
      clicks: 4,
      clickThroughRate: 0.3333,
      meanClickPosition: 2,
    });
    expect(through(queries.kia)).toEqual({
      query: queries.kia,
      searches: 6,
      clicks: 2,
      clickThroughRate: 0.3333,
      meanClickPosition: 3,
    });
    expect(through(queries.nothing)).toMatchObject({ clicks: 0, clickThroughRate: 0, meanClickPosition: null });
    expect(JSON.stringify(after)).not.toContain('_addsearch_');
  }, 120_000);

  it('answer every query of the range without contains, the queries of this run among them', async () => {
    const response = await withCredentials(insightsURL(`from=${range.from}&to=${range.to}`));
    expect(response.status).toBe(200);
    const all = (await response.json()) as Insights;
    expect(all.contains).toBeNull();
    expect(all.totals.searches).toBeGreaterThanOrEqual(26);
    expect(all.totals.clicks).toBeGreaterThanOrEqual(6);
  });

  it('answer 400 naming the parameter for a bad date, and 404 for an unknown sitekey', async () => {
    const bad = await withCredentials(insightsURL('from=2026-02-30'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { type: 'validation', parameter: 'from' } });
    const reversed = await withCredentials(insightsURL('from=2026-06-02&to=2026-06-01'));
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toMatchObject({ error: { parameter: 'from' } });
    const unknown = await withCredentials(`${baseURL}/api/search/v1/insights/no-such-site?from=${range.from}`);
    expect(unknown.status).toBe(404);
  });

  it('show the same figures on /search-insights, with the chart beside the table', async () => {
    expect(after, 'the API test ran first').toBeDefined();
    // Wait out a block of the limiter before the browser asks.
    expect((await withCredentials(pageURL)).status).toBe(200);
    const context = await browser().newContext(
      viewportContext('lg', { httpCredentials: { username: sitekey, password: secret, send: 'always' } }),
    );
    const page = await context.newPage();
    const errors = collectErrors(page);
    try {
      const response = await page.goto(pageURL, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      expect(response?.headers()['cache-control'] ?? '').toMatch(/no-store/);
      await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Search insights');

      const table = page.getByRole('table', { name: /of the top queries/ });
      const cells = async (query: string) =>
        table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: query, exact: true }) })
          .getByRole('cell')
          .allInnerTexts();
      expect(await cells(queries.golf)).toEqual(['12', '4', '33.3%', '2']);
      expect(await cells(queries.kia)).toEqual(['6', '2', '33.3%', '3']);
      expect(await cells(queries.nothing)).toEqual(['8', '0', '0%', 'None']);
      const noResults = page.getByRole('table', { name: /found nothing/ });
      expect(
        await noResults
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: queries.nothing, exact: true }) })
          .getByRole('cell')
          .allInnerTexts(),
      ).toEqual(['8']);

      // Recharts draws after hydration: the chart is an SVG picture named by its title.
      const chart = page.getByRole('img', { name: 'Searches and clicks of the top queries' });
      await chart.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await chart.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
      expect(await page.locator('[data-insights-chart] .recharts-bar-rectangle').count()).toBeGreaterThan(0);

      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('show the error summary for a bad date on the page, and no figures', async () => {
    expect((await withCredentials(pageURL)).status).toBe(200);
    const context = await browser().newContext(
      viewportContext('xs', { httpCredentials: { username: sitekey, password: secret, send: 'always' } }),
    );
    const page = await context.newPage();
    try {
      const response = await page.goto(`${baseURL}/search-insights?from=2026-02-30&to=${range.to}`);
      expect(response?.status()).toBe(200);
      const summary = page.locator('[data-error-summary]');
      expect(await summary.innerText()).toContain(errorSummaryTexts.heading);
      expect(await summary.getByRole('link').getAttribute('href')).toBe('#insights-from');
      expect(await page.getByLabel('From', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('answer 401 with WWW-Authenticate without credentials: the API and the page', async () => {
    const wrong = `Basic ${Buffer.from(`${sitekey}:wrong`).toString('base64')}`;
    // Its own client for the failure limiter, so these bad logins do not block the suites after it.
    const attempts: Record<string, string>[] = [
      { 'x-forwarded-for': `insights-e2e-unauthorised-${process.pid}` },
      { authorization: wrong, 'x-forwarded-for': `insights-e2e-unauthorised-${process.pid}` },
    ];
    for (const url of [insightsURL(), pageURL, `${baseURL}/search-insights`]) {
      for (const headers of attempts) {
        const response = await fetch(url, { headers, redirect: 'manual' });
        // A 429 (the limiter, after the bad logins of other suites) refuses too.
        expect([401, 429], url).toContain(response.status);
        if (response.status === 401) expect(response.headers.get('www-authenticate'), url).toMatch(/^Basic /);
        expect(response.headers.get('cache-control') ?? '', url).toMatch(/no-store/);
        const body = await response.text();
        expect(body, url).not.toContain(word);
      }
    }
  });
});
