// @vitest-environment node
/**
 * The zod schemas of suggest, autocomplete and stats (src/adapters/search/params): every 400 keeps
 * the text the hand-written checks gave (parameter, allowed and message), checked in the same
 * order, and the OpenAPI document describes the parameters from the same schemas.
 */
import { describe, expect, it } from 'vitest';
import { BadRequestError, ValidationError } from '#src/adapters/content/errors';
import { parseStatsEvent } from '#src/adapters/search/params/statsParams';
import {
  autocompleteParameterSchemas,
  parseAutocompleteQuery,
  parseSuggestQuery,
  suggestParameterSchemas,
} from '#src/adapters/search/params/suggestParams';
import { queryParameter } from '#src/server/openapi/openApiParts';
import { searchPaths } from '#src/server/openapi/searchPaths';

/** The 400 a call throws, as its JSON body. */
function problem(call: () => unknown) {
  try {
    call();
  } catch (error) {
    if (error instanceof ValidationError) return error.toJSON().error;
    throw error;
  }
  throw new Error('no error');
}

const expected = (parameter: string, allowed: string) => ({
  status: 400,
  type: 'validation',
  parameter,
  allowed,
  message: `Invalid parameter '${parameter}': expected ${allowed}.`,
});

describe('suggest and autocomplete parameters', () => {
  it('read the term, size and language (lower-cased) with their defaults', () => {
    expect(parseSuggestQuery(new URLSearchParams('term=Gol&size=3&language=DE'))).toEqual({
      term: 'Gol',
      size: 3,
      language: 'de',
    });
    expect(parseSuggestQuery(new URLSearchParams('term=golf&size='))).toEqual({
      term: 'golf',
      size: 10,
      language: undefined,
    });
    expect(parseAutocompleteQuery(new URLSearchParams('source=custom_fields.make'))).toEqual({
      term: '',
      size: 10,
      field: 'make',
    });
  });

  it.each([
    ['term=a&term=b', expected('term', 'one value')],
    [`term=${'a'.repeat(201)}`, expected('term', 'text of at most 200 characters')],
    ['term=%20-%20', expected('term', 'a prefix with at least one letter or digit')],
    ['', expected('term', 'a prefix with at least one letter or digit')],
    ['term=golf&size=0', expected('size', 'an integer from 1 to 50')],
    ['term=golf&size=51', expected('size', 'an integer from 1 to 50')],
    ['term=golf&size=1000', expected('size', 'an integer from 1 to 50')],
    ['term=golf&size=1.5', expected('size', 'an integer from 1 to 50')],
    ['term=golf&language=', expected('language', 'a 2-letter language code')],
    ['term=golf&language=eng', expected('language', 'a 2-letter language code')],
    // The first fault in check order: term, size, language.
    ['term=%20&size=0&language=x', expected('term', 'a prefix with at least one letter or digit')],
    ['term=golf&size=0&language=x', expected('size', 'an integer from 1 to 50')],
  ])('suggest answers %s with its 400', (query, body) => {
    expect(problem(() => parseSuggestQuery(new URLSearchParams(query)))).toEqual(body);
  });

  it.each([
    ['term=a&term=b&source=custom_fields.make', expected('term', 'one value')],
    [`term=${'a'.repeat(201)}`, expected('term', 'text of at most 200 characters')],
    ['size=x&source=make', expected('size', 'an integer from 1 to 50')],
    ['', expected('source', "a custom field such as 'custom_fields.make'")],
    ['source=make', expected('source', "a custom field such as 'custom_fields.make'")],
    ['source=custom_fields.', expected('source', "a custom field such as 'custom_fields.make'")],
    [`source=custom_fields.${'a'.repeat(65)}`, expected('source', "a custom field such as 'custom_fields.make'")],
  ])('autocomplete answers %s with its 400', (query, body) => {
    expect(problem(() => parseAutocompleteQuery(new URLSearchParams(query)))).toEqual(body);
  });

  it('are what the OpenAPI document shows', () => {
    const paths = searchPaths();
    const parametersOf = (path: string) => (paths[path] as { get: { parameters: unknown[] } }).get.parameters;
    expect(parametersOf('/api/search/v1/suggest/{sitekey}')).toEqual(
      Object.entries(suggestParameterSchemas).map(([name, schema]) => queryParameter(name, schema)),
    );
    expect(parametersOf('/api/search/v1/autocomplete/document-field/{sitekey}')).toEqual(
      Object.entries(autocompleteParameterSchemas).map(([name, schema]) => queryParameter(name, schema)),
    );
    expect(parametersOf('/api/search/v1/suggest/{sitekey}')).toContainEqual(
      expect.objectContaining({ name: 'size', schema: { type: 'integer', minimum: 1, maximum: 50 } }),
    );
  });
});

describe('stats events', () => {
  const search = { action: 'search', keyword: 'golf', numberOfResults: 3 };
  const click = { action: 'click', keyword: 'golf', docid: 'abc', position: 1 };

  it('read a search and a click event (a numeric session as its text, no tag as null)', () => {
    expect(parseStatsEvent(JSON.stringify({ ...search, session: 12 }))).toEqual({
      ...search,
      session: '12',
      tag: null,
    });
    expect(parseStatsEvent(JSON.stringify({ ...click, tag: 't', numberOfResults: -1 }))).toEqual({
      ...click,
      session: null,
      tag: 't',
    });
  });

  it.each([
    [
      { ...search, extra: 1 },
      { ...expected('extra', 'no such field'), message: "Unknown field 'extra'." },
    ],
    [
      { ...search, ['__proto__']: 1 },
      { ...expected('__proto__', 'no such field'), message: "Unknown field '__proto__'." },
    ],
    [{ ...search, action: 'view', keyword: 5 }, expected('action', "'search' or 'click'")],
    [{ ...search, session: 'a'.repeat(65), keyword: 5 }, expected('session', 'text of at most 64 characters')],
    [{ ...search, session: true }, expected('session', 'text of at most 64 characters')],
    [{ ...search, keyword: 'a'.repeat(501), tag: 5 }, expected('keyword', 'text of at most 500 characters')],
    [{ ...search, tag: 'a'.repeat(51), numberOfResults: -1 }, expected('tag', 'text of at most 50 characters')],
    [{ ...search, numberOfResults: 1.5 }, expected('numberOfResults', 'an integer of 0 or more')],
    [{ ...search, numberOfResults: 1_000_000_001 }, expected('numberOfResults', 'an integer of 0 or more')],
    [{ ...click, docid: '', position: -1 }, expected('docid', 'a document id of 1 to 32 characters')],
    [{ ...click, docid: 'a'.repeat(33) }, expected('docid', 'a document id of 1 to 32 characters')],
    [{ ...click, position: '1' }, expected('position', 'an integer of 0 or more')],
  ])('answers %j with its 400', (body, expectedBody) => {
    expect(problem(() => parseStatsEvent(JSON.stringify(body)))).toEqual(expectedBody);
  });

  it('refuses a body that is not a JSON object', () => {
    for (const text of ['', 'not json', '[]', 'null', '"search"'])
      expect(() => parseStatsEvent(text)).toThrow(new BadRequestError('The body must be a JSON object.'));
  });
});
