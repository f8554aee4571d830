/**
 * Shared plumbing of the search service's smaller endpoints (suggest, autocomplete, stats and the
 * document API): the framework-free answer shape of handleSearchRequest, escaped JSON bodies,
 * typed errors turned into answers, and a request body read with a hard size limit (the limit is
 * enforced while streaming, so a lying or missing Content-Length cannot make us buffer more).
 */
import type Database from 'better-sqlite3';
import { ContentError, ServerError, ServiceUnavailableError } from '../../adapters/content/errors';
import { safeJson } from '../content/handleContentRequest';
import type { SearchHttpResponse } from './handleSearchRequest';

export type { SearchHttpResponse } from './handleSearchRequest';

export const jsonType = 'application/json; charset=utf-8';

export interface AnswerOptions {
  method?: string;
  /** Cache-Control of a 200 (errors are never cached). Default: no-store. */
  cacheControl?: string;
  /** Extra headers (CORS, Retry-After, WWW-Authenticate...). */
  headers?: Record<string, string>;
}

/** A JSON answer; the body is escaped JSON, so nothing reflected can be read as markup. */
export function jsonAnswer(status: number, body: unknown, options: AnswerOptions = {}): SearchHttpResponse {
  const method = (options.method ?? 'GET').toUpperCase();
  return {
    status,
    headers: {
      'content-type': jsonType,
      'x-content-type-options': 'nosniff',
      'cache-control': status === 200 && options.cacheControl ? options.cacheControl : 'no-store',
      ...options.headers,
    },
    body: method === 'HEAD' ? null : safeJson(body),
  };
}

/** An answer without a body (204, or a 202 nobody reads). */
export function emptyAnswer(status: number, headers: Record<string, string> = {}): SearchHttpResponse {
  return {
    status,
    headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers },
    body: null,
  };
}

let loggedUnexpected = 0;

/** A typed error as its answer; anything else is logged (the first 100) and answered as a generic 500. */
export function errorAnswer(error: unknown, options: AnswerOptions & { what?: string } = {}): SearchHttpResponse {
  let typed: ContentError;
  if (error instanceof ContentError) {
    typed = error;
  } else {
    if (loggedUnexpected < 100) {
      loggedUnexpected += 1;
      console.error(`search: unexpected error in ${options.what ?? 'a handler'}:`, error);
    }
    typed = new ServerError('The search service failed to answer.');
  }
  const headers: Record<string, string> = { ...options.headers };
  if (typed instanceof ServiceUnavailableError) headers['retry-after'] = String(typed.retryAfterSeconds);
  return jsonAnswer(typed.status, typed.toJSON(), { ...options, headers });
}

/** The 405 of an endpoint. */
export function methodNotAllowed(
  method: string,
  allow: string,
  headers: Record<string, string> = {},
): SearchHttpResponse {
  return jsonAnswer(
    405,
    {
      error: { status: 405, type: 'bad-request', message: `Method ${method.slice(0, 16)} not allowed; use ${allow}.` },
    },
    { method, headers: { ...headers, allow } },
  );
}

/** The query of a request URL (a string is resolved against localhost). */
export function queryOf(url: URL | string): URLSearchParams {
  return (typeof url === 'string' ? new URL(url, 'http://localhost') : url).searchParams;
}

/** What a handler needs of the store. */
export interface DatabaseOption {
  /** Opened lazily; may throw ServiceUnavailableError. */
  getDatabase: () => Database.Database;
  /** The sitekey this server answers to. */
  sitekey: string;
}

/** A request body as text, or `tooLarge` when it has more than `limit` bytes. */
export type LimitedBody = { ok: true; text: string } | { ok: false; tooLarge: true };

/** Read a body of at most `limit` bytes (UTF-8), stopping as soon as it is exceeded. */
export async function readLimitedBody(request: Request, limit: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return { ok: false, tooLarge: true };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

/** A framework answer as a web Response (the routes' last line). */
export function toResponse(answer: SearchHttpResponse): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
