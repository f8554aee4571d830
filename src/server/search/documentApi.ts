/**
 * The document API (search-api.md, "Document administration"), behind basic auth
 * `base64(sitekey:secret)` with the secret from SEARCH_ADMIN_SECRET:
 *
 * - `GET    /v2/indices/{sitekey}/documents/{id}`   -> 200 with the document, or 404
 * - `PUT    /v2/indices/{sitekey}/documents/`       a document with `id` or `url` -> 202
 * - `POST   /v2/indices/{sitekey}/documents/`       a document without `id` (derived from `url`) -> 202
 * - `PUT    /v2/indices/{sitekey}/documents:batch`  `{ documents: [...] }`, one transaction -> 202
 * - `DELETE /v2/indices/{sitekey}/documents/{id}`   -> 202
 * - `DELETE /v2/indices/{sitekey}/documents:batch`  `{ documents: [ids] }` -> 202
 *
 * Without a secret the API answers 503 'document API disabled' (never open by default). The
 * credentials are checked in this handler for every request, compared in constant time (SHA-256
 * digests of both sides through timingSafeEqual, so neither content nor length leaks). Missing or
 * wrong credentials are a 401 with `WWW-Authenticate`; a client with too many failures in the last
 * minute gets 429 with Retry-After, even with the right credentials, until the window clears.
 * Every write is one transaction (indexDocuments / removeDocuments): a batch is all or nothing.
 */
import { BadRequestError, NotFoundError, ServiceUnavailableError, ValidationError } from '#src/adapters/content/errors';
import { authRealmHeader, checkAdminCredentials, defaultAdminLimiter, type AttemptLimiter } from './adminAuth';
import { batchEntries, fromApiDocument, toApiDocument } from './apiDocument';
import type { SearchDocumentStore } from './documentStore';
import { documentLimits } from './searchIndex';
import { credentialsRefused, errorAnswer, jsonAnswer, methodNotAllowed, type SearchHttpResponse } from './searchHttp';

// The wire document moved to apiDocument.ts (its zod schemas), the credentials check and the
// limiter to adminAuth.ts (the proxy runs them too); re-exported for importers of this module.
export { fromApiDocument, maxBatchDocuments, toApiDocument, type ApiDocument } from './apiDocument';
export {
  authRealmHeader,
  basicCredentialsMatch,
  clientKey,
  defaultFailureLimiter,
  FailureLimiter,
  type FailureLimiterOptions,
} from './adminAuth';

/** Largest accepted body (a batch, or one document), in bytes. */
export const documentBodyLimit = 1024 * 1024;

/* ------------------------------------------------------------------------------------------------
 * The handler.
 * --------------------------------------------------------------------------------------------- */

export interface DocumentApiRequest {
  method: string;
  /** The path after `/v2/indices/{sitekey}/`, e.g. 'documents', 'documents/', 'documents/abc', 'documents:batch'. */
  path: string;
  headers: Headers;
  /** Reads the body with a limit (readLimitedBody); called only after authentication. */
  readBody: (limit: number) => Promise<{ ok: true; text: string } | { ok: false; tooLarge: true }>;
}

export interface DocumentApiOptions {
  /** Where documents are read and written (found lazily; may throw ServiceUnavailableError). */
  getDocumentStore: () => SearchDocumentStore;
  /** The sitekey this server answers to. */
  sitekey: string;
  /** SEARCH_ADMIN_SECRET; undefined or '' disables the API. */
  secret: string | undefined;
  /** Told the site paths of the documents a write changed, after it committed (page revalidation). */
  onWrite?: (paths: string[]) => void;
  limiter?: AttemptLimiter;
}

type Target = { kind: 'collection' } | { kind: 'batch' } | { kind: 'document'; id: string } | { kind: 'unknown' };

function targetOf(path: string): Target {
  const clean = path.replace(/^\/+/, '');
  if (clean === 'documents' || clean === 'documents/') return { kind: 'collection' };
  if (clean === 'documents:batch' || clean === 'documents:batch/') return { kind: 'batch' };
  const match = /^documents\/([^/]+)\/?$/.exec(clean);
  if (match) {
    let id: string;
    try {
      id = decodeURIComponent(match[1]!);
    } catch {
      return { kind: 'unknown' };
    }
    return { kind: 'document', id };
  }
  return { kind: 'unknown' };
}

const accepted = (body: unknown) => jsonAnswer(202, body);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('The body must be JSON.');
  }
}

/**
 * The admin checks every back-office API shares (the document API, page revalidation): a 503 when
 * no secret is configured, 429 with Retry-After after repeated failures, 401 with
 * WWW-Authenticate for missing or wrong basic credentials (compared in constant time).
 * Returns the refusal, or undefined when the request may go on.
 */
