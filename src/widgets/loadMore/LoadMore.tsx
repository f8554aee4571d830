'use client';
/**
 * The load-more widget (spec 2.11, 4, 9): shown only while the page is below the page count
 * (total_hits / pageSize rounded up); it raises the page by one and the store appends the hits.
 * - BUTTON: 'Load more', 'Loading more..' while loading. It is a GET form's submit button, so
 *   with JavaScript off it opens the next page.
 * - INFINITE_SCROLL: loads when a scroll container (`scrollContainer`) is scrolled to its bottom
 *   (offsetHeight + scrollTop >= scrollHeight) or when the marker under the results enters the
 *   viewport (IntersectionObserver); nothing happens while loading. 'Loading more..' is announced
 *   in a status region; with JavaScript off a link to the next page stands in.
 * `template` replaces the markup of BUTTON.
 */
import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { focusRing } from '#src/styles/focus';
import type { SearchStore } from '../store/searchStore';
import { pageCount, withPage } from '../store/searchState';
import { useSearchStore, useSearchStoreApi } from '../store/useSearchStore';
import { useHrefFor, widgetTexts } from '../store/widgetLinks';
import { reachedBottom } from './scrollBottom';

export type LoadMoreType = 'BUTTON' | 'INFINITE_SCROLL';

/** What a custom template gets. */
export interface LoadMoreView {
  loading: boolean;
  /** More pages exist. */
  hasMore: boolean;
  loadMore: () => void;
  /** The next page's URL (no JavaScript). */
  nextHref: string;
}

export interface LoadMoreProps {
  /** The widget type. */
  type: LoadMoreType;
  /** INFINITE_SCROLL: the scrolling container to watch (the viewport marker is used as well). */
  scrollContainer?: RefObject<HTMLElement | null>;
  /** INFINITE_SCROLL: IntersectionObserver root margin of the marker. */
  rootMargin?: string;
  /** Button text. */
  label?: string;
  /** Button text while loading. */
  loadingLabel?: string;
  /** A custom template instead of the default markup. */
  template?: (view: LoadMoreView) => ReactNode;
  /** The store; the nearest SearchStoreProvider's by default. */
  store?: SearchStore;
}

export function LoadMore({
  type,
  scrollContainer,
  rootMargin = '0px',
  label = widgetTexts.loadMore,
  loadingLabel = widgetTexts.loadingMore,
  template,
  store,
}: LoadMoreProps) {
  const api = useSearchStoreApi(store);
  const state = useSearchStore((s) => s, api);
  const hrefFor = useHrefFor(api);
  const marker = useRef<HTMLDivElement>(null);
  const hasMore = state.results !== null && state.page < pageCount(state);
  const next = withPage(state, state.page + 1);
  const loadMore = () => void api.loadMore();
  const infinite = type === 'INFINITE_SCROLL';

  // The marker: a new observer after every load, so a marker still in view loads the next page too.
  useEffect(() => {
    if (!infinite || !hasMore || state.loading || typeof IntersectionObserver === 'undefined') return;
    const element = marker.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void api.loadMore();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [infinite, hasMore, state.loading, state.page, api, rootMargin]);

  // The scroll container: its bottom reached (spec 9).
  useEffect(() => {
    const container = scrollContainer?.current;
    if (!infinite || !container) return;
    const onScroll = () => {
      if (reachedBottom(container)) void api.loadMore();
    };
    container.addEventListener('scroll', onScroll, { passive: true });
    return () => container.removeEventListener('scroll', onScroll);
  }, [infinite, scrollContainer, api]);

  const view: LoadMoreView = { loading: state.loading, hasMore, loadMore, nextHref: hrefFor(next) };
  if (template) return <>{template(view)}</>;

  if (infinite) {
    return (
      <div data-widget-type="INFINITE_SCROLL">
        {hasMore && <Marker ref={marker} data-infinite-scroll-marker="" />}
        <Status role="status">{state.loading && state.appendResults ? loadingLabel : ''}</Status>
        {hasMore && (
          <noscript>
            <a href={view.nextHref}>{label}</a>
          </noscript>
        )}
      </div>
    );
  }

  if (!hasMore) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loadMore();
  };
  const loading = state.loading && state.appendResults;
  return (
    <form method="get" action={api.linkBase.pathname || undefined} onSubmit={onSubmit} data-widget-type="BUTTON">
      {[...api.urlFormat.write(next, api.linkBase.search)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" aria-disabled={loading || undefined} data-loading={loading || undefined}>
        {loading ? loadingLabel : label}
      </Button>
    </form>
  );
}

const Marker = styled.div`
  height: 1px;
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${vars.color.textMuted};
  text-align: center;
`;

const Button = styled.button`
  display: block;
  min-width: 12rem;
  min-height: 44px;
  margin: 0 auto;
  padding: 0 ${vars.space[5]};
  border: 2px solid ${vars.color.brand};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.brand};
  font: inherit;
  font-weight: ${vars.weight.bold};
  cursor: pointer;

  &:hover {
    background: ${vars.color.brandTint};
  }
  &[data-loading] {
    cursor: progress;
  }
  &:focus-visible {
    ${focusRing}
  }
`;
