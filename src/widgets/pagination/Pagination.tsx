'use client';
/**
 * The pagination widget (spec 9): previous, at most 9 page buttons around the current page
 * (paginationWindow, shared with the /search page), next. Every button is a link to that page, so
 * the server-rendered first page pages with JavaScript off; with it, the store loads the page.
 * Names: 'Page n' (the current one with aria-current="page"), 'Previous page', 'Next page'.
 * Nothing renders with one page or none. `template` replaces the markup.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../../tokens';
import { paginationWindow } from '../../lib/paginationWindow';
import { focusRing } from '../../styles/focus';
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
  return (
    <nav aria-label={label} data-widget-type="PAGINATION">
      <List>
        {view.previous && (
          <li>
            <PageLink
              href={view.previous.href}
              rel="prev"
              data-step="previous"
              aria-label={widgetTexts.previous}
              onClick={linkAction(() => view.goTo(current - 1))}
            >
              <span aria-hidden="true">‹</span>
            </PageLink>
          </li>
        )}
        {view.pages.map((page) => (
          <li key={page.page}>
            <PageLink
              href={page.href}
              aria-label={pageLabel(page.page)}
              aria-current={page.current ? 'page' : undefined}
              onClick={linkAction(() => view.goTo(page.page))}
            >
              {page.page}
            </PageLink>
          </li>
        ))}
        {view.next && (
          <li>
            <PageLink
              href={view.next.href}
              rel="next"
              data-step="next"
              aria-label={widgetTexts.next}
              onClick={linkAction(() => view.goTo(current + 1))}
            >
              <span aria-hidden="true">›</span>
            </PageLink>
          </li>
        )}
      </List>
    </nav>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.brand};
  font-weight: ${vars.weight.bold};
  font-variant-numeric: tabular-nums;
  text-decoration: none;

  &:hover {
    border-color: ${vars.color.brand};
    background: ${vars.color.brandTint};
  }
  &[aria-current='page'] {
    border-color: ${vars.color.brand};
    background: ${vars.color.brand};
    color: ${vars.color.textInverse};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
