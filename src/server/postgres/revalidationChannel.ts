/**
 * On-demand revalidation across instances (issue #17, ADR 0025 § 6): `POST /api/revalidate` and the
 * document API reach the one instance nginx picked. That instance applies the target itself and
 * publishes it on `kerbside_revalidate`; every instance on the same PostgreSQL listens and applies
 * what the others publish. The message carries the publisher's origin id, so an instance does not
 * apply its own revalidation twice.
 */
import { randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';
import type { RevalidationTarget } from '#src/server/cache/revalidateApi';

export const revalidationChannel = 'kerbside_revalidate';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; past this, publish `{"all":true}`. */
export const maxPayloadBytes = 7999;

const originKey = Symbol.for('kerbside.revalidationOrigin');
type OriginRegistry = { [originKey]?: string };

/**
 * This process's origin id. On globalThis: Next bundles the route handlers and the instrumentation
 * hook separately, each with its own copy of this module, and both must use the same id.
 */
export function processOrigin(): string {
  const registry = globalThis as OriginRegistry;
  return (registry[originKey] ??= randomUUID());
}

/** The NOTIFY payload for `target`: the paths, or everything when they do not fit. */
export function revalidationPayload(target: RevalidationTarget, origin: string): string {
  const payload = JSON.stringify('all' in target ? { origin, all: true } : { origin, paths: target.paths });
  return Buffer.byteLength(payload) <= maxPayloadBytes ? payload : JSON.stringify({ origin, all: true });
}

/** Publishes `target` to every listening instance (one statement: nothing to roll back). */
export async function publishRevalidation(sql: Sql, target: RevalidationTarget, origin: string): Promise<void> {
  await sql`SELECT pg_notify(${revalidationChannel}, ${revalidationPayload(target, origin)})`;
}

/** A published message: its origin and target, or undefined when it is not one of ours. */
export function parseRevalidationMessage(payload: string): { origin: string; target: RevalidationTarget } | undefined {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const { origin, all, paths } = body as Record<string, unknown>;
  if (typeof origin !== 'string' || !origin) return undefined;
  if (all === true) return { origin, target: { all: true } };
  if (
    Array.isArray(paths) &&
    paths.length > 0 &&
    paths.every((path) => typeof path === 'string' && path.startsWith('/'))
  )
    return { origin, target: { paths: paths as string[] } };
  return undefined;
}

let warnedMalformed = false;

/**
 * Listens on the channel and calls `apply` for every revalidation published by another origin.
 * postgres.js keeps the LISTEN on a connection of its own and subscribes again after it reconnects.
 * A malformed message is ignored (logged once); an error thrown by `apply` is logged, never fatal.
 */
export async function listenForRevalidation(
  sql: Sql,
  origin: string,
  apply: (target: RevalidationTarget) => void,
  { onlisten }: { onlisten?: () => void } = {},
): Promise<{ unlisten(): Promise<void> }> {
  const { unlisten } = await sql.listen(
    revalidationChannel,
    (payload) => {
      const message = parseRevalidationMessage(payload);
      if (!message) {
        if (!warnedMalformed) console.warn(`revalidation: ignored a malformed ${revalidationChannel} message`);
        warnedMalformed = true;
        return;
      }
      if (message.origin === origin) return;
      try {
        apply(message.target);
      } catch (error) {
        console.warn('revalidation: could not apply', error instanceof Error ? error.message : error);
      }
    },
    onlisten,
  );
  return { unlisten };
}
