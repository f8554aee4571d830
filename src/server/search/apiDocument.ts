/**
 * The document API's wire document (search-api.md, "Document administration") as zod schemas:
 * each field's checks and, as its description, what it allows (the `allowed` of its 400, named
 * `<at>.<field>`, e.g. `documents[3].url`, and its description in the OpenAPI document).
 * Fields are checked in the shape's order, after the unknown-field check, so the first bad field
 * is the one a client has always been told about.
 */
import { z } from 'zod';
import { ValidationError } from '#src/adapters/content/errors';
import type { ParameterProblem } from '#src/adapters/content/schema/parameterProblem';
import type { CustomFields, SearchDocument } from '#src/domain/search/searchTypes';
import { documentIdForUrl } from './catalogueDocuments';
import { documentLimits, normalizeDocument } from './searchIndex';

/** The document as the API sends and receives it. */
export interface ApiDocument {
  id?: string;
  url: string;
  language?: string;
  title?: string;
  main_content?: string;
  meta_description?: string;
  meta_categories?: string[];
  thumbnail_external_src?: string | null;
  doc_date?: string | number;
  document_type?: string;
  custom_fields?: CustomFields;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalText = (max: number) => z.string().max(max).nullish().describe(`text of at most ${max} characters`);

/** Every field of a wire document; absent and null are the same. */
export const apiDocumentFields = {
  id: z
    .string()
    .regex(/^[A-Za-z0-9_.~-]{1,32}$/)
    .nullish()
    .describe(`an id of 1 to ${documentLimits.maxIdLength} letters, digits, '-', '_', '.' or '~'`),
  url: z
    .string()
    .max(documentLimits.maxUrlLength)
    .refine((url) => url.trim() !== '')
    .describe(`a URL of at most ${documentLimits.maxUrlLength} characters (required)`),
  language: z
    .string()
    .max(2)
    .refine((language) => /^[a-z]{2}$/i.test(language), { params: { allowed: 'a 2-letter language code' } })
    .nullish()
    .describe('text of at most 2 characters'),
  custom_fields: z.custom<CustomFields>(isRecord).nullish().describe('an object of text, int or double values'),
  meta_categories: z.array(z.string()).nullish().describe('a list of texts'),
  title: optionalText(documentLimits.maxTitleLength),
  main_content: optionalText(documentLimits.maxTextLength),
  meta_description: optionalText(10_000),
  thumbnail_external_src: optionalText(documentLimits.maxUrlLength),
  doc_date: z
    .union([
      z.number(),
      z
        .string()
        .max(40)
        .refine((text) => text === '' || Number.isFinite(Date.parse(text))),
    ])
    .nullish()
    .describe("a date such as '2026-03-14' or '2026-03-14T09:30:00Z'"),
  document_type: optionalText(64),
} as const;

export const apiDocumentSchema = z.object(apiDocumentFields);

type ApiField = keyof typeof apiDocumentFields;

function invalid(field: string, allowed: string): never {
  throw new ValidationError(field, allowed);
}

/**
 * A wire document as the index's, validated (400 naming the field, e.g. `document.custom_fields.price`).
 * `requireNoId`: POST derives the id from the url and refuses one.
 */
export function fromApiDocument(
  value: unknown,
  at = 'document',
  requireNoId = false,
  now = Date.now(),
): SearchDocument {
  if (!isRecord(value)) invalid(at, 'a JSON object');
  for (const key of Object.keys(value))
    if (!Object.hasOwn(apiDocumentFields, key))
      throw new ValidationError(
        `${at}.${key.slice(0, 64)}`,
        'no such field',
        `Unknown field '${at}.${key.slice(0, 64)}'.`,
      );
  if (requireNoId && value.id !== undefined && value.id !== null)
    throw new ValidationError(`${at}.id`, 'no id', `POST derives '${at}.id' from the url; use PUT to give an id.`);
  const result = apiDocumentSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path[0] as ApiField;
    const problem = (issue.code === 'custom' ? issue.params : undefined) as ParameterProblem | undefined;
    invalid(`${at}.${field}`, problem?.allowed ?? apiDocumentFields[field].description!);
  }
  const fields = result.data;
  const date = fields.doc_date;
  const document: SearchDocument = {
    id: fields.id ?? documentIdForUrl(fields.url),
    url: fields.url,
    title: fields.title ?? '',
    text: fields.main_content ?? '',
    metaDescription: fields.meta_description ?? '',
    metaCategories: fields.meta_categories ?? [],
    image: fields.thumbnail_external_src ?? null,
    ts: date === undefined || date === null || date === '' ? now : typeof date === 'number' ? date : Date.parse(date),
    language: fields.language?.toLowerCase() ?? 'en',
    documentType: fields.document_type ?? 'html',
    // The value as sent (the schema only checked it is an object): normalizeDocument checks the rest.
    customFields: (value.custom_fields as CustomFields | null | undefined) ?? {},
  };
  // The index's own rules (custom field values text, int or double...), named from this document.
  try {
    normalizeDocument(document);
  } catch (error) {
    if (error instanceof ValidationError && error.parameter.startsWith('document.'))
      throw new ValidationError(`${at}.${error.parameter.slice('document.'.length)}`, error.allowed);
    throw error;
  }
  return document;
}

/** The index's document in the API's shape. */
export function toApiDocument(document: Required<SearchDocument>): Required<ApiDocument> & { categories: string[] } {
  return {
    id: document.id,
    url: document.url,
    language: document.language,
    title: document.title,
    main_content: document.text,
    meta_description: document.metaDescription,
    meta_categories: document.metaCategories,
    thumbnail_external_src: document.image,
    doc_date: new Date(document.ts).toISOString(),
    document_type: document.documentType,
    custom_fields: document.customFields,
    categories: document.categories,
  };
}

/** Most documents (or ids) in one batch. */
export const maxBatchDocuments = 1_000;

/** A batch body, `{ documents: [...] }`, before its entries are looked at (the 400 for its length comes first). */
const batchSchema = z.object({ documents: z.array(z.unknown()).min(1).max(maxBatchDocuments) });

/** The entries of DELETE documents:batch. */
export const batchIdsSchema = z
  .array(z.string().min(1).max(documentLimits.maxIdLength))
  .describe(`an id of 1 to ${documentLimits.maxIdLength} characters`);

/** The request bodies of documents:batch, for the OpenAPI document. */
export const batchBodySchemas = {
  put: z.object({ documents: z.array(apiDocumentSchema).min(1).max(maxBatchDocuments) }),
  delete: z.object({ documents: batchIdsSchema.min(1).max(maxBatchDocuments) }),
};

/**
 * The entries of a batch body: 400 `documents` when it is not `{ documents: [...] }` or the list's
 * length is out of range; for ids, `documents[i]` naming the first bad one.
 */
export function batchEntries(payload: unknown, ids: boolean): unknown[] {
  const batch = batchSchema.safeParse(payload);
  if (!batch.success) {
    const { code } = batch.error.issues[0]!;
    if (code === 'too_small' || code === 'too_big') invalid('documents', `1 to ${maxBatchDocuments} entries`);
    invalid('documents', ids ? 'a list of document ids' : 'a list of documents');
  }
  if (!ids) return batch.data.documents;
  const checked = batchIdsSchema.safeParse(batch.data.documents);
  if (!checked.success) invalid(`documents[${String(checked.error.issues[0]!.path[0])}]`, batchIdsSchema.description!);
  return checked.data;
}
