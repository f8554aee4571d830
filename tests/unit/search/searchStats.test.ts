// @vitest-environment node
/**
 * The stats endpoint: search and click events validated (400 naming the field) and stored in
 * `search_events` (migration 4), warm-ups accepted and not stored, 413 over 10 kB (read with a
 * limit), 404 for an unknown sitekey, 204 with no body; and the trailing-slash URL the official
 * client posts to (Next's default answers it with a 308 that keeps method and body).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { appliedMigrations } from '#src/server/db/migrations';
import { readLimitedBody } from '#src/server/search/searchHttp';
import { parseStatsEvent } from '#src/adapters/search/params/statsParams';
import { handleStatsRequest, statsBodyLimit } from '#src/server/search/searchStats';
import { createSqliteStatsStore } from '#src/server/search/statsStore';
import { emptySearchDatabaseForFile } from './searchFixtures';

const db = emptySearchDatabaseForFile();
afterEach(() => {
  db.exec('DELETE FROM search_events');
});

const stats = createSqliteStatsStore(db);
const options = () => ({ getStatsStore: () => stats, sitekey: 'kerbside' });
const events = () =>
  db
    .prepare<[], Record<string, unknown>>(
      'SELECT action, session, keyword, number_of_results, docid, position, tag FROM search_events ORDER BY id',
    )
    .all();
const post = (body: unknown, sitekey = 'kerbside') =>
  handleStatsRequest(sitekey, typeof body === 'string' ? body : JSON.stringify(body), options());

describe('the stats endpoint', () => {
  it('is backed by migration 4', () => {
    expect(appliedMigrations(db)).toContain(4);
  });

  it('stores a search event and a click event, answering 204 with no body', async () => {
    const search = await post({ action: 'search', session: 's1', keyword: 'golf', numberOfResults: 12, tag: 'home' });
    expect(search.status).toBe(204);
    expect(search.body).toBeNull();
    expect(search.headers['access-control-allow-origin']).toBe('*');
    const click = await post({ action: 'click', session: 's1', keyword: 'golf', docid: 'review-golf', position: 3 });
    expect(click.status).toBe(204);
    expect(events()).toEqual([
      {
        action: 'search',
        session: 's1',
        keyword: 'golf',
        number_of_results: 12,
        docid: null,
        position: null,
        tag: 'home',
      },
      {
        action: 'click',
        session: 's1',
        keyword: 'golf',
        number_of_results: null,
        docid: 'review-golf',
        position: 3,
        tag: null,
      },
    ]);
  });

  it('accepts a warm-up and records nothing', async () => {
    const response = await post({ action: 'search', session: 's', keyword: '_addsearch_warmup', numberOfResults: 0 });
    expect(response.status).toBe(204);
    expect(events()).toEqual([]);
  });

  it.each([
    [{ session: 's', keyword: 'golf', numberOfResults: 1 }, 'action'],
    [{ action: 'view', keyword: 'golf' }, 'action'],
    [{ action: 'search', numberOfResults: 1 }, 'keyword'],
    [{ action: 'search', keyword: 'x'.repeat(501), numberOfResults: 1 }, 'keyword'],
    [{ action: 'search', keyword: 'golf', numberOfResults: -1 }, 'numberOfResults'],
    [{ action: 'search', keyword: 'golf', numberOfResults: '3' }, 'numberOfResults'],
    [{ action: 'search', keyword: 'golf', numberOfResults: 1, tag: 'x'.repeat(51) }, 'tag'],
    [{ action: 'search', keyword: 'golf', numberOfResults: 1, session: { a: 1 } }, 'session'],
    [{ action: 'click', keyword: 'golf', position: 1 }, 'docid'],
    [{ action: 'click', keyword: 'golf', docid: 'd', position: 1.5 }, 'position'],
    [{ action: 'search', keyword: 'golf', numberOfResults: 1, extra: '<b>' }, 'extra'],
  ])('400 naming the field for %j', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body ?? '').error.parameter).toBe(field);
    expect(response.body).not.toContain('<');
    expect(events()).toEqual([]);
  });

  it('400 for a body that is not a JSON object, 413 when too large, 404 for an unknown sitekey, 405 for GET', async () => {
    for (const body of ['', 'not json', '[]', 'null', '"search"']) expect((await post(body)).status).toBe(400);
    expect((await handleStatsRequest('kerbside', null, options())).status).toBe(413);
    expect((await post({ action: 'search', keyword: 'golf', numberOfResults: 1 }, 'other')).status).toBe(404);
    expect((await handleStatsRequest('kerbside', '', { ...options(), method: 'GET' })).status).toBe(405);
    expect((await handleStatsRequest('kerbside', '', { ...options(), method: 'OPTIONS' })).status).toBe(204);
    expect(events()).toEqual([]);
  });

  it('parses a session sent as a number (as some clients do)', () => {
    expect(parseStatsEvent('{"action":"search","session":123,"keyword":"a","numberOfResults":0}')).toMatchObject({
      session: '123',
    });
  });
});

describe('reading the body with a limit', () => {
  const url = 'http://localhost/api/search/v1/stats/kerbside/';

  it('reads a text/plain beacon body at the trailing-slash URL', async () => {
    const body = JSON.stringify({ action: 'search', session: 's', keyword: 'golf', numberOfResults: 2 });
    const request = new Request(url, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    const read = await readLimitedBody(request, statsBodyLimit);
    expect(read).toEqual({ ok: true, text: body });
    if (read.ok) expect((await handleStatsRequest('kerbside', read.text, options())).status).toBe(204);
    expect(events()).toHaveLength(1);
  });

  it('refuses more than 10 kB, by Content-Length or while streaming', async () => {
    const big = 'x'.repeat(statsBodyLimit + 1);
    expect(await readLimitedBody(new Request(url, { method: 'POST', body: big }), statsBodyLimit)).toEqual({
      ok: false,
      tooLarge: true,
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new Uint8Array(1024));
        controller.close();
      },
    });
    const streamed = new Request(url, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(await readLimitedBody(streamed, statsBodyLimit)).toEqual({ ok: false, tooLarge: true });
  });
});
