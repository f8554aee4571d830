/**
 * Shared plumbing of the search service's endpoints (search, suggest, autocomplete, stats and the
 * document API): the framework-free answer shape of handleSearchRequest, escaped JSON bodies,
 * typed errors turned into answers, a request body read with a hard size limit (the limit is
 * enforced while streaming, so a lying or missing Content-Length cannot make us buffer more), JSON
 * bodies parsed with a message that echoes nothing, and the routes' small path helpers.
 */
import { BadRequestError, ContentError, ServerError, ServiceUnavailableError } from '#src/adapters/content/errors';
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

/**
 * A typed error as its answer; anything else is logged (the first 100, naming `what`) and answered
 * as a generic 500 that names the `service` ("The dealer search failed to answer.").
 */
export function errorAnswer(
  error: unknown,
  options: AnswerOptions & { what?: string; service?: string } = {},
): SearchHttpResponse {
  let typed: ContentError;
  if (error instanceof ContentError) {
    typed = error;
  } else {
    if (loggedUnexpected < 100) {
      loggedUnexpected += 1;
      console.error(`search: unexpected error in ${options.what ?? 'a handler'}:`, error);
    }
    typed = new ServerError(`The ${options.service ?? 'search service'} failed to answer.`);
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

/**
 * A request body as JSON, or a BadRequestError saying where it breaks (the position only: the
 * engine's message quotes the input, and nothing of the input is echoed back).
 */
export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    throw new BadRequestError(
      `The body is not valid JSON${position === undefined ? '' : ` (error at character ${Number(position) + 1})`}.`,
    );
  }
}

/**
 * The body reader a route hands to a handler: readLimitedBody, with a stream that fails (the
 * client went away, or sent a broken chunked body) answered as a 400 rather than a 500.
 */
export function bodyReader(request: Request): (limit: number) => Promise<LimitedBody> {
  return async (limit) => {
    try {
      return await readLimitedBody(request, limit);
    } catch {
      throw new BadRequestError('The request body could not be read.');
    }
  };
}

/**
 * The document API's path after `/indices/{sitekey}/`, still percent-encoded (the handler decodes
 * an id once): 'documents', 'documents/', 'documents/{id}' or 'documents:batch'.
 */
export function documentApiPath(url: string): string {
  const pathname = new URL(url, 'http://localhost').pathname;
  const marker = '/indices/';
  const at = pathname.indexOf(marker);
  if (at < 0) return '';
  const afterIndices = pathname.slice(at + marker.length);
  const slash = afterIndices.indexOf('/');
  return slash < 0 ? '' : afterIndices.slice(slash + 1);
}

/** A framework answer as a web Response (the routes' last line). */
export function toResponse(answer: SearchHttpResponse): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * The answer to refused basic-auth credentials, shared by the back office (document API,
 * revalidation, insights) and the dealers' leads API: 429 with Retry-After once the failure
 * limiter has blocked the client, else 401 with the realm's WWW-Authenticate challenge.
 */
export function credentialsRefused(
  verdict: { status: 401 } | { status: 429; retryAfter: number },
  method: string,
  realm: string,
): SearchHttpResponse {
  if (verdict.status === 429)
    return jsonAnswer(
      429,
      { error: { status: 429, type: 'bad-request', message: 'Too many failed authentications; try again later.' } },
      { method, headers: { 'retry-after': String(verdict.retryAfter) } },
    );
  return jsonAnswer(
    401,
    { error: { status: 401, type: 'bad-request', message: 'Authentication required.' } },
    { method, headers: { 'www-authenticate': realm } },
  );
}
