/**
 * The parameters of suggest and document-field autocomplete (search-api.md, "Suggest and
 * autocomplete") as zod schemas, each with the exact 400 text of every check and, as its
 * description, what it allows (the `allowed` of its 400 and its description in the OpenAPI
 * document). Nothing here touches the database, so a bad request never opens it.
 */
import { z } from 'zod';
import { ValidationError } from '#src/adapters/content/errors';
import { expectedMessage, parseParameter, problemIssue } from '#src/adapters/content/schema/parameterProblem';
import { words } from '#src/domain/search/tokenize';
import { suggestLimits } from './searchLimits';

/** A custom issue whose 400 is "Invalid parameter 'x': expected <allowed>." with its own `allowed`. */
const expected = (parameter: string, allowed: string) => problemIssue(expectedMessage(parameter, allowed), { allowed });

const termLengthAllowed = `text of at most ${suggestLimits.maxTermLength} characters`;
const prefixAllowed = 'a prefix with at least one letter or digit';

/** The term: at most maxTermLength characters and, for suggest, at least one word. */
function termParameter(required: boolean) {
  return z
    .string()
    .superRefine((term, ctx) => {
      if (term.length > suggestLimits.maxTermLength) ctx.addIssue(expected('term', termLengthAllowed));
      else if (required && !words(term).length) ctx.addIssue(expected('term', prefixAllowed));
    })
    .describe(required ? prefixAllowed : `a prefix of at most ${suggestLimits.maxTermLength} characters`);
}

/** Three digits at most, else NaN (which z.int() refuses). */
const sizeDigits = (value: unknown): unknown =>
  typeof value === 'string' ? (/^\d{1,3}$/.test(value) ? Number(value) : Number.NaN) : value;

const sizeParameter = z
  .preprocess(sizeDigits, z.int().min(1).max(suggestLimits.maxSize))
  .describe(`an integer from 1 to ${suggestLimits.maxSize}`);

const customFieldPrefix = 'custom_fields.';

/** Every parameter of GET /v1/suggest/{sitekey}, by name, in the order they are checked. */
export const suggestParameterSchemas = {
  term: termParameter(true),
  size: sizeParameter,
  language: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .toLowerCase()
    .describe('a 2-letter language code'),
} as const;

/** Every parameter of GET /v1/autocomplete/document-field/{sitekey}, by name, in the order they are checked. */
export const autocompleteParameterSchemas = {
  term: termParameter(false),
  size: sizeParameter,
  // The field name as the index accepts custom field names.
  source: z
    .string()
    .regex(/^custom_fields\.[A-Za-z0-9_-]{1,64}$/)
    .transform((source) => source.slice(customFieldPrefix.length))
    .describe("a custom field such as 'custom_fields.make'"),
} as const;

export interface SuggestQuery {
  term: string;
  size: number;
  /** Lower-cased, or undefined for every language. */
  language: string | undefined;
}

export interface AutocompleteQuery {
  term: string;
  size: number;
  /** The custom field's name (without `custom_fields.`). */
  field: string;
}

function termOf(query: URLSearchParams, schema: z.ZodType<string>): string {
  const values = query.getAll('term');
  if (values.length > 1) throw new ValidationError('term', 'one value');
  return parseParameter(schema, 'term', values[0] ?? '');
}

function sizeOf(query: URLSearchParams): number {
  const raw = query.get('size');
  return raw === null || raw === '' ? suggestLimits.defaultSize : parseParameter(sizeParameter, 'size', raw);
}

/** Validates a suggest query string. Throws ValidationError naming the parameter. */
export function parseSuggestQuery(query: URLSearchParams): SuggestQuery {
  const term = termOf(query, suggestParameterSchemas.term);
  const size = sizeOf(query);
  // An empty language is refused, not taken as absent.
  const raw = query.get('language');
  const language = raw === null ? undefined : parseParameter(suggestParameterSchemas.language, 'language', raw);
  return { term, size, language };
}

/** Validates an autocomplete query string. Throws ValidationError naming the parameter. */
export function parseAutocompleteQuery(query: URLSearchParams): AutocompleteQuery {
  const term = termOf(query, autocompleteParameterSchemas.term);
  const size = sizeOf(query);
  const field = parseParameter(autocompleteParameterSchemas.source, 'source', query.get('source') ?? '');
  return { term, size, field };
}
