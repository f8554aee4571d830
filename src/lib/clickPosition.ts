/**
 * Position of a clicked search hit for the click statistics event (spec 7, search-api.md):
 * (page - 1) * pageSize + index within the hits + 1, or 0 if the document is not among the hits.
 */

/** Input of {@link clickPosition}. */
export interface ClickPositionInput {
  /** The 1-based page the hits belong to. */
  page: number;
  /** Hits per page. */
  pageSize: number;
  /** The hits of that page, in display order. */
  hits: readonly { id: string }[];
  /** The id of the clicked document. */
  docId: string;
}

/**
 * The 1-based position of a clicked document over all pages.
 *
 * @example clickPosition({ page: 2, pageSize: 10, hits, docId: hits[2].id }) // 13
 * @returns The position, or 0 when the document is not among the hits.
 */
export function clickPosition({ page, pageSize, hits, docId }: ClickPositionInput): number {
  const index = hits.findIndex((hit) => hit.id === docId);
  if (index === -1) return 0;
  return (page - 1) * pageSize + index + 1;
}
