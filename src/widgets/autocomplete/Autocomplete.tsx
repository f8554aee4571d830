'use client';
/**
 * The autocomplete widget (issue #6, spec 3 and 4): a search field that is a WAI-ARIA combobox
 * over a listbox of suggestions (source SUGGESTIONS) and grouped results (each SEARCH source,
 * keyed by its jsonKey). Behaviour lives in autocompleteController.ts, state in the search store
 * (`state.autocomplete`); this file renders it:
 * - nothing is rendered for the panel while requests are pending or when it is hidden;
 * - the keys are the shared combobox's (useCombobox, src/lib/combobox): ArrowDown / ArrowUp move
 *   the active option and wrap through none; Enter chooses it (a suggestion becomes the keyword,
 *   a result opens its page) or, with none active, submits the text; Escape hides; hovering an
 *   option makes it active; mouse-down chooses (the field keeps focus);
 * - scrolling the panel (or `infiniteScrollElement`) to the bottom, or arrowing onto the last
 *   option, loads the next page of SEARCH sources;
 * - without JavaScript it is a GET form to `resultsPageUrl` (or the current page) with `search`.
 * Custom rendering: `renderSuggestion` and `renderResult` (the React form of a template).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import type { CategoryAliases } from '#src/lib/widgetCategories';
import { trimSearchTitle } from '#src/lib/trimSearchTitle';
import { groupOptions, NO_ACTIVE_OPTION } from '#src/lib/combobox/combobox';
import { useCombobox } from '#src/primitives/useCombobox';
import { visuallyHidden } from '#src/primitives/VisuallyHidden';
import type { SearchHit } from '#src/domain/search/searchTypes';
import { focusRing } from '#src/styles/focus';
import type { AutocompleteState, SearchStore } from '../store/searchStore';
import { useSearchStore, useSearchStoreApi } from '../store/useSearchStore';
import { WidgetInput } from '../widgetFields';
import {
  createAutocompleteController,
  defaultCategorySelection,
  isAutocompleteShown,
  isScrolledToBottom,
  type AutocompleteClient,
  type AutocompleteHitOption,
  type AutocompleteOption,
  type AutocompleteSource,
  type CategorySelectionFunction,
} from './autocompleteController';

export interface AutocompleteProps {
  /** Where suggestions and grouped results come from: SUGGESTIONS and/or SEARCH sources. */
  sources: readonly AutocompleteSource[];
  /** The site-search client (createSearchClient, or createMemorySearchClient in stories). */
  client: AutocompleteClient;
  /** The search store; default the nearest SearchStoreProvider's. */
  store?: SearchStore | null;
  /** Display texts for category names in results (spec 9). */
  categoryAliases?: CategoryAliases;
  /** Picks the category a result shows; default spec 9's rule. */
  categorySelectionFunction?: CategorySelectionFunction;
  /** Hide the panel when the field loses focus (default true); false keeps it until Escape or a choice. */
  hideAutomatically?: boolean;
  /** A scroll container whose bottom loads more SEARCH results; default the panel itself. */
  infiniteScrollElement?: HTMLElement | null;
  /** Called with the autocomplete state each time the panel appears. */
  onShow?: (state: AutocompleteState) => void;
  /** A choice goes to this page with `?search=`; without it the store searches in place. */
  resultsPageUrl?: string;
  /** Opens a URL; default `window.location.assign`. */
  navigate?: (url: string) => void;
  /** The field's label. */
  label?: string;
  /** Hide the label visually (it stays the field's accessible name). */
  hideLabel?: boolean;
  /** Placeholder of the field. */
  placeholder?: string;
  /** Text of the submit button. */
  buttonText?: string;
  /** Custom rendering of a suggestion (the default shows its value). */
  renderSuggestion?: (suggestion: { value: string; active: boolean }) => ReactNode;
  /** Custom rendering of a result (the default shows title and category). */
  renderResult?: (hit: SearchHit, details: { category: string; active: boolean; group: string }) => ReactNode;
  /** Extra class for layout by the parent. */
  className?: string;
}

