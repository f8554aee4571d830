// @vitest-environment node
/**
 * Search insights: the figures computed in SQL over `search_events` (top queries, queries with no
 * results, click-through and mean click position by query, totals) for a range of UTC days, both
 * ends included, with queries trimmed and lower-cased, maybe narrowed to the queries containing a
 * text; the `from` / `to` / `contains` rules (400 naming the parameter); and the API: basic auth first (401 with WWW-Authenticate, 429 with Retry-After,
 * 503 without a secret), then 405, 404 for an unknown sitekey, 400, and a no-store 200.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { parseInsightsQuery, readInsightsInput } from '#src/adapters/search/params/insightsParams';
import { FailureLimiter } from '#src/server/search/adminAuth';
import { handleInsightsRequest } from '#src/server/search/searchInsights';
import type { StatsEvent } from '#src/adapters/search/params/statsParams';
import { createSqliteStatsStore } from '#src/server/search/statsStore';
import { emptySearchDatabaseForFile } from './searchFixtures';

const db = emptySearchDatabaseForFile();
const stats = createSqliteStatsStore(db);

const search = (keyword: string, numberOfResults: number, session = 's'): StatsEvent => ({
  action: 'search',
  session,
  keyword,
  numberOfResults,
  tag: null,
});
const click = (keyword: string, position: number, session = 's'): StatsEvent => ({
  action: 'click',
  session,
  keyword,
  docid: 'doc-1',
  position,
  tag: null,
});

/** Stores events at a time, through the stats endpoint's own writer. */
async function record(at: string, ...events: StatsEvent[]) {
  for (const event of events) await stats.record(event, new Date(at));
}

describe('the insights SQL', () => {
  beforeAll(async () => {
    db.exec('DELETE FROM search_events');
    // Inside 2026-06-01 .. 2026-06-30, edges included.
    await record(
      '2026-06-01T00:00:00.000Z',
      search('Golf', 12),
      search('golf ', 12),
      search(' GOLF', 9),
      click('golf', 1),
      click('Golf', 2),
      click('golf', 0), // hit not found: a click, but no position
    );
    await record('2026-06-15T12:00:00.000Z', search('kia ev6', 3), click('kia ev6', 3), click('kia ev6', 5));
    await record('2026-06-20T08:00:00.000Z', search('zzqx', 0), search('zzqx', 0), search('flux capacitor', 0));
    await record('2026-06-30T23:59:59.999Z', search('polo', 4), search('', 120), search('   ', 120));
    // Outside the range: the day before and the day after.
    await record('2026-05-31T23:59:59.999Z', search('golf', 1), click('golf', 9), search('outside', 0));
    await record('2026-07-01T00:00:00.000Z', search('golf', 1), search('outside', 0));
    // Warm-ups are never stored.
    await record('2026-06-10T00:00:00.000Z', search('_addsearch_warmup', 0));
  });

  const june = { from: '2026-06-01', to: '2026-06-30' };

  it('counts the totals of the range, both days included', async () => {
    expect((await stats.insights(june)).totals).toEqual({
      searches: 10,
      clicks: 5,
      noResultSearches: 3,
      queries: 5, // golf, kia ev6, zzqx, flux capacitor, polo (blank keywords are not queries)
      clickThroughRate: 0.5,
      meanClickPosition: 2.75, // (1 + 2 + 3 + 5) / 4: position 0 left out
    });
  });

  it('lists the top queries, trimmed and lower-cased, most searched first (ties by query)', async () => {
    const insights = await stats.insights(june);
    expect(insights.from).toBe('2026-06-01');
    expect(insights.to).toBe('2026-06-30');
    expect(insights.topQueries).toEqual([
      { query: 'golf', searches: 3 },
      { query: 'zzqx', searches: 2 },
      { query: 'flux capacitor', searches: 1 },
      { query: 'kia ev6', searches: 1 },
      { query: 'polo', searches: 1 },
    ]);
  });

  it('lists the queries that found nothing, counted by those searches', async () => {
    expect((await stats.insights(june)).noResultQueries).toEqual([
      { query: 'zzqx', searches: 2 },
      { query: 'flux capacitor', searches: 1 },
    ]);
  });

  it('gives the click-through rate and mean click position of each top query', async () => {
    expect((await stats.insights(june)).clickThrough).toEqual([
      { query: 'golf', searches: 3, clicks: 3, clickThroughRate: 1, meanClickPosition: 1.5 },
      { query: 'zzqx', searches: 2, clicks: 0, clickThroughRate: 0, meanClickPosition: null },
      { query: 'flux capacitor', searches: 1, clicks: 0, clickThroughRate: 0, meanClickPosition: null },
      { query: 'kia ev6', searches: 1, clicks: 2, clickThroughRate: 2, meanClickPosition: 4 },
      { query: 'polo', searches: 1, clicks: 0, clickThroughRate: 0, meanClickPosition: null },
    ]);
  });

  it('keeps to the range: one day, and the days around it', async () => {
    const firstDay = await stats.insights({ from: '2026-06-01', to: '2026-06-01' });
    expect(firstDay.totals).toMatchObject({ searches: 3, clicks: 3, meanClickPosition: 1.5 });
    const may = await stats.insights({ from: '2026-05-31', to: '2026-05-31' });
    expect(may.topQueries).toEqual([
      { query: 'golf', searches: 1 },
      { query: 'outside', searches: 1 },
    ]);
    expect(may.totals.meanClickPosition).toBe(9);
  });

  it('rounds rates to 4 decimals and positions to 2', async () => {
    const insights = await stats.insights({ from: '2026-05-31', to: '2026-06-30' });
    const golf = insights.clickThrough.find((row) => row.query === 'golf')!;
    expect(golf).toEqual({ query: 'golf', searches: 4, clicks: 4, clickThroughRate: 1, meanClickPosition: 4 });
    expect(insights.totals).toMatchObject({ searches: 12, clicks: 6, clickThroughRate: 0.5 });
    expect(insights.totals.meanClickPosition).toBe(4);
  });

  it('limits each list', async () => {
    const insights = await stats.insights(june, 2);
    expect(insights.topQueries).toHaveLength(2);
    expect(insights.noResultQueries).toHaveLength(2);
    expect(insights.clickThrough.map((row) => row.query)).toEqual(['golf', 'zzqx']);
  });

  it('narrows everything, totals included, to the queries containing a text (letters in any case)', async () => {
    const insights = await stats.insights({ ...june, contains: 'GOL' });
    expect(insights.contains).toBe('GOL');
    expect(insights.totals).toEqual({
      searches: 3,
      clicks: 3,
      noResultSearches: 0,
      queries: 1,
      clickThroughRate: 1,
      meanClickPosition: 1.5,
    });
    expect(insights.topQueries).toEqual([{ query: 'golf', searches: 3 }]);
    expect(insights.noResultQueries).toEqual([]);
    expect((await stats.insights({ ...june, contains: 'z' })).noResultQueries).toEqual([
      { query: 'zzqx', searches: 2 },
    ]);
    // Matched as text, not as a pattern.
    expect((await stats.insights({ ...june, contains: '%' })).totals.searches).toBe(0);
    expect((await stats.insights({ ...june, contains: 'k' })).topQueries.map((row) => row.query)).toEqual(['kia ev6']);
  });

  it('answers zeros and empty lists for a range without events', async () => {
    expect(await stats.insights({ from: '2020-01-01', to: '2020-01-31' })).toEqual({
      from: '2020-01-01',
      to: '2020-01-31',
      contains: null,
      totals: { searches: 0, clicks: 0, noResultSearches: 0, queries: 0, clickThroughRate: 0, meanClickPosition: null },
      topQueries: [],
      noResultQueries: [],
      clickThrough: [],
    });
  });
});

