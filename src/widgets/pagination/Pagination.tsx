'use client';
/**
 * The pagination widget (spec 9): previous, at most 9 page buttons around the current page, next,
 * drawn by the site's shared PaginationLinks (paginationWindow; 5 nearest pages below sm). Every
 * button is a link to that page, so the server-rendered first page pages with JavaScript off; with
 * it, the store loads the page in place.
 * Names: 'Page n' (the current one with aria-current="page"), 'Previous page', 'Next page'.
 * Nothing renders with one page or none. `template` replaces the markup.
 */
import type { MouseEvent, ReactNode } from 'react';
import { PaginationLinks } from '#src/primitives/PaginationLinks';
import { paginationWindow } from '#src/lib/paginationWindow';
import type { SearchStore } from '../store/searchStore';
import { pageCount, withPage } from '../store/searchState';
import { useSearchStore, useSearchStoreApi } from '../store/useSearchStore';
import { linkAction, useHrefFor, widgetTexts } from '../store/widgetLinks';

/** One page button. */
export interface PageButton {
  page: number;
  href: string;
  current: boolean;
}

/** What a custom template gets. */
export interface PaginationView {
  page: number;
  pageCount: number;
  pages: PageButton[];
  previous: PageButton | null;
  next: PageButton | null;
  goTo: (page: number) => void;
}

export interface PaginationProps {
  /** The navigation landmark's name. */
  label?: string;
  /** A custom template instead of the default markup. */
  template?: (view: PaginationView) => ReactNode;
  /** The store; the nearest SearchStoreProvider's by default. */
  store?: SearchStore;
}

/** The accessible name of a page button. */
export const pageLabel = (page: number) => `Page ${page}`;

export function Pagination({ label = widgetTexts.pagination, template, store }: PaginationProps) {
  const api = useSearchStoreApi(store);
  const state = useSearchStore((s) => s, api);
  const hrefFor = useHrefFor(api);
  const count = pageCount(state);
  const current = Math.min(Math.max(state.page, 1), Math.max(count, 1));
  const button = (page: number): PageButton => ({
    page,
    href: hrefFor(withPage(state, page)),
    current: page === current,
  });
  const view: PaginationView = {
    page: current,
    pageCount: count,
    pages: paginationWindow(current, count).map(button),
    previous: current > 1 ? button(current - 1) : null,
    next: current < count ? button(current + 1) : null,
    goTo: (page) => void api.setPage(page),
  };
  if (template) return <>{template(view)}</>;
  if (count <= 1) return null;
  // The shared page links (the same markup as the /search and list pages); a plain click on one
  // is caught before the link's own handler and loads that page through the store instead.
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    const page = api.urlFormat.read(new URL(link.href).search).page;
    linkAction(() => view.goTo(page))(event);
    if (event.defaultPrevented) event.stopPropagation();
  };
  return (
    <div onClickCapture={onClickCapture} data-widget-type="PAGINATION">
      <PaginationLinks
        page={current}
        totalPages={count}
        hrefFor={(page) => hrefFor(withPage(state, page))}
        label={label}
      />
    </div>
  );
}
