/** A small in-memory index (src/domain/search/documentIndex.ts) and parsed parameters for the core's tests. */
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import { appendDocument, emptyDocumentIndex, type DocumentIndex } from '#src/domain/search/documentIndex';
import type { CustomFields, SearchParams } from '#src/domain/search/searchTypes';

export interface CoreDocument {
  title?: string;
  ts: number;
  boost?: number;
  language?: string;
  categories?: string[];
  customFields?: CustomFields;
}

export function indexOf(documents: readonly CoreDocument[], capacity = 2): DocumentIndex {
  const index = emptyDocumentIndex(capacity);
  for (const document of documents) {
    appendDocument(index, {
      title: document.title ?? 'Page | Kerbside',
      ts: document.ts,
      boost: document.boost ?? 1,
      language: document.language ?? 'en',
      categories: document.categories ?? [],
      customFields: document.customFields ?? {},
    });
  }
  return index;
}

/** Parameters as the API parses them. */
export const paramsOf = (query: string | Record<string, string> | Array<[string, string]> = {}): SearchParams =>
  parseSearchParams(new URLSearchParams(query));

export const all = (index: DocumentIndex) => Int32Array.from({ length: index.size }, (_, position) => position);
