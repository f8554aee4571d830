// @vitest-environment node
/**
 * The document API: disabled without a secret (503, never open); basic auth checked on every
 * request (none / wrong / right, constant-time compare) with 401 + WWW-Authenticate, and 429 with
 * Retry-After after repeated failures (per client and globally, bounded memory); GET / PUT / POST /
 * DELETE of one document and both batches, 202 on success, 400 naming the field; batches all or
 * nothing, also when a write fails half-way inside the transaction; and the index follows: a search
 * after a PUT finds the document, after a DELETE it does not.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteDocumentStore } from '#src/server/search/documentStore';
import {
  basicCredentialsMatch,
  clientKey,
  documentBodyLimit,
  FailureLimiter,
  fromApiDocument,
  handleDocumentApiRequest,
  type DocumentApiOptions,
} from '#src/server/search/documentApi';
import { documentIdForUrl } from '#src/server/search/catalogueDocuments';
import { readSearchState } from '#src/server/search/searchIndex';
import { search, syntheticSearchDatabase, syntheticDocument } from './searchFixtures';

let store: ReturnType<typeof syntheticSearchDatabase>;
let db: Database.Database;

beforeAll(() => {
  store = syntheticSearchDatabase([
    syntheticDocument(1, 'An existing page about hatchbacks.', { make: 'Ford' }),
    syntheticDocument(2, 'Another existing page.', { make: 'Kia' }),
  ]);
  db = store.db;
});
afterAll(() => store.cleanup());

const secret = 'correct horse battery staple';
const auth = (user = 'kerbside', password = secret) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** What the tests read of a JSON answer. */
interface ApiJson {
  error: { message: string; parameter?: string };
  [key: string]: unknown;
}

interface Call {
  method?: string;
  path?: string;
  body?: unknown;
  authorization?: string | null;
  ip?: string;
  sitekey?: string;
  options?: Partial<DocumentApiOptions>;
}

async function call({
  method = 'GET',
  path = 'documents',
  body,
  authorization = auth(),
  ip = '10.0.0.1',
  sitekey = 'kerbside',
  options = {},
}: Call) {
  const headers = new Headers({ 'x-forwarded-for': ip });
  if (authorization) headers.set('authorization', authorization);
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = await handleDocumentApiRequest(
    sitekey,
    {
      method,
      path,
      headers,
      readBody: async (limit) => (Buffer.byteLength(text) > limit ? { ok: false, tooLarge: true } : { ok: true, text }),
    },
    {
      getDocumentStore: () => createSqliteDocumentStore(db),
      sitekey: 'kerbside',
      secret,
      limiter: new FailureLimiter(),
      ...options,
    },
  );
  return { ...response, json: response.body ? (JSON.parse(response.body) as ApiJson) : null };
}

const ids = () =>
  db
    .prepare<[], { id: string }>('SELECT id FROM search_documents ORDER BY id')
    .all()
    .map((row) => row.id);
const hitIds = async (term: string) => (await search(db, { term, fuzzy: 'false' })).hits.map((hit) => hit.id);

