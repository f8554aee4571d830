import type { ReactElement } from 'react';
import { CardGrid } from './CardGrid';
import { ContentUnavailable } from './ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from './ListSection';
import { pageHref } from '#src/domain/routes';
import { PaginationLinks, paginationTexts } from '#src/primitives/PaginationLinks';

/**
 * PagedCardList: one page of a paged list of cards (`?page=n`) in its titled section, with the
 * page links under it. It owns the states every such list shares: a page past the end (with a
 * way back to page 1), an empty list, and the content service not answering (ContentUnavailable
 * in place of the section). A Server Component.
 */
export interface PagedCardListProps<T> {
  /** The section heading, e.g. 'Latest reviews'. */
  title: string;
  /** Element id of the section (an anchor, e.g. 'latest-reviews'). */
  id?: string;
  /** A link to the whole list beside the heading. */
  moreLink?: { text: string; href: string };
  /** This page's items; null when the content service did not answer. */
  items: readonly T[] | null;
  /** One item's card; give it a key. */
  renderCard: (item: T, index: number) => ReactElement;
  /** The page shown now (1-based). */
  page: number;
  /** How many pages the list has (0 when it is empty or did not load). */
  totalPages: number;
  /** The list's path, e.g. '/reviews'; also where a page past the end sends visitors. */
  basePath: string;
  /** Other query values every page keeps, e.g. { price: '20000-25000' }. */
  query?: Readonly<Record<string, string | number | undefined>>;
  /** Accessible name of the page links, e.g. 'Pages of reviews'. */
  paginationLabel?: string;
  /** What the list says when it has no items, word for word. */
  emptyMessage: string;
  /** A way on from the empty list. */
  emptyAction?: { text: string; href: string };
  /** What could not be shown when items is null, e.g. 'the latest reviews'. */
  unavailableWhat: string;
}

export function PagedCardList<T>({
  title,
  id,
  moreLink,
  items,
  renderCard,
  page,
  totalPages,
  basePath,
  query,
  paginationLabel,
  emptyMessage,
  emptyAction,
  unavailableWhat,
}: PagedCardListProps<T>) {
  if (items === null) return <ContentUnavailable what={unavailableWhat} />;
  return (
    <ListSection title={title} id={id} moreLink={moreLink}>
      {page > Math.max(totalPages, 1) ? (
        <EmptyState
          message={paginationTexts.pastTheEnd(page)}
          action={{ text: paginationTexts.firstPage, href: pageHref(basePath, 1, query) }}
        />
      ) : items.length ? (
        <CardGrid>{items.map(renderCard)}</CardGrid>
      ) : (
        <EmptyState message={emptyMessage} action={emptyAction} />
      )}
      <PaginationLinks page={page} totalPages={totalPages} basePath={basePath} query={query} label={paginationLabel} />
    </ListSection>
  );
}
