'use client';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import styled from 'styled-components';
import { vars } from '../../../tokens';
import {
  createSearchStats,
  type SearchClient,
  type SearchHit,
  type SearchResponse,
  type SearchStats,
} from '../../adapters/search/index';
import { PRODUCT_NAME, searchSettings } from '../../lib/constants';
import { formatResultCount } from '../../lib/formatResultCount';
import { searchHitCategoryLabels } from '../../lib/searchHitCategories';
import { trimSearchTitle } from '../../lib/trimSearchTitle';
import { Badge } from '../../primitives/Badge';
import { Icon } from '../../primitives/Icon';
import { Image } from '../../primitives/Image';
import { visuallyHidden } from '../../primitives/VisuallyHidden';
import { focusRing, focusRingInset } from '../../styles/focus';
import { mq } from '../../styles/mq';
import { useHeaderSearchFocus } from './headerSearchFocus';
import { NO_ACTIVE_RESULT, nextActiveIndex, SEARCH_RESULTS_PATH, searchResultsUrl } from '../../lib/searchNavigation';
import {
  SEARCH_FAILED_MESSAGE,
  SEARCHING_MESSAGE,
  searchAnnouncement,
  useDebouncedSearch,
} from './headerSearchResults';
import { messages } from '../../lib/errorMessages';

/**
 * The header search box (spec 2.5, 4): a WAI-ARIA combobox over the site search. Focusing the
 * field turns a dimmed overlay on over the page below the header, with a close cross; Escape, a
 * click on the overlay or on the cross turns it off. The overlay state goes to `onOverlayChange`
 * and to the header's `HeaderSearchFocusContext` (the header hides its mobile icon group with it).
 * The text is sent after 1500 ms without typing; results show under the field while the overlay is
 * on and the text is non-empty; arrow keys move the active result, wrapping through none; Enter
 * or a click opens it, Enter with none active opens the results page. Without JavaScript the field
 * is a plain GET form to the results page.
 *
 * Statistics and analytics (spec 7, 9), by the same code as /search, /used-cars and the widgets
 * (createSearchStats): the search event 2500 ms after each answer (a newer answer replaces a
 * pending one), and the click event when a result is chosen (click, or Enter on the active one)
 * with its position (page 1 here, so its index + 1). Both go to the client's sendStatsEvent
 * (/v1/stats, and the client's onAnalytics: the site points it at the data layer).
 */
