// @vitest-environment node
// scripts/patch-postgres.mjs (run at postinstall): a backend that dies in the middle of a
// transaction rejects that transaction and leaves the pool usable, instead of throwing from
// postgres.js's immediate queue and ending the process (porsager/postgres#1208). Vitest fails a run
// on an uncaught exception, so the first test fails without the patch.
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { patchConnectionSource } from '#scripts/patch-postgres.mjs';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();

describe('postgres.js after patch-postgres', () => {
  it('survives the backend of a running transaction being terminated, then answers again', async () => {
    const url = await database.freshDatabaseUrl();
    const sql = postgres(url, { max: 2, onnotice: () => {} });
    const killer = postgres(url, { max: 1, onnotice: () => {} });
    try {
      let pid: number | null = null;
      const transaction = sql.begin(async (tx) => {
        const [row] = await tx<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
        pid = row!.pid;
        await tx`SELECT pg_sleep(5)`;
      });
      // Handled from the start: the rejection may come before the expectation below is reached.
      const outcome = transaction.then(
        () => null,
        (error: unknown) => error,
      );
      // Terminate while the sleep runs (the case of the bug: a query in flight), not between queries.
      const deadline = Date.now() + 10_000;
      let sleeping = false;
      while (!sleeping && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (pid === null) continue;
        const [row] = await killer<{ sleeping: boolean }[]>`
          SELECT EXISTS (SELECT 1 FROM pg_stat_activity
            WHERE pid = ${pid} AND state = 'active' AND query LIKE '%pg_sleep%') AS sleeping`;
        sleeping = row?.sleeping ?? false;
      }
      expect(sleeping).toBe(true);
      await killer`SELECT pg_terminate_backend(${pid})`;
      expect(await outcome).toMatchObject({ code: expect.stringMatching(/^(57P01|CONNECTION_CLOSED)$/) });
      // The immediate queue runs after the rejection: give it a turn, then use the same pool, whose
      // next queries must not inherit the dead session's error.
      await new Promise((resolve) => setImmediate(resolve));
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const [row] = await sql<{ answer: number }[]>`SELECT 41 + 1 AS answer`;
        expect(row?.answer).toBe(42);
      }
    } finally {
      await Promise.all([sql.end({ timeout: 5 }), killer.end({ timeout: 5 })]);
    }
  }, 30_000);

  it('is applied to every build of connection.js, and only once', () => {
    for (const build of ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js']) {
      const file = path.join(process.cwd(), 'node_modules/postgres', build);
      const source = readFileSync(file, 'utf8');
      expect(patchConnectionSource(source, file).result).toBe('already');
      expect(source).toContain('socket ? socket.write(chunk, fn) : false');
      expect(source.split('chunk = nextWriteTimer = null').length - 1).toBe(3);
      expect(source).toContain(
        "error(Errors.connection('CONNECTION_CLOSED', options, socket))\n    query = results = errorResponse = null",
      );
    }
  });

  it('refuses to patch code it does not recognise', () => {
    expect(() => patchConnectionSource('function nextWrite() {}', 'x.js')).toThrow(/not found/);
  });
});
