/**
 * The body of a stats event (search-api.md, "Stats") as a zod schema, with the exact 400 text of
 * every check: a JSON object of known fields, then `action`, `session`, `keyword`, `tag` and the
 * action's own fields, in that order (a body with several faults is told the first). The OpenAPI
 * document describes the body from the same schema.
 */
import { z } from 'zod';
import { BadRequestError, ValidationError } from '#src/adapters/content/errors';
import { expectedMessage } from '#src/adapters/content/schema/parameterProblem';
import { statsLimits } from './searchLimits';

export type StatsEvent =
  | { action: 'search'; session: string | null; keyword: string; numberOfResults: number; tag: string | null }
  | { action: 'click'; session: string | null; keyword: string; docid: string; position: number; tag: string | null };

/** What each field accepts: the `allowed` of its 400. */
const allowedOf = {
  action: "'search' or 'click'",
  session: `text of at most ${statsLimits.maxSessionLength} characters`,
  keyword: `text of at most ${statsLimits.maxKeywordLength} characters`,
  tag: `text of at most ${statsLimits.maxTagLength} characters`,
  numberOfResults: 'an integer of 0 or more',
  docid: `a document id of 1 to ${statsLimits.maxDocidLength} characters`,
  position: 'an integer of 0 or more',
} as const;
type StatsField = keyof typeof allowedOf;

const knownFields = new Set<string>(Object.keys(allowedOf));

/** Every check of a field fails with its one 400 text. */
const failing = (field: StatsField) => ({ error: expectedMessage(field, allowedOf[field]) });

/** Absent or null is no text; a finite number is taken as its text. */
function optionalText(field: StatsField, max: number) {
  return z
    .preprocess(
      (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
      z.string(failing(field)).max(max, failing(field)).nullish(),
    )
    .transform((value) => value ?? null)
    .describe(allowedOf[field]);
}

const count = (field: StatsField) =>
  z.int(failing(field)).min(0, failing(field)).max(statsLimits.maxCount, failing(field)).describe(allowedOf[field]);

const common = {
  session: optionalText('session', statsLimits.maxSessionLength),
  keyword: z
    .string(failing('keyword'))
    .max(statsLimits.maxKeywordLength, failing('keyword'))
    .describe(allowedOf.keyword),
  tag: optionalText('tag', statsLimits.maxTagLength),
};

/**
 * A stats event; the action picks the rest (the other action's fields are ignored). Unknown fields
 * are refused before it runs (parseStatsEvent), as zod's records and objects drop `__proto__`.
 */
export const statsEventSchema = z
  .discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('search'), ...common, numberOfResults: count('numberOfResults') }),
      z.object({
        action: z.literal('click'),
        ...common,
        docid: z
          .string(failing('docid'))
          .min(1, failing('docid'))
          .max(statsLimits.maxDocidLength, failing('docid'))
          .describe(allowedOf.docid),
        position: count('position'),
      }),
    ],
    failing('action'),
  )
  .describe('One search or click event; unknown fields are refused.');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stats body, validated. Throws BadRequestError / ValidationError naming the field. */
export function parseStatsEvent(text: string): StatsEvent {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError('The body must be a JSON object.');
  }
  if (!isRecord(body)) throw new BadRequestError('The body must be a JSON object.');
  const unknown = Object.keys(body).find((key) => !knownFields.has(key));
  if (unknown !== undefined) {
    const shown = unknown.slice(0, 64);
    throw new ValidationError(shown, 'no such field', `Unknown field '${shown}'.`);
  }
  const result = statsEventSchema.safeParse(body);
  if (result.success) return result.data;
  // Every check carries its field's 400 text; the first issue is the first field at fault.
  const issue = result.error.issues[0]!;
  const field = (issue.path[0] ?? 'action') as StatsField;
  throw new ValidationError(field, allowedOf[field], issue.message);
}
