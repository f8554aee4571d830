// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThrowawayCluster } from '../../scripts/postgres.mjs';
import { seededPostgresCluster } from './support/postgresSite';
import { startSiteProcess, type SiteProcess } from './support/siteProcess';

/**
 * Two `next start` instances on one PostgreSQL (issue #17, docs/deploy.md): a throw-away cluster
 * seeded as `npm run db:seed` seeds it, two production servers with the same DATABASE_URL, and
 * writes made through one found through the other: a document written through the document API
 * of A is searchable on B at once (each instance sees the new generation at its next search), a
 * removal too, and a search statistics event posted to A is counted in B's insights.
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
});
