/**
 * `POST /api/revalidate`: tells the running site that content changed outside it (the seed, a
 * writer of the content store), so the cached pages that show it are rendered again on their
 * next request (ADR 0013). Behind the document API's basic auth (`sitekey:SEARCH_ADMIN_SECRET`,
 * the same 401 / 429 rules). The body is JSON:
 * - `{"paths": ["/reviews", "/abarth"]}`: those pages, in every page shell and query variant;
 * - `{"all": true}`: every cached page (what the seed sends).
 * Answers 200 `{"revalidated": …}`, or 400 with a message naming what was wrong.
 */
import { BadRequestError, ValidationError } from '#src/adapters/content/errors';
import { authorizeAdmin, type FailureLimiter } from '../search/documentApi';
import {
  errorAnswer,
  jsonAnswer,
  methodNotAllowed,
  type LimitedBody,
  type SearchHttpResponse,
} from '../search/searchHttp';

/** What to render again: every cached page, or the pages at these paths. */
export type RevalidationTarget = { all: true } | { paths: string[] };

/** Most paths one request may name. */
export const maxRevalidatePaths = 500;
const maxBodyBytes = 64 * 1024;

export interface RevalidateApiRequest {
  method: string;
  headers: Headers;
  readBody: (limit: number) => Promise<LimitedBody>;
}

export interface RevalidateApiOptions {
  sitekey: string;
  secret: string | undefined;
  limiter?: FailureLimiter;
  revalidate: (target: RevalidationTarget) => void;
}

export async function handleRevalidateRequest(
  request: RevalidateApiRequest,
  { sitekey, secret, limiter, revalidate }: RevalidateApiOptions,
): Promise<SearchHttpResponse> {
  const method = request.method.toUpperCase();
  try {
    const refused = authorizeAdmin(request.headers, {
      method,
      user: sitekey,
      secret,
      limiter,
      what: 'revalidation API',
    });
    if (refused) return refused;
    if (method !== 'POST') return methodNotAllowed(method, 'POST');
    const read = await request.readBody(maxBodyBytes);
    if (!read.ok) throw new BadRequestError(`The body must be at most ${maxBodyBytes} bytes.`);
    const target = parseRevalidationTarget(read.text);
    revalidate(target);
    return jsonAnswer(200, { revalidated: 'all' in target ? 'all' : target.paths }, { method });
  } catch (error) {
    return errorAnswer(error, { method, what: 'the revalidation API' });
  }
}

/** Reads the request body; throws a ValidationError or BadRequestError that names what is wrong. */
export function parseRevalidationTarget(text: string): RevalidationTarget {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError('The body must be JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestError('The body must be a JSON object with "paths" or "all".');
  const record = body as Record<string, unknown>;
  if (record.all === true) return { all: true };
  if (!Array.isArray(record.paths) || record.paths.length === 0 || record.paths.length > maxRevalidatePaths)
    throw new ValidationError('paths', `a list of 1 to ${maxRevalidatePaths} site paths, or "all": true`);
  const paths = record.paths.map((path, index) => {
    if (typeof path !== 'string' || !/^\/[^\s?#]{0,2000}$/.test(path) || path.startsWith('//'))
      throw new ValidationError(`paths[${index}]`, 'a site path starting with one /, without query or fragment');
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  });
  return { paths: [...new Set(paths)] };
}