describe('authentication', () => {
  it('is disabled (503) when no secret is configured, whatever the credentials', async () => {
    for (const value of [undefined, '']) {
      const response = await call({ path: 'documents/doc-1', options: { secret: value } });
      expect(response.status).toBe(503);
      expect(response.json?.error.message).toMatch(/disabled/);
      expect(response.headers['retry-after']).toBeDefined();
    }
  });

  it('401 with WWW-Authenticate for missing, malformed or wrong credentials; 200 for the right ones', async () => {
    for (const authorization of [
      null,
      'Bearer abc',
      'Basic !!!',
      auth('kerbside', 'wrong'),
      auth('other', secret),
      auth('kerbside', `${secret}x`),
      auth('kerbside', ''),
      `Basic ${Buffer.from('kerbside').toString('base64')}`,
    ]) {
      const response = await call({ path: 'documents/doc-1', authorization });
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Basic realm="search", charset="UTF-8"');
      expect(response.body).not.toContain('doc-1');
    }
    const ok = await call({ path: 'documents/doc-1' });
    expect(ok.status).toBe(200);
  });

  it('compares credentials in constant time over digests (any length, no throw)', () => {
    expect(basicCredentialsMatch(auth('a', 'b'), 'a', 'b')).toBe(true);
    expect(basicCredentialsMatch(auth('a', 'b'.repeat(500)), 'a', 'b')).toBe(false);
    expect(basicCredentialsMatch(`Basic ${'A'.repeat(5000)}`, 'a', 'b')).toBe(false);
    expect(basicCredentialsMatch(`basic  ${Buffer.from('a:b').toString('base64')}`, 'a', 'b')).toBe(true);
    expect(basicCredentialsMatch('', 'a', 'b')).toBe(false);
  });

  it('429 with Retry-After after 10 failures a minute from one client, even with the right credentials', async () => {
    let now = 1_000_000;
    const limiter = new FailureLimiter({ now: () => now });
    for (let i = 0; i < 10; i += 1) {
      now += 1000;
      expect(
        (await call({ authorization: auth('kerbside', 'guess'), ip: '1.2.3.4', options: { limiter } })).status,
      ).toBe(401);
    }
    const blocked = await call({ path: 'documents/doc-1', ip: '1.2.3.4', options: { limiter } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client is not blocked.
    expect((await call({ path: 'documents/doc-1', ip: '5.6.7.8', options: { limiter } })).status).toBe(200);
    // After the window the client may try again.
    now += 60_000;
    expect((await call({ path: 'documents/doc-1', ip: '1.2.3.4', options: { limiter } })).status).toBe(200);
  });

  it('limits everyone together too (rotating addresses does not help) and bounds its memory', async () => {
    const limiter = new FailureLimiter({ global: 20, maxClients: 5 });
    for (let i = 0; i < 20; i += 1)
      expect((await call({ authorization: null, ip: `9.9.9.${i}`, options: { limiter } })).status).toBe(401);
    expect((await call({ path: 'documents/doc-1', ip: '7.7.7.7', options: { limiter } })).status).toBe(429);
    expect(limiter.trackedClients).toBeLessThanOrEqual(5);
  });

  it('keys clients by the proxy-appended address, else one shared bucket', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': 'spoofed, 203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.1' }))).toBe('198.51.100.1');
    expect(clientKey(new Headers())).toBe('global');
  });

  it('checks credentials before the sitekey; 404 for an unknown sitekey once authenticated', async () => {
    expect((await call({ sitekey: 'other', authorization: null })).status).toBe(401);
    expect((await call({ sitekey: 'other', path: 'documents/doc-1' })).status).toBe(404);
  });
});

describe('one document', () => {
  it('GET returns the document in the API shape, 404 when missing, 400 for a long id', async () => {
    const response = await call({ path: 'documents/doc-1' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json).toMatchObject({
      id: 'doc-1',
      url: '/synthetic/page-1',
      title: 'Synthetic page 1 | Kerbside',
      main_content: 'An existing page about hatchbacks.',
      custom_fields: { make: 'Ford' },
      language: 'en',
      doc_date: '2026-01-02T00:00:00.000Z',
    });
    expect((await call({ path: 'documents/nope' })).status).toBe(404);
    expect((await call({ path: `documents/${'x'.repeat(33)}` })).status).toBe(400);
    expect((await call({ path: 'elsewhere' })).status).toBe(404);
  });

  it('PUT adds a document (202) and the index follows: search finds it, DELETE removes it', async () => {
    expect(await hitIds('zeppelin')).toEqual([]);
    const put = await call({
      method: 'PUT',
      path: 'documents/',
      body: {
        id: 'zep-1',
        url: 'https://example.com/airships/zeppelin',
        title: 'The zeppelin',
        main_content: 'A zeppelin is an airship.',
        doc_date: '2026-02-03',
        custom_fields: { make: 'Luftschiffbau', price: 12.5, seats: 40 },
      },
    });
    expect(put.status).toBe(202);
    expect(await hitIds('zeppelin')).toEqual(['zep-1']);
    const stored = await call({ path: 'documents/zep-1' });
    expect(stored.json).toMatchObject({
      custom_fields: { make: 'Luftschiffbau', price: 12.5, seats: 40 },
      categories: ['0xexample.com', '1xairships', '2xzeppelin'],
    });
    // PUT again replaces it.
    await call({
      method: 'PUT',
      path: 'documents',
      body: { id: 'zep-1', url: 'https://example.com/airships/zeppelin', title: 'Blimp', main_content: 'Now a blimp.' },
    });
    expect(await hitIds('zeppelin')).toEqual([]);
    expect(await hitIds('blimp')).toEqual(['zep-1']);
    const deleted = await call({ method: 'DELETE', path: 'documents/zep-1' });
    expect(deleted.status).toBe(202);
    expect(await hitIds('blimp')).toEqual([]);
    expect((await call({ path: 'documents/zep-1' })).status).toBe(404);
    // Deleting what is not there is still accepted (idempotent).
    expect((await call({ method: 'DELETE', path: 'documents/zep-1' })).status).toBe(202);
  });

  it('POST derives the id from the url, and refuses an id', async () => {
    const url = 'https://example.com/posted';
    const response = await call({
      method: 'POST',
      path: 'documents/',
      body: { url, title: 'Posted', main_content: 'quokka' },
    });
    expect(response.status).toBe(202);
    expect(response.json).toEqual({ id: documentIdForUrl(url) });
    expect(await hitIds('quokka')).toEqual([documentIdForUrl(url)]);
    const withId = await call({ method: 'POST', path: 'documents/', body: { id: 'x', url } });
    expect(withId.status).toBe(400);
    expect(withId.json?.error.parameter).toBe('document.id');
  });

  it.each([
    [{ title: 'no url' }, 'document.url'],
    [{ id: 'x'.repeat(33), url: '/a' }, 'document.id'],
    [{ id: 'a/b', url: '/a' }, 'document.id'],
    [{ url: '/a', custom_fields: { price: { nested: 1 } } }, 'document.custom_fields.price'],
    [{ url: '/a', custom_fields: { price: Number.NaN } }, 'document.custom_fields.price'],
    [{ url: '/a', custom_fields: { make: true } }, 'document.custom_fields.make'],
    [{ url: '/a', custom_fields: { make: 'x'.repeat(1001) } }, 'document.custom_fields.make'],
    [{ url: '/a', custom_fields: ['x'] }, 'document.custom_fields'],
    [{ url: '/a', language: 'english' }, 'document.language'],
    [{ url: '/a', doc_date: 'yesterday' }, 'document.doc_date'],
    [{ url: '/a', title: 5 }, 'document.title'],
    [{ url: '/a', colour: 'red' }, 'document.colour'],
    [[{ url: '/a' }], 'document'],
  ])('PUT 400 naming the field for %j', async (body, field) => {
    const before = readSearchState(db)!.generation;
    const response = await call({ method: 'PUT', path: 'documents/', body });
    expect(response.status).toBe(400);
    expect(response.json?.error.parameter).toBe(field);
    expect(readSearchState(db)!.generation).toBe(before);
  });

  it('400 for a body that is not JSON, 413 over 1 MB, 405 for other methods', async () => {
    expect((await call({ method: 'PUT', path: 'documents/', body: '{"url":' })).status).toBe(400);
    const huge = { url: '/big', main_content: 'x'.repeat(documentBodyLimit) };
    expect((await call({ method: 'PUT', path: 'documents/', body: huge })).status).toBe(413);
    expect((await call({ method: 'PATCH', path: 'documents/' })).status).toBe(405);
    expect((await call({ method: 'PUT', path: 'documents/doc-1' })).status).toBe(405);
  });

  it('names the field of a bad document inside a batch by its position', () => {
    expect(() => fromApiDocument({ url: '/a', custom_fields: { a: null } }, 'documents[4]')).toThrow(
      expect.objectContaining({ parameter: 'documents[4].custom_fields.a' }),
    );
  });
});

describe('batches', () => {
  const batchDocs = (n: number, extra: Record<string, unknown>[] = []) => [
    ...Array.from({ length: n }, (_, i) => ({
      id: `batch-${i}`,
      url: `/batch/${i}`,
      title: `Batch ${i}`,
      main_content: `Wombat number ${i}.`,
    })),
    ...extra,
  ];

  it('PUT documents:batch indexes all of them in one go (202)', async () => {
    const response = await call({ method: 'PUT', path: 'documents:batch', body: { documents: batchDocs(3) } });
    expect(response.status).toBe(202);
    expect(response.json).toEqual({ documents: 3 });
    expect((await hitIds('wombat')).sort()).toEqual(['batch-0', 'batch-1', 'batch-2']);
  });

  it('a batch with one invalid document changes nothing (400 naming it)', async () => {
    const before = ids();
    const generation = readSearchState(db)!.generation;
    const response = await call({
      method: 'PUT',
      path: 'documents:batch',
      body: { documents: [{ id: 'new-1', url: '/new/1', main_content: 'platypus' }, { id: 'new-2' }] },
    });
    expect(response.status).toBe(400);
    expect(response.json?.error.parameter).toBe('documents[1].url');
    expect(ids()).toEqual(before);
    expect(readSearchState(db)!.generation).toBe(generation);
    expect(await hitIds('platypus')).toEqual([]);
  });

  it('a write failing half-way through the batch rolls the whole batch back (500, index unchanged)', async () => {
    const before = ids();
    const generation = readSearchState(db)!.generation;
    // The third insert fails inside the transaction, after two documents were written (and batch-0 replaced).
    db.exec(
      "CREATE TEMP TRIGGER fail_mid_batch BEFORE INSERT ON search_documents WHEN NEW.id = 'boom' BEGIN SELECT RAISE(ABORT, 'disk on fire'); END",
    );
    try {
      const response = await call({
        method: 'PUT',
        path: 'documents:batch',
        body: {
          documents: [
            { id: 'batch-0', url: '/batch/0', title: 'Replaced', main_content: 'echidna' },
            { id: 'mid-1', url: '/mid/1', main_content: 'echidna' },
            { id: 'boom', url: '/mid/boom', main_content: 'echidna' },
            { id: 'mid-3', url: '/mid/3', main_content: 'echidna' },
          ],
        },
      });
      expect(response.status).toBe(500);
      expect(response.body).not.toContain('disk on fire');
    } finally {
      db.exec('DROP TRIGGER fail_mid_batch');
    }
    expect(ids()).toEqual(before);
    expect(readSearchState(db)!.generation).toBe(generation);
    expect(await hitIds('echidna')).toEqual([]);
    expect(await hitIds('wombat')).toContain('batch-0');
  });

  it('refuses duplicate ids, empty and malformed batches (400 naming the field)', async () => {
    for (const [body, field] of [
      [{ documents: batchDocs(2, [{ id: 'batch-0', url: '/other' }]) }, 'documents[2].id'],
      [{ documents: [] }, 'documents'],
      [{ docs: [] }, 'documents'],
      [[], 'documents'],
    ] as const) {
      const response = await call({ method: 'PUT', path: 'documents:batch', body });
      expect(response.status).toBe(400);
      expect(response.json?.error.parameter).toBe(field);
    }
  });

  it('DELETE documents:batch removes the listed ids (202) in one transaction', async () => {
    const response = await call({
      method: 'DELETE',
      path: 'documents:batch',
      body: { documents: ['batch-0', 'batch-1', 'missing'] },
    });
    expect(response.status).toBe(202);
    expect(response.json).toEqual({ removed: 2 });
    expect(await hitIds('wombat')).toEqual(['batch-2']);
    const bad = await call({ method: 'DELETE', path: 'documents:batch', body: { documents: ['batch-2', 7] } });
    expect(bad.status).toBe(400);
    expect(bad.json?.error.parameter).toBe('documents[1]');
    expect(await hitIds('wombat')).toEqual(['batch-2']);
    expect((await call({ method: 'POST', path: 'documents:batch', body: { documents: [] } })).status).toBe(405);
  });
});
