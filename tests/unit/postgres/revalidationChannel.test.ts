// @vitest-environment node
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import postgres, { type Sql } from 'postgres';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RevalidationTarget } from '#src/server/cache/revalidateApi';
import {
  listenForRevalidation,
  parseRevalidationMessage,
  processOrigin,
  publishRevalidation,
  revalidationChannel,
  revalidationPayload,
} from '#src/server/postgres/revalidationChannel';
import { AsyncLocalStorage } from 'node:async_hooks';
import { pageShells } from '#src/lib/pageShell';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
const clients: Sql[] = [];
const stops: Array<() => Promise<void>> = [];

// Each instance has its own client, as two processes would: postgres.js keeps one LISTEN
// connection per client.
const connect = (url: string) => {
  const client = postgres(url, { max: 2, onnotice: () => {}, backoff: () => 0.05 });
  clients.push(client);
  return client;
};

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  await Promise.all(clients.splice(0).map((client) => client.end({ timeout: 5 })));
  vi.restoreAllMocks();
});

/** An instance: its client, origin, and what it applied. */
async function instance(url: string, origin: string, onlisten?: () => void) {
  const sql = connect(url);
  const applied: RevalidationTarget[] = [];
  const { unlisten } = await listenForRevalidation(sql, origin, (target) => applied.push(target), { onlisten });
  stops.push(unlisten);
  return { sql, origin, applied };
}

/** Waits until `check` passes (notifications arrive asynchronously). */
async function eventually(check: () => void, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe('revalidation channel', () => {
  it("delivers each instance's revalidation to the other, never back to itself", async () => {
    const url = await database.freshDatabaseUrl();
    const a = await instance(url, 'instance-a');
    const b = await instance(url, 'instance-b');

    await publishRevalidation(a.sql, { paths: ['/reviews', '/abarth'] }, a.origin);
    await publishRevalidation(b.sql, { all: true }, b.origin);

    await eventually(() => {
      expect(b.applied).toEqual([{ paths: ['/reviews', '/abarth'] }]);
      expect(a.applied).toEqual([{ all: true }]);
    });
    // A round trip after both: had an instance received its own message, it would be here by now.
    await publishRevalidation(a.sql, { paths: ['/last'] }, 'instance-c');
    // Both hear the third origin's message, each in its own time.
    await eventually(() => {
      expect(b.applied).toHaveLength(2);
      expect(a.applied).toHaveLength(2);
    });
    expect(a.applied).toEqual([{ all: true }, { paths: ['/last'] }]);
    expect(b.applied).toEqual([{ paths: ['/reviews', '/abarth'] }, { paths: ['/last'] }]);
  });

  it('publishes everything when the paths do not fit in a NOTIFY payload', async () => {
    const paths = Array.from({ length: 500 }, (_, index) => `/a-rather-long-page-path-number-${index}`);
    expect(JSON.stringify(paths).length).toBeGreaterThan(8000);
    expect(JSON.parse(revalidationPayload({ paths }, 'origin'))).toEqual({ origin: 'origin', all: true });
    expect(JSON.parse(revalidationPayload({ paths: paths.slice(0, 3) }, 'o'))).toEqual({
      origin: 'o',
      paths: paths.slice(0, 3),
    });

    const url = await database.freshDatabaseUrl();
    const a = await instance(url, 'instance-a');
    const b = await instance(url, 'instance-b');
    // PostgreSQL itself would refuse this payload ("payload string too long"): the fallback is needed.
    await expect(
      a.sql`SELECT pg_notify(${revalidationChannel}, ${JSON.stringify({ origin: 'x', paths })})`,
    ).rejects.toThrow(/too long/);
    await publishRevalidation(a.sql, { paths }, a.origin);
    await eventually(() => expect(b.applied).toEqual([{ all: true }]));
  });

  it('ignores malformed messages, warning once, and goes on with the next', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const url = await database.freshDatabaseUrl();
    const b = await instance(url, 'instance-b');
    const sql = connect(url);
    for (const payload of [
      'not json',
      '{"paths":["/no-origin"]}',
      '{"origin":"a","paths":[]}',
      '{"origin":"a","paths":[3]}',
      '[]',
    ])
      await sql.notify(revalidationChannel, payload);
    await sql.notify(revalidationChannel, JSON.stringify({ origin: 'instance-a', paths: ['/fine'] }));

    await eventually(() => expect(b.applied).toEqual([{ paths: ['/fine'] }]));
    expect(warn.mock.calls.filter(([message]) => String(message).includes('malformed'))).toHaveLength(1);
  });

  it('parses only well-formed messages', () => {
    expect(parseRevalidationMessage('{"origin":"a","all":true}')).toEqual({ origin: 'a', target: { all: true } });
    expect(parseRevalidationMessage('{"origin":"a","paths":["/x"]}')).toEqual({
      origin: 'a',
      target: { paths: ['/x'] },
    });
    for (const payload of [
      '',
      'null',
      '{"origin":"","all":true}',
      '{"origin":"a","all":"yes"}',
      '{"origin":"a","paths":["x"]}',
    ])
      expect(parseRevalidationMessage(payload), payload).toBeUndefined();
  });

  it('keeps one origin id per process', () => {
    expect(processOrigin()).toBe(processOrigin());
    expect(processOrigin()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('listens again after its connection is terminated', async () => {
    const url = await database.freshDatabaseUrl();
    let listens = 0;
    const b = await instance(url, 'instance-b', () => listens++);
    expect(listens).toBe(1);
    const admin = connect(url);
    const terminated = await admin<{ pid: number }[]>`
      SELECT pg_terminate_backend(pid) AS terminated, pid FROM pg_stat_activity
      WHERE datname = current_database() AND query ILIKE 'listen%' AND pid <> pg_backend_pid()`;
    expect(terminated).toHaveLength(1);

    await eventually(() => expect(listens).toBe(2), 10_000);
    const [listening] = await admin<{ count: number }[]>`
      SELECT count(*)::int AS count FROM pg_stat_activity
      WHERE datname = current_database() AND query ILIKE 'listen%' AND pid <> ${terminated[0]!.pid}`;
    expect(listening?.count).toBe(1);
    await publishRevalidation(admin, { paths: ['/after-reconnect'] }, 'instance-a');
    await eventually(() => expect(b.applied).toEqual([{ paths: ['/after-reconnect'] }]));
  });

  it("marks the tags Next's revalidatePath marks, when applying another instance's revalidation", async () => {
    // Next's server sets this global before loading its request storage; so does this test.
    (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
    const { workAsyncStorage } = await import('next/dist/server/app-render/work-async-storage.external');
    const { revalidatePath } = await import('next/cache');
    const { revalidationTags } = await import('#site/revalidatePages');
    // revalidatePath run as in a route handler: it records its tags on the request's work store.
    const nextTags = (revalidate: () => void) => {
      const store = { incrementalCache: {}, pendingRevalidatedTags: [] as Array<{ tag: string }> };
      workAsyncStorage.run(store as never, revalidate);
      return store.pendingRevalidatedTags.map(({ tag }) => tag);
    };
    const paths = ['/', '/reviews', '/news/ümlaut-story/n1', '/abarth/'];
    expect(revalidationTags({ paths })).toEqual(
      nextTags(() => {
        for (const path of paths)
          for (const shell of pageShells) revalidatePath(`/${shell}${path === '/' ? '' : path}`);
      }),
    );
    expect(revalidationTags({ all: true })).toEqual(nextTags(() => revalidatePath('/', 'layout')));
  });
});