export interface HeaderSearchProps {
  /**
   * The site-search client (createSearchClient in the site, createMemorySearchClient in stories):
   * `search`, and `sendStatsEvent` for the statistics when it has one.
   */
  client: Pick<SearchClient, 'search'> & Partial<Pick<SearchClient, 'sendStatsEvent'>>;
  /** Placeholder of the field; default 'Search Kerbside?' (the product name). */
  placeholder?: string;
  /** Called with true when the overlay turns on and false when it turns off. */
  onOverlayChange?: (on: boolean) => void;
  /** Opens a URL (a result, or the results page); default `window.location.assign`. */
  navigate?: (url: string) => void;
  /** Milliseconds without typing before the text is sent; default 1500 (spec 9). */
  typingDelayMs?: number;
  /** How many results to ask for; default 10 (spec 9). */
  pageSize?: number;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** The default placeholder, carrying the product's name (spec 2.5). */
export const DEFAULT_SEARCH_PLACEHOLDER = `Search ${PRODUCT_NAME}?`;
/** The field's accessible name. */
export const SEARCH_FIELD_LABEL = `Search ${PRODUCT_NAME}`;
/** Accessible name of the close cross. */
export const CLOSE_SEARCH_LABEL = 'Close search';

const assignLocation = (url: string) => window.location.assign(url);
const noActive = { query: '', index: NO_ACTIVE_RESULT } as const;

export function HeaderSearch({
  client,
  placeholder = DEFAULT_SEARCH_PLACEHOLDER,
  onOverlayChange,
  navigate = assignLocation,
  typingDelayMs = searchSettings.typingDelayMs,
  pageSize = searchSettings.defaultPageSize,
  className,
}: HeaderSearchProps) {
  const id = useId();
  const inputId = `${id}input`;
  const listboxId = `${id}results`;
  const optionId = (index: number) => `${id}result-${index}`;

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  /** Set while the component itself focuses the field, so that focus does not reopen the overlay. */
  const refocusing = useRef(false);

  const [text, setText] = useState('');
  const [overlayOn, setOverlayOn] = useState(false);
  const overlayOnRef = useRef(false);
  /** The active result, tied to the query it was chosen for (a new answer starts with none). */
  const [active, setActive] = useState<{ query: string; index: number }>(noActive);

  // The parent's callbacks are read when the overlay changes, never as effect dependencies.
  const headerFocus = useHeaderSearchFocus();
  const reporters = useRef({ onOverlayChange, headerFocus });
  useEffect(() => {
    reporters.current = { onOverlayChange, headerFocus };
  }, [onOverlayChange, headerFocus]);

  const setOverlay = useCallback((on: boolean) => {
    if (overlayOnRef.current === on) return;
    overlayOnRef.current = on;
    setOverlayOn(on);
    setActive(noActive);
    reporters.current.onOverlayChange?.(on);
    reporters.current.headerFocus.setSearchInFocus(on);
  }, []);

  // Leaving the page with the overlay on must not leave the header thinking search has focus.
  useEffect(
    () => () => {
      if (!overlayOnRef.current) return;
      overlayOnRef.current = false;
      reporters.current.onOverlayChange?.(false);
      reporters.current.headerFocus.setSearchInFocus(false);
    },
    [],
  );

  // The overlay starts at the bottom of the header (the whole viewport outside one).
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    const root = rootRef.current;
    if (!overlayOn || !overlay || !root) return;
    const place = () => {
      const header = root.closest('header');
      overlay.style.top = `${header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0}px`;
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [overlayOn]);

  // Statistics: one tracker for the component's life (made on first use, outside render), always
  // reaching the current client.
  const clientRef = useRef(client);
  useEffect(() => {
    clientRef.current = client;
  }, [client]);
  const statsRef = useRef<SearchStats | null>(null);
  const stats = useCallback(() => (statsRef.current ??= createSearchStats({ client: () => clientRef.current })), []);
  /** The answer shown, for the click statistics (its hits and the page size asked). */
  const answered = useRef<{ query: string; response: SearchResponse; pageSize: number } | null>(null);
  const onAnswer = useCallback(
    (query: string, response: SearchResponse) => {
      answered.current = { query, response, pageSize };
      stats().searched(query, response);
    },
    [stats, pageSize],
  );

  const search = useDebouncedSearch({ client, text, delayMs: typingDelayMs, pageSize, onAnswer });
  const panelShown = overlayOn && search.status !== 'idle';
  const outcome = panelShown ? search.outcome : null;
  const hits: readonly SearchHit[] = outcome?.kind === 'hits' ? outcome.hits : [];
  const listShown = hits.length > 0;
  const activeIndex =
    listShown && active.query === search.query && active.index < hits.length ? active.index : NO_ACTIVE_RESULT;
  const announcement = outcome ? searchAnnouncement(outcome) : '';
  const resultsUrl = searchResultsUrl(text) ?? SEARCH_RESULTS_PATH;

  useEffect(() => {
    if (activeIndex === NO_ACTIVE_RESULT) return;
    document.getElementById(`${id}result-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, id]);

  const go = (url: string) => {
    setOverlay(false);
    navigate(url);
  };

  /** Opens a result, sending its click statistics first. */
  const choose = (hit: SearchHit) => {
    // The hits shown are always the answer to search.query (answers to older text are dropped).
    const shown = answered.current?.query === search.query ? answered.current : null;
    stats().click({
      keyword: search.query,
      documentId: hit.id,
      page: 1,
      pageSize: shown?.pageSize ?? pageSize,
      results: shown?.response ?? null,
    });
    go(hit.url);
  };

  /** Turns the overlay off and keeps keyboard focus in the field without reopening it. */
  const closeToField = () => {
    setOverlay(false);
    refocusing.current = true;
    inputRef.current?.focus();
    refocusing.current = false;
  };

  const openUnlessRefocusing = () => {
    if (!refocusing.current) setOverlay(true);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    setOverlay(true);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!overlayOnRef.current) {
          setOverlay(true);
          return;
        }
        if (listShown)
          setActive({
            query: search.query,
            index: nextActiveIndex(activeIndex, hits.length, event.key === 'ArrowDown' ? 'down' : 'up'),
          });
        return;
      }
      case 'Escape': {
        // Escape closes the overlay; with it already closed, a second Escape clears the text.
        if (overlayOnRef.current) {
          event.preventDefault();
          setOverlay(false);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
      }
      case 'Enter': {
        const hit = activeIndex === NO_ACTIVE_RESULT ? undefined : hits[activeIndex];
        if (hit) {
          event.preventDefault();
          choose(hit);
        }
        // Otherwise the form submits: the results page for the text.
        return;
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = searchResultsUrl(text);
    if (url) go(url);
  };

  /** Escape on the cross or the See all link: overlay off, focus back to the field. */
  const onEscapeToField = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    closeToField();
  };

  // Focus moving to something outside (Tab away) turns the overlay off; a click on the page
  // reaches the overlay instead, which turns it off itself.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) setOverlay(false);
  };

  const onAllResultsClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(resultsUrl);
  };

  return (
    <Root ref={rootRef} className={className} data-overlay={overlayOn ? 'on' : 'off'} onBlur={onBlur}>
      {overlayOn && (
        <Overlay ref={overlayRef} role="presentation" data-search-overlay="" onClick={() => setOverlay(false)} />
      )}
      <Form role="search" aria-label="Site" action={SEARCH_RESULTS_PATH} method="get" onSubmit={onSubmit}>
        <HiddenLabel htmlFor={inputId}>{SEARCH_FIELD_LABEL}</HiddenLabel>
        <Field>
          <FieldIcon name="search" size="sm" />
          <Input
            ref={inputRef}
            id={inputId}
            name="search"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listShown ? listboxId : undefined}
            aria-activedescendant={activeIndex === NO_ACTIVE_RESULT ? undefined : optionId(activeIndex)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={placeholder}
            value={text}
            data-overlay={overlayOn ? 'on' : 'off'}
            onChange={onChange}
            onFocus={openUnlessRefocusing}
            onClick={openUnlessRefocusing}
            onKeyDown={onInputKeyDown}
          />
          {overlayOn && (
            <CloseButton
              type="button"
              aria-label={CLOSE_SEARCH_LABEL}
              onClick={closeToField}
              onKeyDown={onEscapeToField}
            >
              <Icon name="close" size="sm" />
            </CloseButton>
          )}
        </Field>
        {panelShown && (
          <Panel data-status={search.status} data-outcome={outcome?.kind}>
            {search.status === 'loading' && <Message data-message="loading">{SEARCHING_MESSAGE}</Message>}
            {outcome?.kind === 'empty' && <Message data-message="empty">{messages.noResults}</Message>}
            {outcome?.kind === 'error' && <Message data-message="error">{SEARCH_FAILED_MESSAGE}</Message>}
            {outcome?.kind === 'hits' && (
              <>
                <Listbox
                  id={listboxId}
                  role="listbox"
                  aria-label={`Results for ${search.query}`}
                  // Keep focus in the field while a result is pressed.
                  onMouseDown={(event) => event.preventDefault()}
                >
                  {hits.map((hit, index) => (
                    <ResultOption
                      key={`${hit.id} ${index}`}
                      id={optionId(index)}
                      hit={hit}
                      active={index === activeIndex}
                      onChoose={() => choose(hit)}
                    />
                  ))}
                </Listbox>
                <AllResults href={resultsUrl} onClick={onAllResultsClick} onKeyDown={onEscapeToField}>
                  See all {formatResultCount(outcome.total)} results
                  <Icon name="arrowRight" size="sm" />
                </AllResults>
              </>
            )}
          </Panel>
        )}
      </Form>
      <LiveRegion role="status">{announcement}</LiveRegion>
    </Root>
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

const fieldHeight = '44px';

const Root = styled.div`
  position: relative;
  width: 100%;

  &[data-overlay='on'] {
    z-index: ${vars.z.overlay};
  }
`;

/** Fixed over the page below the header; its top is set from the header's bottom edge. */
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 0;
  background: ${vars.color.overlay};
`;

const Form = styled.form`
  position: relative;
  z-index: 1;
  margin: 0;
`;

const HiddenLabel = styled.label`
  ${visuallyHidden}
`;

const LiveRegion = styled.div`
  ${visuallyHidden}
`;

const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const FieldIcon = styled(Icon)`
  position: absolute;
  left: ${vars.space[3]};
  color: ${vars.color.textMuted};
  pointer-events: none;
`;

const Input = styled.input`
  width: 100%;
  min-width: 0;
  height: ${fieldHeight};
  margin: 0;
  padding: 0 ${vars.space[3]} 0 40px;
  border: 1px solid ${vars.color.inputBorder};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.background};
  color: ${vars.color.text};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
  appearance: none;

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
    display: none;
  }
  &[data-overlay='on'] {
    padding-right: 48px;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const CloseButton = styled.button`
  position: absolute;
  right: ${vars.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.text};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface};
  }
  &:focus-visible {
    ${focusRingInset}
  }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space[2]});
  left: 0;
  right: 0;
  max-height: min(70vh, 560px);
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${vars.color.background};
  color: ${vars.color.text};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.overlay};
