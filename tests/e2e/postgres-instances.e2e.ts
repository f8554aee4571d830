// @vitest-environment node
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThrowawayCluster } from '#scripts/postgres.mjs';
import { seededPostgresCluster } from './support/postgresSite';
import { startSiteProcess, type SiteProcess } from './support/siteProcess';

/**
 * Two `next start` instances on one PostgreSQL (issue #17, docs/deploy.md): a throw-away cluster
 * seeded as `npm run db:seed` seeds it, two production servers with the same DATABASE_URL, and
 * writes made through one found through the other: a document written through the document API
 * of A is searchable on B at once (each instance sees the new generation at its next search), a
 * removal too, a search statistics event posted to A is counted in B's insights, and a page
 * revalidated through A is rendered again by B (ADR 0025 § 6: NOTIFY kerbside_revalidate), and
 * the limits are met once, not once per instance: failed logins and new leads are counted in
 * PostgreSQL (ADR 0025, "Shared rate limits and failed logins").
 */
const sitekey = 'kerbside';
const secret = 'two-instances-secret';
const authorization = `Basic ${Buffer.from(`${sitekey}:${secret}`).toString('base64')}`;

let cluster: ThrowawayCluster;
let first: SiteProcess;
let second: SiteProcess;

beforeAll(async () => {
  cluster = await seededPostgresCluster();
  const env = { DATABASE_URL: cluster.url, SEARCH_ADMIN_SECRET: secret };
  [first, second] = await Promise.all([startSiteProcess(env), startSiteProcess(env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  cluster?.stop();
});

const hitIds = async (site: SiteProcess, term: string) => {
  const response = await fetch(`${site.url}/api/search/v1/search/${sitekey}?term=${term}&fuzzy=false&limit=50`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { hits: Array<{ id: string }> }).hits.map((hit) => hit.id);
};

const documents = (method: 'PUT' | 'DELETE', site: SiteProcess, body: unknown) =>
  fetch(`${site.url}/api/search/v2/indices/${sitekey}/documents:batch`, {
    method,
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('two instances on one PostgreSQL', () => {
  it('serve the same catalogue and search answers', async () => {
    for (const path of [`/api/content/makes?pageSize=5`, `/api/search/v1/search/${sitekey}?term=golf&limit=5`]) {
      const [a, b] = await Promise.all([fetch(`${first.url}${path}`), fetch(`${second.url}${path}`)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const [bodyA, bodyB] = [(await a.json()) as Record<string, unknown>, (await b.json()) as Record<string, unknown>];
      delete bodyA.processing_time_ms;
      delete bodyB.processing_time_ms;
      expect(bodyB).toEqual(bodyA);
    }
    expect(await hitIds(second, 'golf')).not.toEqual([]);
  });

  it('find through one a document written and removed through the other', async () => {
    const word = 'quokkamobile';
    expect(await hitIds(second, word)).toEqual([]);
    const written = await documents('PUT', first, {
      documents: [
        { id: 'two-instances-1', url: '/two-instances/1', title: `The ${word}`, main_content: 'A test page.' },
      ],
    });
    expect(written.status).toBe(202);
    expect(await hitIds(second, word)).toEqual(['two-instances-1']);
    expect(await hitIds(first, word)).toEqual(['two-instances-1']);

    expect((await documents('DELETE', second, { documents: ['two-instances-1'] })).status).toBe(202);
    expect(await hitIds(first, word)).toEqual([]);
  });

  it("count in one instance's insights the statistics posted to the other", async () => {
    const keyword = 'wombatwagon';
    const posted = await fetch(`${first.url}/api/search/v1/stats/${sitekey}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'search', session: 'two-instances', keyword, numberOfResults: 0 }),
    });
    expect(posted.status).toBe(204);
    // Events are stamped with the real time; the range names it, whatever day the site is pinned to.
    const day = new Date().toISOString().slice(0, 10);
    const range = `from=${day}&to=${day}`;
    const insights = await fetch(`${second.url}/api/search/v1/insights/${sitekey}?${range}&contains=${keyword}`, {
      headers: { authorization },
    });
    expect(insights.status).toBe(200);
    expect(await insights.json()).toMatchObject({ totals: { searches: 1, noResultSearches: 1 } });
  });

  it('count failed logins once, whichever instance (API or guarded page) answers', async () => {
    const from = { 'x-forwarded-for': '198.51.100.201' };
    const wrong = `Basic ${Buffer.from(`${sitekey}:not-the-secret`).toString('base64')}`;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const site = attempt % 2 ? first : second;
      // Half at the insights API, half at the page the proxy guards: one limiter for both.
      const url = attempt < 5 ? `${site.url}/api/search/v1/insights/${sitekey}` : `${site.url}/search-insights`;
      expect((await fetch(url, { headers: { ...from, authorization: wrong } })).status, `attempt ${attempt}`).toBe(401);
    }
    for (const site of [first, second]) {
      const blocked = await fetch(`${site.url}/api/search/v1/insights/${sitekey}`, {
        headers: { ...from, authorization },
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const other = await fetch(`${first.url}/api/search/v1/insights/${sitekey}`, {
      headers: { 'x-forwarded-for': '198.51.100.202', authorization },
    });
    expect(other.status).toBe(200);
  });

  it('give a client its lead rate limit once across the instances', async () => {
    const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
    const [dealer] = await sql<{ id: string }[]>`SELECT id FROM dealers ORDER BY id LIMIT 1`.finally(() =>
      sql.end({ timeout: 5 }),
    );
    const post = (n: number) =>
      fetch(`${(n % 2 ? first : second).url}/api/leads`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `two-instances-lead-${n}-0123456789`,
          'x-forwarded-for': '198.51.100.203',
        },
        body: JSON.stringify({
          kind: 'quote',
          dealerId: dealer!.id,
          name: `Driver ${n}`,
          email: `driver-${n}@example.com`,
          postcode: 'LS1 4AP',
          consent: true,
        }),
      });
    // 5 a minute per client (docs/leads.md): on one instance alone, each would allow 5.
    for (let n = 0; n < 5; n += 1) expect((await post(n)).status, `lead ${n}`).toBe(201);
    const refused = await post(5);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('render again on one instance a page revalidated through the other', async () => {
    const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql<{ cmsId: string; slug: string; title: string }[]>`
        SELECT "cmsId", slug, record->>'title' AS title FROM articles
        WHERE "articleType" = 'news' ORDER BY "cmsId" LIMIT 1`;
      const path = `/news/${row!.slug}/${row!.cmsId}`;
      const page = async (site: SiteProcess) => {
        const response = await fetch(`${site.url}${path}`, {
          headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
        });
        return { response, html: await response.text() };
      };
      // Cached on B: rendered, then served from Next's cache, then from the server's page cache.
      await page(second);
      expect((await page(second)).response.headers.get('x-nextjs-cache')).toBe('HIT');
      expect((await page(second)).response.headers.get('x-kerbside-cache')).toBe('HIT');

      // A writer outside the site changes the article: B keeps serving its cached copy.
      const changedTitle = `Revalidated everywhere ${Date.now().toString(36)}`;
      // The record column's type (json or jsonb) and whether title is also a column of its own.
      const columns = await sql<{ name: string; type: string }[]>`
        SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_name = 'articles'`;
      const recordType = sql.unsafe(columns.find((column) => column.name === 'record')!.type);
      const setTitle = (title: string) =>
        columns.some((column) => column.name === 'title')
          ? sql`UPDATE articles SET title = ${title}, record = jsonb_set(record::jsonb, '{title}', to_jsonb(${title}::text))::${recordType} WHERE "cmsId" = ${row!.cmsId}`
          : sql`UPDATE articles SET record = jsonb_set(record::jsonb, '{title}', to_jsonb(${title}::text))::${recordType} WHERE "cmsId" = ${row!.cmsId}`;
      await setTitle(changedTitle);
      try {
        const stale = await page(second);
        expect(stale.response.headers.get('x-kerbside-cache')).toBe('HIT');
        expect(stale.html).not.toContain(changedTitle);

        const answer = await fetch(`${first.url}/api/revalidate`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ paths: [path] }),
        });
        expect(answer.status).toBe(200);
        // The revalidation reaches B through PostgreSQL, and B renders the page again in the
        // background (stale-while-revalidate): poll for up to 30 s on a busy machine.
        let html = '';
        for (const deadline = Date.now() + 30_000; !html.includes(changedTitle) && Date.now() < deadline;) {
          html = (await page(second)).html;
          if (!html.includes(changedTitle)) await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(html.includes(changedTitle), `${path} on B shows the new title`).toBe(true);
      } finally {
        await setTitle(row!.title);
      }
    } finally {
      await sql.end({ timeout: 5 });
    }
  }, 60_000);
});
