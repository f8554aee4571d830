/**
 * How a car in the comparison is named in the browser store and in the page's URL, so the
 * server render of a shared or bookmarked URL and the client island read it the same way: a
 * model id ('ford-puma-suv', the id review pages pass as `?add=`), or a model id and one of its
 * versions' cap ids joined by a dot ('ford-puma-suv.20417'). Both parts are checked against a
 * strict pattern, because query strings and stored values are untrusted.
 *
 * The query of /car-comparison: `ids` (the cars, a comma list or the parameter repeated), `add`
 * (one car to add), `remove` (one car to take out), `make` (the no-JavaScript picker's first step).
 */
import { toolPaths } from '#src/domain/routes';

/** Most cars side by side. */
export const MAX_COMPARED_CARS = 4;

/** The page's path. */
export const COMPARISON_PATH = toolPaths.comparison;

/** One car of a comparison: a model, optionally narrowed to one of its versions. */
export interface ComparisonEntry {
  /** The model's id (content Model.id). */
  modelId: string;
  /** The chosen version's cap id; without it the cheapest version on sale is shown. */
  capId?: string;
}

const MODEL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CAP_ID = /^[A-Za-z0-9]+$/;
const MAX_KEY_LENGTH = 200;

/**
 * The key of an entry.
 * @example comparisonKey({ modelId: 'ford-puma-suv', capId: '20417' }) // 'ford-puma-suv.20417'
 */
export function comparisonKey(entry: ComparisonEntry): string {
  return entry.capId ? `${entry.modelId}.${entry.capId}` : entry.modelId;
}

/** The entry a key names, or undefined when it is not a well-formed key. */
export function parseComparisonKey(key: unknown): ComparisonEntry | undefined {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return undefined;
  const [modelId = '', capId, ...rest] = key.trim().split('.');
  if (rest.length > 0 || !MODEL_ID.test(modelId)) return undefined;
  if (capId === undefined) return { modelId };
  return CAP_ID.test(capId) ? { modelId, capId } : undefined;
}

/** A well-formed key in its canonical form, or undefined. */
export function normaliseComparisonKey(key: unknown): string | undefined {
  const entry = parseComparisonKey(key);
  return entry ? comparisonKey(entry) : undefined;
}

/** A search-params value as Next hands it to a page. */
export type QueryValue = string | string[] | undefined;

const values = (value: QueryValue): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((part) => part.split(','));

const firstValue = (value: QueryValue): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
};

/** The /car-comparison query, read. */
export interface ComparisonQuery {
  /** The well-formed keys of `ids`, without repeats, at most {@link MAX_COMPARED_CARS}. */
  ids: string[];
  /** `add` as given (checked later: a malformed or unknown one gets a notice). */
  add?: string;
  /** `remove`, normalised, when well-formed. */
  remove?: string;
  /** The make slug of the no-JavaScript picker's first step. */
  make?: string;
  /** Whether the URL had any of these parameters (such pages are kept out of search engines). */
  hasQuery: boolean;
}

/** Reads the page's search params. */
export function readComparisonQuery(params: Readonly<Record<string, QueryValue>>): ComparisonQuery {
  const ids = uniqueKeys(values(params.ids));
  const add = firstValue(params.add);
  const remove = normaliseComparisonKey(firstValue(params.remove));
  const makeValue = firstValue(params.make)?.toLowerCase();
  const make = makeValue && MODEL_ID.test(makeValue) ? makeValue : undefined;
  const hasQuery = Object.values(params).some((value) => value !== undefined);
  return { ids, ...(add ? { add } : {}), ...(remove ? { remove } : {}), ...(make ? { make } : {}), hasQuery };
}

/** Well-formed keys in canonical form, first of each kept, at most {@link MAX_COMPARED_CARS}. */
export function uniqueKeys(keys: readonly unknown[]): string[] {
  const unique: string[] = [];
  for (const key of keys) {
    const normalised = normaliseComparisonKey(key);
    if (normalised && !unique.includes(normalised)) unique.push(normalised);
  }
  return unique.slice(0, MAX_COMPARED_CARS);
}

/** What happened to the `add` of a URL or the picker. */
export type AddOutcome = 'added' | 'already' | 'full' | 'invalid';

/** The result of applying `add` and `remove` to a list of keys. */
export interface AppliedChanges {
  keys: string[];
  /** What happened to `add`, when there was one. */
  add?: { key: string; outcome: AddOutcome };
}

/**
 * A list of keys after taking out `remove` and putting in `add` (at the end; not when the list
 * is full, already has it or the key is malformed).
 */
export function applyComparisonChanges(
  current: readonly string[],
  changes: { add?: string; remove?: string },
): AppliedChanges {
  const keys = current.filter((key) => key !== changes.remove);
  if (changes.add === undefined) return { keys };
  const key = normaliseComparisonKey(changes.add);
  if (!key) return { keys, add: { key: changes.add, outcome: 'invalid' } };
  if (keys.includes(key)) return { keys, add: { key, outcome: 'already' } };
  if (keys.length >= MAX_COMPARED_CARS) return { keys, add: { key, outcome: 'full' } };
  return { keys: [...keys, key], add: { key, outcome: 'added' } };
}

/**
 * The URL of a comparison: the path alone when empty, else `?ids=` with the keys comma-joined
 * (keys are made of letters, digits, '-' and '.', so they need no escaping).
 * @example comparisonHref(['ford-puma-suv', 'kia-ev3-suv.20001']) // '/car-comparison?ids=ford-puma-suv,kia-ev3-suv.20001'
 */
export function comparisonHref(keys: readonly string[]): string {
  const valid = uniqueKeys(keys);
  return valid.length ? `${COMPARISON_PATH}?ids=${valid.join(',')}` : COMPARISON_PATH;
}
