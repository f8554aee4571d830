/**
 * `<link rel="prev">` and `<link rel="next">` of a paged list (spec 3 prevUrl, nextUrl). Next's
 * metadata has no field for them; React 19 hoists these elements into the document head.
 */
export interface PagingLinksProps {
  /** The previous page, when there is one. */
  prevUrl?: string;
  /** The next page, when there is one. */
  nextUrl?: string;
}

export function PagingLinks({ prevUrl, nextUrl }: PagingLinksProps) {
  return (
    <>
      {prevUrl ? <link rel="prev" href={prevUrl} /> : null}
      {nextUrl ? <link rel="next" href={nextUrl} /> : null}
    </>
  );
}
