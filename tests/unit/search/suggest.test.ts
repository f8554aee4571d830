// @vitest-environment node
/**
 * Suggest and document-field autocomplete: completions from the vocabulary and title phrases
 * ranked by document frequency, custom field values by frequency, and the handlers' 200 / 400
 * (naming the parameter) / 404 / 503 answers, warm-ups without the store, and their routes.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { indexDocuments } from '#src/server/search/searchIndex';
import {
  autocompleteField,
  handleAutocompleteRequest,
  handleSuggestRequest,
  suggest,
} from '#src/server/search/suggest';
import { emptySearchDatabase, syntheticDocument } from './searchFixtures';
import { sqliteSearchService } from '#src/server/search/searchService';

let empty: ReturnType<typeof emptySearchDatabase>;
let db: Database.Database;

beforeAll(() => {
  empty = emptySearchDatabase();
  db = empty.db;
  indexDocuments(db, [
    syntheticDocument(
      1,
      'A hot hatch.',
      { make: 'Volkswagen', fuel: ['petrol', 'diesel'] },
      { title: 'Volkswagen Golf GTI review | Kerbside' },
    ),
    syntheticDocument(
      2,
      'The golf estate.',
      { make: 'Volkswagen', fuel: 'diesel' },
      { title: 'Volkswagen Golf Estate review | Kerbside' },
    ),
    syntheticDocument(
      3,
      'Golf or Focus?',
      { make: 'Ford', fuel: 'petrol' },
      { title: 'Golf GTI vs Focus ST | Kerbside' },
    ),
    syntheticDocument(4, 'Gold paint options.', { make: 'Škoda', price: 21000 }, { title: 'Skoda Octavia | Kerbside' }),
    syntheticDocument(
      5,
      'Une voiture.',
      { make: 'Volvo', price: 21000 },
      { title: 'Golf en français | Kerbside', language: 'fr' },
    ),
  ]);
});
afterAll(() => empty.cleanup());

const base = 'http://localhost/api/search/v1/suggest/kerbside';
const acBase = 'http://localhost/api/search/v1/autocomplete/document-field/kerbside';
const options = { getSearch: () => sqliteSearchService(db), sitekey: 'kerbside' };
const json = <T>(body: string | null) => JSON.parse(body ?? 'null') as T;
const values = (list: Array<{ value: string }>) => list.map((item) => item.value);

describe('suggest', () => {
  it("completes a word from the vocabulary and titles: 'gol' -> golf, golf gti ...", async () => {
    const found = values(await suggest(db, 'gol', 10));
    expect(found[0]).toBe('golf');
    expect(found).toContain('golf gti');
    expect(found).toContain('gold');
    // Ranked by documents: golf (4 docs) before golf gti (2) before golf estate (1).
    expect(found.indexOf('golf gti')).toBeLessThan(found.indexOf('golf estate'));
  });

  it('completes the last word of a phrase from titles', async () => {
    expect(values(await suggest(db, 'golf g', 10))).toEqual(['golf gti', 'golf gti vs', 'golf gti review']);
    expect(values(await suggest(db, 'volkswagen golf', 10))).toEqual([
      'volkswagen golf',
      'volkswagen golf gti',
      'volkswagen golf estate',
    ]);
  });

  it('honours size and language, and folds case and accents', async () => {
    expect(await suggest(db, 'G', 2)).toHaveLength(2);
    expect(values(await suggest(db, 'golf e', 10, 'fr'))).toEqual(['golf en', 'golf en francais']);
    expect(values(await suggest(db, 'golf e', 10, 'en'))).toEqual(['golf estate', 'golf estate review']);
    expect(values(await suggest(db, 'FRANÇ', 10))).toContain('francais');
    expect(await suggest(db, '!!!', 10)).toEqual([]);
  });
});

describe('handleSuggestRequest', () => {
  it('answers the protocol JSON with CORS', async () => {
    const response = await handleSuggestRequest('kerbside', `${base}?term=gol&size=3&language=en`, options);
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const body = json<{ suggestions: Array<{ value: string }> }>(response.body);
    expect(body.suggestions).toHaveLength(3);
    expect(body.suggestions[0]).toEqual({ value: 'golf' });
  });

  it.each([
    ['term=gol&size=0', 'size'],
    ['term=gol&size=51', 'size'],
    ['term=gol&size=ten', 'size'],
    ['term=gol&language=eng', 'language'],
    ['term=', 'term'],
    ['size=3', 'term'],
    [`term=${'a'.repeat(201)}`, 'term'],
    ['term=a&term=b', 'term'],
  ])('400 naming the parameter for %s', async (query, parameter) => {
    const response = await handleSuggestRequest('kerbside', `${base}?${query}`, options);
    expect(response.status).toBe(400);
    expect(json<{ error: { parameter: string } }>(response.body).error.parameter).toBe(parameter);
  });

  it('404 for an unknown sitekey, 503 with Retry-After when the store is down, warm-ups without it', async () => {
    expect((await handleSuggestRequest('other', `${base}?term=gol`, options)).status).toBe(404);
    const down = {
      sitekey: 'kerbside',
      getSearch: () => {
        throw new ServiceUnavailableError('down', 7);
      },
    };
    const unavailable = await handleSuggestRequest('kerbside', `${base}?term=gol`, down);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers['retry-after']).toBe('7');
    const warm = await handleSuggestRequest('kerbside', `${base}?term=_addsearch_warmup`, down);
    expect(warm.status).toBe(200);
    expect(json(warm.body)).toEqual({ suggestions: [] });
  });

  it('OPTIONS 204, POST 405, never reflects markup', async () => {
    expect((await handleSuggestRequest('kerbside', base, { ...options, method: 'OPTIONS' })).status).toBe(204);
    expect((await handleSuggestRequest('kerbside', base, { ...options, method: 'POST' })).status).toBe(405);
    const response = await handleSuggestRequest('<script>', `${base}?term=gol`, options);
    expect(response.body).not.toContain('<');
  });
});

describe('autocomplete of a document field', () => {
  it('lists distinct values starting with the prefix, most frequent first, case-insensitive', async () => {
    expect(values(await autocompleteField(db, 'make', 'v', 10))).toEqual(['Volkswagen', 'Volvo']);
    expect(values(await autocompleteField(db, 'make', 'VOLKS', 10))).toEqual(['Volkswagen']);
    expect(values(await autocompleteField(db, 'make', 'sk', 10))).toEqual(['Škoda']);
    expect(values(await autocompleteField(db, 'make', '', 2))).toEqual(['Volkswagen', 'Ford']);
    // List values count once per document; numbers are values too.
    expect(values(await autocompleteField(db, 'fuel', '', 10))).toEqual(['diesel', 'petrol']);
    expect(values(await autocompleteField(db, 'price', '21', 10))).toEqual(['21000']);
    expect(await autocompleteField(db, 'nothing', '', 10)).toEqual([]);
  });

  it('follows the index when documents change', async () => {
    expect(values(await autocompleteField(db, 'make', 'pe', 10))).toEqual([]);
    indexDocuments(db, [syntheticDocument(9, 'x', { make: 'Peugeot' })]);
    expect(values(await autocompleteField(db, 'make', 'pe', 10))).toEqual(['Peugeot']);
  });

  it('answers the protocol JSON, 400 naming source/size, 404 for an unknown sitekey', async () => {
    const ok = await handleAutocompleteRequest(
      'kerbside',
      `${acBase}?term=vo&source=custom_fields.make&size=1`,
      options,
    );
    expect(ok.status).toBe(200);
    expect(json(ok.body)).toEqual({ autocomplete: [{ value: 'Volkswagen' }] });
    for (const [query, parameter] of [
      ['term=vo', 'source'],
      ['term=vo&source=make', 'source'],
      ['term=vo&source=custom_fields.a%20b', 'source'],
      ['term=vo&source=custom_fields.make&size=99', 'size'],
    ] as const) {
      const response = await handleAutocompleteRequest('kerbside', `${acBase}?${query}`, options);
      expect(response.status, query).toBe(400);
      expect(json<{ error: { parameter: string } }>(response.body).error.parameter).toBe(parameter);
    }
    expect((await handleAutocompleteRequest('x', `${acBase}?source=custom_fields.make`, options)).status).toBe(404);
  });
});
