'use client';
/**
 * The results widget (spec 2.11, 3, 8, 9): the hits of the store with the default template
 * (title before ' | ', image, the category display rule of spec 9, the highlight rendered safely
 * with only <em> kept, the price through formatPrice, PROMOTED marked), the count ('10000+' at the
 * cap) and 'No search results with keyword' when nothing matches. A hit's click statistics go on
 * pointer-down and on Enter (13), with the position of spec 7. The list and the default hit are
 * the shared ResultList and ResultItem (the same as /search's). `template` replaces the whole
 * list; `hitTemplate` replaces one hit (it gets `track` to send the click).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { messages } from '#src/lib/errorMessages';
import { formatResultCount } from '#src/lib/formatResultCount';
import { formatWidgetPrice } from '#src/lib/formatWidgetPrice';
import { safeHighlight } from '#src/lib/safeHighlight';
import { trimSearchTitle } from '#src/lib/trimSearchTitle';
import { widgetCategoryLabel, type CategoryAliases } from '#src/lib/widgetCategories';
import type { SearchHit } from '#src/domain/search/searchTypes';
import type { SearchStore } from '../store/searchStore';
import { useSearchStore, useSearchStoreApi } from '../store/useSearchStore';
import { widgetTexts } from '../store/widgetLinks';
import { ResultItem } from './ResultItem';
import { ResultList } from './ResultList';

/** One hit as the default template shows it. */
export interface HitView {
  hit: SearchHit;
  /** 0-based index in the list shown. */
  index: number;
  title: string;
  category: string;
  /** Safe HTML: escaped text with only <em>. */
  highlightHtml: string;
  /** Formatted price, or '' when the hit has none. */
  price: string;
  promoted: boolean;
  /** Sends the click statistics of this hit. */
  track: () => void;
}

/** What a custom list template gets. */
export interface ResultsView {
  hits: HitView[];
  keyword: string;
  total: number;
  /** '42' or '10000+'. */
  countLabel: string;
  loading: boolean;
  error: string | null;
}

export interface ResultsProps {
  /** Category display aliases (spec 9). */
  categoryAliases?: CategoryAliases;
  /** The custom field holding the price shown; 'price' by default, null for none. */
  priceField?: string | null;
  /** The text when nothing matches; the keyword follows it in quotes. */
  noResultsText?: string;
  /** The text when the search fails (the client's message is not for visitors). */
  errorText?: string;
  /** The level of the hit titles' headings (3 by default). */
  headingLevel?: 2 | 3 | 4;
  /** A custom template of the whole list. */
  template?: (view: ResultsView) => ReactNode;
  /** A custom template of one hit. */
  hitTemplate?: (hit: HitView) => ReactNode;
  /** The store; the nearest SearchStoreProvider's by default. */
  store?: SearchStore;
}

/** The count line: '42 results', '1 result', '10000+ results'. */
export function resultCountLabel(total: number): string {
  const count = formatResultCount(total);
  return `${count} ${count === '1' ? 'result' : 'results'}`;
}

export function Results({
  categoryAliases,
  priceField = 'price',
  noResultsText = messages.noSearchResults,
  errorText = messages.searchUnavailable,
  headingLevel = 3,
  template,
  hitTemplate,
  store,
}: ResultsProps) {
  const api = useSearchStoreApi(store);
  const state = useSearchStore((s) => s, api);
  const keyword = state.keyword?.trim() ?? '';
  const hits: HitView[] = (state.results?.hits ?? []).map((hit, index) => ({
    hit,
    index,
    title: trimSearchTitle(hit.title),
    category: widgetCategoryLabel(hit.categories, categoryAliases),
    highlightHtml: safeHighlight(hit.highlight),
    price: priceField ? formatWidgetPrice(hit.custom_fields?.[priceField]) : '',
    promoted: hit.type === 'PROMOTED',
    track: () => api.trackClick(hit.id, index),
  }));
  const total = state.results?.total_hits ?? 0;
  const view: ResultsView = {
    hits,
    keyword,
    total,
    countLabel: formatResultCount(total),
    loading: state.loading,
    error: state.error,
  };
  if (template) return <>{template(view)}</>;

  const searchedOnce = state.results !== null;
  return (
    <Section aria-busy={state.loading || undefined} data-widget-type="RESULTS">
      <Count role="status">
        {state.loading && !state.appendResults
          ? widgetTexts.searching
          : searchedOnce && total > 0
            ? resultCountLabel(total)
            : ''}
      </Count>
      {state.error && (
        <ErrorText role="alert" data-error={state.error}>
          {errorText}
        </ErrorText>
      )}
      {searchedOnce && total === 0 && !state.loading && !state.error && (
        <Empty>
          {noResultsText}
          {keyword && ` "${keyword}"`}
        </Empty>
      )}
      {hits.length > 0 && (
        <ResultList
          hits={hits.map((view) => view.hit)}
          renderHit={(_, index) => {
            const view = hits[index]!;
            return hitTemplate ? (
              hitTemplate(view)
            ) : (
              <ResultItem
                hit={view.hit}
                categories={view.category ? [view.category] : []}
                price={view.price}
                headingLevel={headingLevel}
                onTrack={view.track}
              />
            );
          }}
        />
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const Count = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${vars.color.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.danger};
`;

const Empty = styled.p`
  margin: 0;
  font-size: ${vars.text.lg.size};
`;