export async function authorizeAdmin(
  headers: Headers,
  {
    method,
    user,
    secret,
    limiter = defaultAdminLimiter,
    what,
  }: { method: string; user: string; secret: string | undefined; limiter?: AttemptLimiter; what: string },
): Promise<SearchHttpResponse | undefined> {
  const verdict = await checkAdminCredentials(headers, { user, secret, limiter });
  if (verdict.ok) return undefined;
  if (verdict.status === 503)
    throw new ServiceUnavailableError(`The ${what} is disabled (no SEARCH_ADMIN_SECRET).`, 3600);
  return credentialsRefused(verdict, method, authRealmHeader);
}

export async function handleDocumentApiRequest(
  sitekey: string,
  request: DocumentApiRequest,
  { sitekey: expected, secret, limiter = defaultAdminLimiter, onWrite, getDocumentStore }: DocumentApiOptions,
): Promise<SearchHttpResponse> {
  const method = request.method.toUpperCase();
  try {
    const refused = await authorizeAdmin(request.headers, {
      method,
      user: expected,
      secret,
      limiter,
      what: 'document API',
    });
    if (refused) return refused;
    if (sitekey !== expected) throw new NotFoundError(`Unknown sitekey '${sitekey.slice(0, 64)}'.`);

    const target = targetOf(request.path);
    if (target.kind === 'unknown') throw new NotFoundError('No such document API path.');

    const body = async (): Promise<unknown> => {
      const read = await request.readBody(documentBodyLimit);
      if (!read.ok) throw new BodyTooLargeError();
      return parseJson(read.text);
    };

    if (target.kind === 'document') {
      if (target.id.length > documentLimits.maxIdLength)
        throw new ValidationError('id', `an id of 1 to ${documentLimits.maxIdLength} characters`);
      if (method === 'GET' || method === 'HEAD') {
        const document = await getDocumentStore().get(target.id);
        if (!document) throw new NotFoundError('No document with that id.');
        return jsonAnswer(200, toApiDocument(document), { method });
      }
      if (method === 'DELETE') {
        const store = getDocumentStore();
        const paths = await pathsOf(store, [target.id]);
        const removed = await store.remove([target.id]);
        onWrite?.(paths);
        return accepted({ removed });
      }
      return methodNotAllowed(method, 'GET, DELETE');
    }

    if (target.kind === 'collection') {
      if (method !== 'PUT' && method !== 'POST') return methodNotAllowed(method, 'PUT, POST');
      const document = fromApiDocument(await body(), 'document', method === 'POST');
      await getDocumentStore().index([document]);
      onWrite?.(sitePaths([document.url]));
      return accepted({ id: document.id });
    }

    // documents:batch
    if (method !== 'PUT' && method !== 'DELETE') return methodNotAllowed(method, 'PUT, DELETE');
    const list = batchEntries(await body(), method === 'DELETE');
    if (method === 'PUT') {
      // Validated first, written in one transaction: all or nothing.
      const documents = list.map((item, index) => fromApiDocument(item, `documents[${index}]`));
      const ids = new Set<string>();
      documents.forEach((document, index) => {
        if (ids.has(document.id)) throw new ValidationError(`documents[${index}].id`, 'ids that differ within a batch');
        ids.add(document.id);
      });
      await getDocumentStore().index(documents);
      onWrite?.(sitePaths(documents.map((document) => document.url)));
      return accepted({ documents: documents.length });
    }
    const ids = list as string[];
    const store = getDocumentStore();
    const paths = await pathsOf(store, ids);
    const removed = await store.remove(ids);
    onWrite?.(paths);
    return accepted({ removed });
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return jsonAnswer(
        413,
        {
          error: { status: 413, type: 'bad-request', message: `The body must be at most ${documentBodyLimit} bytes.` },
        },
        { method },
      );
    return errorAnswer(error, { method, what: 'the document API' });
  }
}

class BodyTooLargeError extends Error {}

/** The site paths of document URLs (absolute or root-relative); others are left out. */
export function sitePaths(urls: readonly (string | undefined)[]): string[] {
  const paths = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      paths.add(new URL(url, 'http://site.invalid').pathname);
    } catch {
      // not a URL: nothing to revalidate
    }
  }
  return [...paths];
}

async function pathsOf(store: SearchDocumentStore, ids: readonly string[]): Promise<string[]> {
  const urls: Array<string | undefined> = [];
  for (const id of ids) urls.push((await store.get(id))?.url);
  return sitePaths(urls);
}

/** For tests and callers without a body. */
export const noBody: DocumentApiRequest['readBody'] = async () => ({ ok: true, text: '' });