describe('from and to', () => {
  const today = new Date('2026-06-15T18:30:00Z');
  const query = (text: string) => parseInsightsQuery(new URLSearchParams(text), today);
  const fault = (text: string) => {
    try {
      query(text);
    } catch (error) {
      return error as { parameter: string; message: string; status: number };
    }
    throw new Error(`no error for ${text}`);
  };

  it('defaults to the 30 days that end today (UTC), or that end at `to`', () => {
    expect(query('')).toEqual({ from: '2026-05-17', to: '2026-06-15' });
    expect(query('from=&to=')).toEqual({ from: '2026-05-17', to: '2026-06-15' });
    expect(query('to=2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(query('from=2026-06-01')).toEqual({ from: '2026-06-01', to: '2026-06-15' });
    expect(query('from=2026-06-01&to=2026-06-01')).toEqual({ from: '2026-06-01', to: '2026-06-01' });
  });

  it('allows up to 366 days, both ends included', () => {
    expect(query('from=2025-06-15&to=2026-06-15')).toEqual({ from: '2025-06-15', to: '2026-06-15' });
    expect(fault('from=2025-06-14&to=2026-06-15')).toMatchObject({
      status: 400,
      parameter: 'from',
      message: 'The range may be at most 366 days long: from must be 2025-06-15 or later.',
    });
  });

  it.each([
    ['from=2026-6-1', 'from'],
    ['from=01/06/2026', 'from'],
    ['from=2026-02-30', 'from'],
    ['from=0050-01-01', 'from'],
    ['to=2026-13-01', 'to'],
    ['to=tomorrow', 'to'],
    ['to=2026-06-15T00:00', 'to'],
  ])('400 naming the parameter for %s', (text, parameter) => {
    expect(fault(text)).toMatchObject({
      status: 400,
      parameter,
      message: `${parameter} must be a date as yyyy-MM-dd.`,
    });
  });

  it('reads contains trimmed; blank is every query; over 100 characters is a 400', () => {
    expect(query('contains=%20Golf%20')).toEqual({ from: '2026-05-17', to: '2026-06-15', contains: 'Golf' });
    expect(query('contains=%20%20')).toEqual({ from: '2026-05-17', to: '2026-06-15' });
    expect(fault(`contains=${'a'.repeat(101)}`)).toMatchObject({
      parameter: 'contains',
      message: 'contains must be at most 100 characters.',
    });
  });

  it('400 when from is after to, or a parameter is given twice', () => {
    expect(fault('from=2026-06-02&to=2026-06-01')).toMatchObject({ parameter: 'from', message: /on or before to/ });
    expect(fault('from=2026-07-01')).toMatchObject({ parameter: 'from' });
    expect(fault('to=2026-06-01&to=2026-06-02')).toMatchObject({
      parameter: 'to',
      message: "'to' may be given only once.",
    });
  });

  it('collects a problem for each field for the form', () => {
    const reading = readInsightsInput({ from: 'x', to: '2026-02-31', contains: 'y'.repeat(101) }, today);
    expect(reading.filter).toBeNull();
    expect(reading.problems.map((problem) => [problem.field, problem.kind])).toEqual([
      ['from', 'date'],
      ['to', 'date'],
      ['contains', 'text'],
    ]);
  });
});

describe('GET /v1/insights/{sitekey}', () => {
  const secret = 'insights secret';
  const auth = (user = 'kerbside', password = secret) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  let limiter: FailureLimiter;
  beforeEach(() => {
    limiter = new FailureLimiter();
  });

  async function call({
    url = '/api/search/v1/insights/kerbside?from=2026-06-01&to=2026-06-30',
    sitekey = 'kerbside',
    method = 'GET',
    authorization = auth() as string | null,
    ip = '10.0.0.2',
    configured = secret as string | undefined,
  } = {}) {
    const headers = new Headers({ 'x-forwarded-for': ip });
    if (authorization) headers.set('authorization', authorization);
    const answer = await handleInsightsRequest(
      sitekey,
      { method, url: `http://localhost${url}`, headers },
      {
        getStatsStore: () => stats,
        sitekey: 'kerbside',
        secret: configured,
        limiter,
        now: () => new Date('2026-06-15T10:00:00Z'),
      },
    );
    return { ...answer, json: answer.body ? (JSON.parse(answer.body) as Record<string, never>) : null };
  }

  it('answers the insights as JSON, never cached', async () => {
    const response = await call();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json).toEqual(await stats.insights({ from: '2026-06-01', to: '2026-06-30' }));
    const narrowed = await call({ url: '/api/search/v1/insights/kerbside?from=2026-06-01&to=2026-06-30&contains=kia' });
    expect(narrowed.json).toMatchObject({ contains: 'kia', topQueries: [{ query: 'kia ev6', searches: 1 }] });
    const head = await call({ method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
  });

  it('uses the default range without from and to', async () => {
    const response = await call({ url: '/api/search/v1/insights/kerbside' });
    expect(response.json).toMatchObject({ from: '2026-05-17', to: '2026-06-15' });
  });

  it('401 with WWW-Authenticate without or with wrong credentials, before anything else', async () => {
    for (const authorization of [null, 'Bearer x', auth('kerbside', 'wrong'), auth('other', secret)]) {
      for (const sitekey of ['kerbside', 'unknown']) {
        const response = await call({ authorization, sitekey, url: '/api/search/v1/insights/x?from=bad' });
        expect(response.status, `${authorization} ${sitekey}`).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Basic realm="search", charset="UTF-8"');
        expect(response.body).not.toContain('golf');
      }
    }
  });

  it('429 with Retry-After after repeated failures, even with the right credentials', async () => {
    for (let attempt = 0; attempt < limiter.perClient; attempt += 1)
      expect((await call({ authorization: auth('kerbside', 'guess'), ip: '10.9.9.9' })).status).toBe(401);
    const blocked = await call({ ip: '10.9.9.9' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not blocked.
    expect((await call({ ip: '10.9.9.10' })).status).toBe(200);
  });

  it('503 when no secret is configured', async () => {
    const response = await call({ configured: '' });
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('404 for an unknown sitekey, 405 for another method', async () => {
    const unknown = await call({ sitekey: 'other' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: { type: 'not-found' } });
    const post = await call({ method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET');
  });

  it('400 naming the parameter for a bad from or to', async () => {
    for (const [query, parameter] of [
      ['from=2026-02-30', 'from'],
      ['to=june', 'to'],
      ['from=2026-06-10&to=2026-06-01', 'from'],
      ['from=2024-01-01&to=2026-01-01', 'from'],
      ['from=2026-06-01&from=2026-06-02', 'from'],
      [`contains=${'x'.repeat(101)}`, 'contains'],
    ] as const) {
      const response = await call({ url: `/api/search/v1/insights/kerbside?${query}` });
      expect(response.status, query).toBe(400);
      expect(response.json, query).toMatchObject({ error: { status: 400, type: 'validation', parameter } });
    }
  });
});
