'use client';
/**
 * The header search's results panel (spec 2.5, 3, 4): 'Searching…' while the text waits for the
 * typing delay or the answer, 'Sorry no results found', the failure message, or the listbox of
 * hits (image, the title before ' | ', the category labels, a mark when pinned) with the link to
 * all results.
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import type { SearchHit } from '#src/adapters/search/index';
import { messages } from '#src/lib/errorMessages';
import { formatResultCount } from '#src/lib/formatResultCount';
import { searchHitCategoryLabels } from '#src/lib/searchHitCategories';
import { trimSearchTitle } from '#src/lib/trimSearchTitle';
import { Icon } from '#src/primitives/Icon';
import { Image } from '#src/primitives/Image';
import type { Combobox } from '#src/primitives/useCombobox';
import {
  SEARCH_FAILED_MESSAGE,
  SEARCHING_MESSAGE,
  type HeaderSearchOutcome,
  type HeaderSearchStatus,
} from './headerSearchResults';
import {
  AllResults,
  Categories,
  Listbox,
  Message,
  Option,
  OptionText,
  OptionTitle,
  Panel,
  PromotedBadge,
  Thumb,
} from './headerSearchStyles';

export interface HeaderSearchPanelProps {
  status: HeaderSearchStatus;
  outcome: HeaderSearchOutcome | null;
  /** The trimmed text the outcome answers (the listbox's name). */
  query: string;
  /** The combobox the listbox belongs to (its ids and active option). */
  combobox: Combobox;
  /** A hit was clicked. */
  onChoose: (hit: SearchHit) => void;
  /** The results page for the text. */
  resultsUrl: string;
  onAllResultsClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onAllResultsKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function HeaderSearchPanel({
  status,
  outcome,
  query,
  combobox,
  onChoose,
  resultsUrl,
  onAllResultsClick,
  onAllResultsKeyDown,
}: HeaderSearchPanelProps) {
  return (
    <Panel data-status={status} data-outcome={outcome?.kind}>
      {status === 'loading' && <Message data-message="loading">{SEARCHING_MESSAGE}</Message>}
      {outcome?.kind === 'empty' && <Message data-message="empty">{messages.noResults}</Message>}
      {outcome?.kind === 'error' && <Message data-message="error">{SEARCH_FAILED_MESSAGE}</Message>}
      {outcome?.kind === 'hits' && (
        <>
          <Listbox {...combobox.listboxProps} aria-label={`Results for ${query}`}>
            {outcome.hits.map((hit, index) => (
              <ResultOption
                key={`${hit.id} ${index}`}
                id={combobox.optionId(index)}
                hit={hit}
                active={index === combobox.activeIndex}
                onChoose={() => onChoose(hit)}
              />
            ))}
          </Listbox>
          <AllResults href={resultsUrl} onClick={onAllResultsClick} onKeyDown={onAllResultsKeyDown}>
            See all {formatResultCount(outcome.total)} results
            <Icon name="arrowRight" size="sm" />
          </AllResults>
        </>
      )}
    </Panel>
  );
}

interface ResultOptionProps {
  id: string;
  hit: SearchHit;
  active: boolean;
  onChoose: () => void;
}

/** One hit: image, the title before ' | ', the category labels of spec 3, and a mark when pinned. */
function ResultOption({ id, hit, active, onChoose }: ResultOptionProps) {
  const labels = searchHitCategoryLabels(hit.categories);
  const image = hit.images?.main;
  const promoted = hit.type === 'PROMOTED';
  return (
    <Option
      id={id}
      role="option"
      aria-selected={active}
      data-active={active ? '' : undefined}
      data-promoted={promoted ? '' : undefined}
      onClick={onChoose}
    >
      <Thumb>{image ? <Image src={image} alt="" preset="searchResult" /> : null}</Thumb>
      <OptionText>
        <OptionTitle>{trimSearchTitle(hit.title) || hit.url}</OptionTitle>
        {labels.length > 0 && (
          <Categories>
            {labels.map((label, index) => (
              <span key={`${label} ${index}`}>{label}</span>
            ))}
          </Categories>
        )}
        {promoted && <PromotedBadge tone="tint">Promoted</PromotedBadge>}
      </OptionText>
    </Option>
  );
}