const selectAutocomplete = (state: { autocomplete: AutocompleteState }) => state.autocomplete;
const selectKeyword = (state: { keyword: string | null }) => state.keyword;

export function Autocomplete({
  sources,
  client,
  store: storeProp,
  categoryAliases,
  categorySelectionFunction = defaultCategorySelection,
  hideAutomatically = true,
  infiniteScrollElement,
  onShow,
  resultsPageUrl,
  navigate,
  label = 'Search',
  hideLabel = false,
  placeholder,
  buttonText = 'Search',
  renderSuggestion,
  renderResult,
  className,
}: AutocompleteProps) {
  const store = useSearchStoreApi(storeProp);
  const auto = useSearchStore(selectAutocomplete, store);
  const keyword = useSearchStore(selectKeyword, store);
  const [text, setText] = useState(keyword ?? '');
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const panelRef = useRef<HTMLDivElement>(null);

  const controller = useMemo(
    () => createAutocompleteController({ store, client, sources, ...(resultsPageUrl ? { resultsPageUrl } : {}) }),
    [store, client, sources, resultsPageUrl],
  );
  useEffect(() => controller.connect(), [controller]);

  // The field follows keyword changes made elsewhere (history, another widget).
  const [seenKeyword, setSeenKeyword] = useState(keyword);
  if (keyword !== seenKeyword) {
    setSeenKeyword(keyword);
    if (keyword !== null && keyword !== text) setText(keyword);
  }

  const shown = isAutocompleteShown(auto);
  const go = (url: string) => (navigate ?? ((to: string) => window.location.assign(to)))(url);

  // onShow: each time the panel appears.
  const onShowRef = useRef(onShow);
  useEffect(() => {
    onShowRef.current = onShow;
  });
  useEffect(() => {
    if (shown) onShowRef.current?.(store.getState().autocomplete);
  }, [shown, store]);
  const options = shown ? controller.options() : [];

  // Infinite scroll: the bottom of the panel (or the given container) loads the next page.
  useEffect(() => {
    const element = infiniteScrollElement ?? panelRef.current;
    if (!element || !shown) return;
    const onScroll = () => {
      if (isScrolledToBottom(element)) void controller.loadMoreResults();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [infiniteScrollElement, shown, controller]);

  const choose = (option: AutocompleteOption) => {
    if (option.kind === 'suggestion') {
      setText(option.value);
      void controller.select(option.value, go);
    } else {
      controller.hide();
      go(option.hit.url);
    }
  };

  const combobox = useCombobox({
    expanded: shown,
    optionCount: options.length,
    activeIndex: auto.activeSuggestionIndex,
    onActiveIndexChange: (index) => controller.setActiveIndex(index === NO_ACTIVE_OPTION ? null : index),
    onSelect: (index) => {
      const option = options[index];
      if (option) choose(option);
    },
    onClose: () => controller.hide(),
    onReachEnd: () => void controller.loadMoreResults(),
  });
  const active = combobox.activeIndex;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void controller.select(text, go);
  };

  const suggestions = options.filter((option) => option.kind === 'suggestion');
  const groups = groupOptions(
    options.filter((option): option is AutocompleteHitOption => option.kind === 'hit'),
    sources.flatMap((source) =>
      source.type === 'SEARCH' ? [{ key: source.jsonKey, label: source.label ?? source.jsonKey }] : [],
    ),
    (option) => option.jsonKey,
  );
  const count = options.length;

  return (
    <Root className={className}>
      <form role="search" action={resultsPageUrl ?? ''} method="get" onSubmit={onSubmit}>
        <Label htmlFor={inputId} data-hidden={hideLabel ? '' : undefined}>
          {label}
        </Label>
        <Row>
          <Input
            id={inputId}
            name="search"
            type="search"
            data-size="md"
            autoComplete="off"
            {...combobox.fieldProps}
            placeholder={placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              store.setKeyword(event.target.value);
            }}
            onBlur={() => {
              if (hideAutomatically) controller.hide();
            }}
          />
          <SubmitButton type="submit">{buttonText}</SubmitButton>
        </Row>
        {shown && (
          <Panel
            ref={panelRef}
            {...combobox.listboxProps}
            aria-label={`Suggestions for ${auto.keyword ?? text}`}
            data-appending={auto.appendResults ? '' : undefined}
          >
            {suggestions.map((option) => (
              <Option
                key={`s-${option.index}`}
                id={combobox.optionId(option.index)}
                role="option"
                aria-selected={option.index === active}
                data-kind="suggestion"
                onMouseDown={() => choose(option)}
                onMouseEnter={() => controller.setActiveIndex(option.index)}
              >
                {option.kind === 'suggestion' &&
                  (renderSuggestion
                    ? renderSuggestion({ value: option.value, active: option.index === active })
                    : option.value)}
              </Option>
            ))}
            {groups.map((group) =>
              group.options.length === 0 ? null : (
                <Group key={group.key} role="group" aria-labelledby={`${baseId}-group-${group.key}`}>
                  <GroupLabel id={`${baseId}-group-${group.key}`} role="presentation">
                    {group.label}
                  </GroupLabel>
                  {group.options.map((option) => {
                    const category = categorySelectionFunction(option.hit, categoryAliases);
                    const isActive = option.index === active;
                    return (
                      <Option
                        key={`h-${option.index}`}
                        id={combobox.optionId(option.index)}
                        role="option"
                        aria-selected={isActive}
                        data-kind="result"
                        onMouseDown={() => choose(option)}
                        onMouseEnter={() => controller.setActiveIndex(option.index)}
                      >
                        {renderResult ? (
                          renderResult(option.hit, { category, active: isActive, group: group.key })
                        ) : (
                          <>
                            <span>{trimSearchTitle(option.hit.title) || option.hit.url}</span>
                            {category && <Category>{category}</Category>}
                          </>
                        )}
                      </Option>
                    );
                  })}
                </Group>
              ),
            )}
          </Panel>
        )}
      </form>
      <LiveRegion role="status">
        {shown ? `${count} ${count === 1 ? 'suggestion' : 'suggestions'}, use the arrow keys to choose` : ''}
      </LiveRegion>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  width: 100%;
  font-family: ${vars.font.body};
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${vars.space[1]};
  font-weight: ${vars.weight.bold};

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

const LiveRegion = styled.div`
  ${visuallyHidden}
`;

const Row = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;

/* The Field family's control box (issue #14), at md: 44 px, level with the submit button. */
const Input = styled(WidgetInput)`
  flex: 1;
  min-width: 0;
`;

const SubmitButton = styled.button`
  min-height: 44px;
  padding: 0 ${vars.space[4]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.action};
  color: ${vars.color.textInverse};
  font: inherit;
  font-weight: ${vars.weight.bold};
  cursor: pointer;

  &:hover {
    background: ${vars.color.actionHover};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Panel = styled.div`
  position: absolute;
  z-index: ${vars.z.dropdown};
  left: 0;
  right: 0;
  max-height: 320px;
  overflow-y: auto;
  margin-top: ${vars.space[1]};
  padding: ${vars.space[1]} 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background};
  box-shadow: ${vars.shadow.raised};
`;

const Group = styled.div`
  border-top: 1px solid ${vars.color.border};
  margin-top: ${vars.space[1]};
  padding-top: ${vars.space[1]};

  &:first-child {
    border-top: 0;
    margin-top: 0;
  }
`;

const GroupLabel = styled.div`
  padding: ${vars.space[1]} ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  font-weight: ${vars.weight.bold};
`;

const Option = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[2]};
  min-height: 32px;
  padding: ${vars.space[1]} ${vars.space[3]};
  color: ${vars.color.text};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${vars.color.brandTint};
    box-shadow: inset 4px 0 0 ${vars.color.brand};
  }
`;

const Category = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
`;