`;

const Message = styled.p`
  margin: 0;
  padding: ${vars.space[4]};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};

  &[data-message='loading'] {
    color: ${vars.color.textMuted};
  }
  &[data-message='error'] {
    color: ${vars.color.danger};
  }
`;

const Listbox = styled.ul`
  margin: 0;
  padding: ${vars.space[2]} 0;
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 48px;
  padding: ${vars.space[2]} ${vars.space[4]};
  cursor: pointer;
  box-shadow: inset 0 0 0 transparent;

  &:hover {
    background: ${vars.color.surface};
  }
  &[data-active] {
    background: ${vars.color.brandTint};
    box-shadow: inset 4px 0 0 ${vars.color.brand};
  }
`;

const Thumb = styled.span`
  flex: none;
  width: 72px;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  ${mq.from.md} {
    width: 84px;
  }
`;

const OptionText = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const OptionTitle = styled.span`
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
  overflow-wrap: anywhere;
`;

const Categories = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
  text-transform: uppercase;
  letter-spacing: 0.04em;

  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The separator trails its label, so a wrapped line never starts with one. */
  span:not(:last-child)::after {
    content: '·';
    margin-left: ${vars.space[2]};
  }
`;

const PromotedBadge = styled(Badge)`
  align-self: flex-start;
`;

const AllResults = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-height: 44px;
  padding: ${vars.space[2]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.link};
  font-weight: ${vars.weight.bold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRingInset}
  }
`;
