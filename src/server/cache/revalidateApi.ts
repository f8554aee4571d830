/**
 * `POST /api/revalidate`: tells the running site that content changed outside it (the seed, a
 * writer of the content store), so the cached pages that show it are rendered again on their
 * next request (ADR 0013). Behind the document API's basic auth (`sitekey:SEARCH_ADMIN_SECRET`,
 * the same 401 / 429 rules). The body is JSON:
 * - `{"paths": ["/reviews", "/abarth"]}`: those pages, in every page shell and query variant;
 * - `{"all": true}`: every cached page (what the seed sends).
 * Answers 200 `{"revalidated": …}`, or 400 with a message naming what was wrong. The body is read
 * by the zod schemas below, which the OpenAPI document (src/server/openapi/revalidatePaths.ts)
 * describes the endpoint from.
 */
import { z } from 'zod';
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
/** Largest body read, in bytes. */
export const maxRevalidateBodyBytes = 64 * 1024;

const sitePathAllowed = 'a site path starting with one /, without query or fragment';
const pathsAllowed = `a list of 1 to ${maxRevalidatePaths} site paths, or "all": true`;

/** One site path: starts with one '/', no query, fragment or whitespace; a trailing '/' is dropped. */
const sitePathSchema = z
  .string()
  .regex(/^\/[^\s?#]{0,2000}$/)
  .refine((path) => !path.startsWith('//'))
  .transform((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path))
  .describe(sitePathAllowed);

const revalidatePathsSchema = z
  .object({
    paths: z.array(sitePathSchema).min(1).max(maxRevalidatePaths).describe(pathsAllowed),
  })
  .describe('The pages at these paths, in every page shell and query variant.');

const revalidateAllSchema = z.object({ all: z.literal(true) }).describe('Every cached page (what the seed sends).');

/** The JSON body: `{"all": true}` (which wins over `paths`), or `{"paths": [...]}`. */
export const revalidateBodySchema = z.union([revalidateAllSchema, revalidatePathsSchema]);

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
    const refused = await authorizeAdmin(request.headers, {
      method,
      user: sitekey,
      secret,
      limiter,
      what: 'revalidation API',
    });
    if (refused) return refused;
    if (method !== 'POST') return methodNotAllowed(method, 'POST');
    const read = await request.readBody(maxRevalidateBodyBytes);
    if (!read.ok) throw new BadRequestError(`The body must be at most ${maxRevalidateBodyBytes} bytes.`);
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
  if (revalidateAllSchema.safeParse(body).success) return { all: true };
  const read = revalidatePathsSchema.safeParse(body);
  if (read.success) return { paths: [...new Set(read.data.paths)] };
  // The first issue names the field: the body itself, `paths`, or one of its items.
  const [field, index] = read.error.issues[0]!.path;
  if (field === undefined) throw new BadRequestError('The body must be a JSON object with "paths" or "all".');
  if (index === undefined) throw new ValidationError('paths', pathsAllowed);
  throw new ValidationError(`paths[${String(index)}]`, sitePathAllowed);
}
