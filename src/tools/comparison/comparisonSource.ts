/**
 * Where the comparison island reads cars and picker choices from in the browser: the site's own
 * Content API (/api/content) through the HTTP ContentAdapter, so the client needs no API of its
 * own. An interface, so stories and tests can hand the view a source over sample data.
 */
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { createHttpContent } from '#src/adapters/content/httpContent';
import {
  loadComparison,
  loadPickerModels,
  loadPickerVersions,
  type LoadedComparison,
  type PickerModel,
  type PickerVersion,
} from './comparisonData';
import { apiPaths } from '#src/domain/routes';

/** What the comparison view reads. */
export interface ComparisonSource {
  /** The cars of these keys (unknown ones in `missing`); rejects when the service is down. */
  cars(keys: readonly string[]): Promise<LoadedComparison>;
  /** The models of a make on sale. */
  models(makeSlug: string): Promise<PickerModel[]>;
  /** The versions of a model on sale, cheapest first. */
  versions(modelId: string): Promise<PickerVersion[]>;
}

/** A source over any ContentAdapter. */
export function adapterComparisonSource(adapter: Pick<ContentAdapter, 'list'>): ComparisonSource {
  return {
    cars: (keys) => loadComparison(adapter, keys),
    models: (makeSlug) => loadPickerModels(adapter, makeSlug),
    versions: (modelId) => loadPickerVersions(adapter, modelId),
  };
}

let apiSource: ComparisonSource | undefined;

/** The browser's source: the site's Content API at /api/content (created on first use). */
export function apiComparisonSource(): ComparisonSource {
  apiSource ??= adapterComparisonSource(createHttpContent(apiPaths.content));
  return apiSource;
}
