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
import {
  createSearchStats,
  type SearchClient,
  type SearchHit,
  type SearchResponse,
  type SearchStats,
} from '#src/adapters/search/index';
import { COMBOBOX_TYPING_DELAY_MS, NO_ACTIVE_OPTION } from '#src/lib/combobox/combobox';
import { searchSettings } from '#src/lib/constants';
import { sitePaths } from '#src/domain/routes';
import { searchResultsUrl } from '#src/lib/searchNavigation';
import { Icon } from '#src/primitives/Icon';
import { useCombobox } from '#src/primitives/useCombobox';
import { HeaderSearchPanel } from './HeaderSearchPanel';
import { useHeaderSearchOverlay } from './headerSearchOverlay';
import { searchAnnouncement, useDebouncedSearch } from './headerSearchResults';
import { CLOSE_SEARCH_LABEL, DEFAULT_SEARCH_PLACEHOLDER, SEARCH_FIELD_LABEL } from './headerSearchText';
import {
  CloseButton,
  Field,
  FIELD_ICON_SIZE,
  FieldIcon,
  Form,
  HiddenLabel,
  Input,
  LiveRegion,
  Overlay,
  Root,
  searchInputName,
  searchInputTyping,
} from './headerSearchStyles';

/**
 * The header search box (spec 2.5, 4): a WAI-ARIA combobox over the site search. Focusing the
 * field turns a dimmed overlay on over the page below the header, with a close cross; Escape, a
 * click on the overlay or on the cross turns it off. The overlay state goes to `onOverlayChange`
 * and to the header's `HeaderSearchFocusContext` (the header hides its mobile icon group with it).
 * The text is sent after 1500 ms without typing; results show under the field while the overlay is
 * on and the text is non-empty; arrow keys move the active result, wrapping through none; Enter
 * or a click opens it, Enter with none active opens the results page (the keys are the shared
 * combobox's: useCombobox over src/lib/combobox). Without JavaScript the field is a plain GET
 * form to the results page. The overlay lives in headerSearchOverlay.ts, the panel in
 * HeaderSearchPanel.tsx, the styles in headerSearchStyles.ts, the texts in headerSearchText.ts. On the
 * site it loads on interaction behind LazyHeaderSearch.tsx, which can hand it a `takeOver`.
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
  /**
   * The state of the plain field this box replaces (LazyHeaderSearch): its text, and whether it
   * had focus with its caret, so nothing typed before the box's code arrived is lost.
   */
  takeOver?: HeaderSearchTakeOver;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** What the box takes over from the field it replaces. */
export interface HeaderSearchTakeOver {
  text: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}

const assignLocation = (url: string) => window.location.assign(url);
const noActive = { query: '', index: NO_ACTIVE_OPTION } as const;

export function HeaderSearch({
  client,
  placeholder = DEFAULT_SEARCH_PLACEHOLDER,
  onOverlayChange,
  navigate = assignLocation,
  typingDelayMs = COMBOBOX_TYPING_DELAY_MS,
  pageSize = searchSettings.defaultPageSize,
  takeOver,
  className,
}: HeaderSearchProps) {
  const id = useId();
  const inputId = `${id}input`;

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  /** Set while the component itself focuses the field, so that focus does not reopen the overlay. */
  const refocusing = useRef(false);

  const [text, setText] = useState(takeOver?.text ?? '');
  /** The active result, tied to the query it was chosen for (a new answer starts with none). */
  const [active, setActive] = useState<{ query: string; index: number }>(noActive);
  const overlay = useHeaderSearchOverlay({ onOverlayChange, rootRef, overlayRef });
  const { overlayOn } = overlay;
  const setOverlay = (on: boolean) => {
    if (overlay.setOverlay(on)) setActive(noActive);
  };

  // Statistics: one tracker for the component's life (made on first use, outside render), always
  // reaching the current client.
  // Focus and caret move over from the replaced field once, on mount; the focus opens the overlay
  // as the visitor's own focus would have.
  const takeOverAtMount = useRef(takeOver);
  useLayoutEffect(() => {
    const from = takeOverAtMount.current;
    const input = inputRef.current;
    if (!from?.focused || !input) return;
    input.focus();
    if (from.selectionStart !== null)
      input.setSelectionRange(from.selectionStart, from.selectionEnd ?? from.selectionStart);
  }, []);

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
  const announcement = outcome ? searchAnnouncement(outcome) : '';
  const resultsUrl = searchResultsUrl(text) ?? sitePaths.search;

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

  const combobox = useCombobox({
    expanded: hits.length > 0,
    // The overlay is the popup: Escape closes it, and an arrow key opens it, even before results show.
    open: overlayOn,
    optionCount: hits.length,
    activeIndex: active.query === search.query ? active.index : NO_ACTIVE_OPTION,
    onActiveIndexChange: (index) => setActive({ query: search.query, index }),
    onSelect: (index) => {
      const hit = hits[index];
      if (hit) choose(hit);
    },
    onOpen: () => setOverlay(true),
    onClose: () => setOverlay(false),
    // Escape with the overlay already closed clears the text.
    onClear: () => setText(''),
    hasText: text !== '',
  });

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
      <Form role="search" aria-label="Site" action={sitePaths.search} method="get" onSubmit={onSubmit}>
        <HiddenLabel htmlFor={inputId}>{SEARCH_FIELD_LABEL}</HiddenLabel>
        <Field>
          <FieldIcon name="search" size={FIELD_ICON_SIZE} />
          <Input
            ref={inputRef}
            id={inputId}
            {...searchInputName}
            {...combobox.fieldProps}
            {...searchInputTyping}
            placeholder={placeholder}
            value={text}
            data-overlay={overlayOn ? 'on' : 'off'}
            onChange={onChange}
            onFocus={openUnlessRefocusing}
            onClick={openUnlessRefocusing}
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
          <HeaderSearchPanel
            status={search.status}
            outcome={outcome}
            query={search.query}
            combobox={combobox}
            onChoose={choose}
            resultsUrl={resultsUrl}
            onAllResultsClick={onAllResultsClick}
            onAllResultsKeyDown={onEscapeToField}
          />
        )}
      </Form>
      <LiveRegion role="status">{announcement}</LiveRegion>
    </Root>
  );
}
