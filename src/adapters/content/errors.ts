/**
 * The error classes of the Content API (spec 8: validation, not found, bad request, server error,
 * plus "unavailable" for a missing or broken store). The API handler turns them into JSON
 * responses and the HTTP adapter turns those responses back into the same classes, so a caller
 * catches one set of errors whichever adapter it uses. No Node-only imports.
 */

/** The `type` of every error body (the list is also the OpenAPI document's enum). */
export const contentErrorTypes = ['validation', 'bad-request', 'not-found', 'server-error', 'unavailable'] as const;
export type ContentErrorType = (typeof contentErrorTypes)[number];

/** The JSON body of every error response of the Content API. */
export interface ContentErrorBody {
  error: {
    status: number;
    type: ContentErrorType;
    message: string;
    /** The query parameter at fault (validation errors). */
    parameter?: string;
    /** What that parameter accepts, in words (validation errors). */
    allowed?: string;
  };
}

/** Base class: an HTTP status and a machine-readable type beside the message. */
export abstract class ContentError extends Error {
  abstract readonly status: number;
  abstract readonly type: ContentErrorType;

  toJSON(): ContentErrorBody {
    return { error: { status: this.status, type: this.type, message: this.message } };
  }
}

/** A query parameter is unknown or its value is not allowed (400). */
export class ValidationError extends ContentError {
  override readonly name = 'ValidationError';
  readonly status = 400;
  readonly type = 'validation' as const;
  readonly parameter: string;
  readonly allowed: string;

  constructor(parameter: string, allowed: string, message?: string) {
    super(message ?? `Invalid parameter '${parameter}': expected ${allowed}.`);
    this.parameter = parameter;
    this.allowed = allowed;
  }

  override toJSON(): ContentErrorBody {
    return {
      error: {
        status: this.status,
        type: this.type,
        message: this.message,
        parameter: this.parameter,
        allowed: this.allowed,
      },
    };
  }
}

/** The request as a whole cannot be understood, e.g. a malformed query string (400). */
export class BadRequestError extends ContentError {
  override readonly name = 'BadRequestError';
  readonly status = 400;
  readonly type = 'bad-request' as const;
}

/** An unknown resource or id (404). */
export class NotFoundError extends ContentError {
  override readonly name = 'NotFoundError';
  readonly status = 404;
  readonly type = 'not-found' as const;
}

/** Anything unexpected on the server side (500); the message never carries internals. */
export class ServerError extends ContentError {
  override readonly name = 'ServerError';
  readonly status: number;
  readonly type = 'server-error' as const;

  constructor(message = 'The content service failed to answer.', status = 500) {
    super(message);
    this.status = status;
  }
}

/** The store cannot be opened or the remote API cannot be reached (503, with Retry-After). */
export class ServiceUnavailableError extends ContentError {
  override readonly name = 'ServiceUnavailableError';
  readonly status = 503;
  readonly type = 'unavailable' as const;
  /** Seconds after which a retry may succeed. */
  readonly retryAfterSeconds: number;

  constructor(message = 'The content service is unavailable; try again shortly.', retryAfterSeconds = 30) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isContentError(value: unknown): value is ContentError {
  return value instanceof ContentError;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The typed error for an error response of the Content API (used by the HTTP adapter).
 * A body that is not our JSON shape still gives the right class from the status alone.
 */
export function errorFromResponse(status: number, body: unknown): ContentError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const message = typeof error.message === 'string' ? error.message : undefined;
  const type = typeof error.type === 'string' ? error.type : undefined;
  if (type === 'validation' || (status === 400 && typeof error.parameter === 'string')) {
    const parameter = typeof error.parameter === 'string' ? error.parameter : '(query)';
    const allowed = typeof error.allowed === 'string' ? error.allowed : 'a valid value';
    return new ValidationError(parameter, allowed, message);
  }
  if (status === 404 || type === 'not-found') return new NotFoundError(message ?? 'Not found.');
  if (status === 503 || type === 'unavailable') return new ServiceUnavailableError(message);
  if (status >= 400 && status < 500) return new BadRequestError(message ?? `Bad request (HTTP ${status}).`);
  return new ServerError(message ?? `The content service answered HTTP ${status}.`, status >= 500 ? status : 500);
}
