/**
 * The one headless combobox of the site (WAI-ARIA 1.2 combobox pattern; spec 2.5, 4, 9) under the
 * header search, the autocomplete widget and the embed: pure state transitions, no React and no
 * DOM, so the React hook (src/primitives/useCombobox.ts) and the embed (src/widgets/embed) run
 * the same rules:
 * - ArrowDown / ArrowUp move the active option and wrap through "none": from the last option Down
 *   goes to no active option, then to the first (Up the other way);
 * - Enter chooses the active option, or with none active lets the form submit the text;
 * - Escape closes an open list (a closed one with text may clear it, for the header);
 * - arrowing onto the last option signals "reached the end" (infinite scroll of SEARCH sources);
 * - the typing delay is a debounced trigger (1500 ms, spec 9's constant).
 * Home and End keep their text-field meaning (caret to start / end): the spec gives them no role.
 */
import { searchSettings } from '../constants';

/** The active-option index meaning "no option is active". */
export const NO_ACTIVE_OPTION = -1;

/** Milliseconds without typing before the text is sent (spec 9). */
export const COMBOBOX_TYPING_DELAY_MS = searchSettings.typingDelayMs;

/**
 * The active option after an arrow key, wrapping through none: Down goes -1 -> 0 -> ... -> last
 * -> -1, Up goes the other way (-1 -> last).
 *
 * @example nextActiveIndex(-1, 3, 'down') // 0
 * @example nextActiveIndex(2, 3, 'down') // -1
 * @example nextActiveIndex(-1, 3, 'up') // 2
 * @param current The active index, or -1 for none (anything out of range counts as none).
 * @param count How many options there are; with none the answer is always -1.
 */
export function nextActiveIndex(current: number, count: number, direction: 'up' | 'down'): number {
  if (!Number.isInteger(count) || count <= 0) return NO_ACTIVE_OPTION;
  const from = activeIndexWithin(current, count);
  // Positions 0..count are the options followed by "none"; step around that ring.
  const ring = count + 1;
  const position = from === NO_ACTIVE_OPTION ? count : from;
  const next = (position + (direction === 'down' ? 1 : -1) + ring) % ring;
  return next === count ? NO_ACTIVE_OPTION : next;
}

/** The index if it names one of `count` options, else none. */
export function activeIndexWithin(index: number | null | undefined, count: number): number {
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < count ? index : NO_ACTIVE_OPTION;
}

/** What the keyboard handler needs to know. */
export interface ComboboxKeyState {
  /** Whether the list is open (shown). */
  expanded: boolean;
  /** The active option, or NO_ACTIVE_OPTION. */
  activeIndex: number;
  /** How many options the open list has. */
  optionCount: number;
  /** Whether an arrow key on a closed combobox opens it (the header search); default false. */
  opensOnArrow?: boolean;
  /** Whether the field has text: Escape on a closed combobox then answers 'clear'. */
  hasText?: boolean;
}

/**
 * What a key does. `preventDefault` says whether the key's browser default (caret move, form
 * submit, clearing a search field) must be stopped.
 */
export type ComboboxKeyAction =
  | { type: 'none'; preventDefault: false }
  | { type: 'open'; preventDefault: true }
  | { type: 'move'; activeIndex: number; reachedEnd: boolean; preventDefault: true }
  | { type: 'select'; index: number; preventDefault: true }
  | { type: 'submit'; preventDefault: false }
  | { type: 'close'; preventDefault: true }
  | { type: 'clear'; preventDefault: true };

const none = { type: 'none', preventDefault: false } as const;

/** The transition a key makes (keys it does not know answer 'none'). */
export function comboboxKeyAction(state: ComboboxKeyState, key: string): ComboboxKeyAction {
  const count = state.expanded ? Math.max(0, state.optionCount) : 0;
  const active = activeIndexWithin(state.activeIndex, count);
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (!state.expanded) return state.opensOnArrow ? { type: 'open', preventDefault: true } : none;
      const activeIndex = nextActiveIndex(active, count, key === 'ArrowDown' ? 'down' : 'up');
      return { type: 'move', activeIndex, reachedEnd: isEndOfList(activeIndex, count), preventDefault: true };
    }
    case 'Enter':
      return active === NO_ACTIVE_OPTION
        ? { type: 'submit', preventDefault: false }
        : { type: 'select', index: active, preventDefault: true };
    case 'Escape':
      if (state.expanded) return { type: 'close', preventDefault: true };
      return state.hasText ? { type: 'clear', preventDefault: true } : none;
    default:
      return none;
  }
}

/** Whether the active option is the last one: time to load the next page of SEARCH sources. */
export function isEndOfList(activeIndex: number, count: number): boolean {
  return count > 0 && activeIndex === count - 1;
}

/** Bottom of a scrolled list reached: offsetHeight + scrollTop >= scrollHeight (spec 9). */
export function isScrolledToBottom(element: { offsetHeight: number; scrollTop: number; scrollHeight: number }) {
  return element.offsetHeight + element.scrollTop >= element.scrollHeight;
}

/** A group of options (role="group" with a label), in list order. */
export interface ComboboxGroup<Option> {
  key: string;
  label: string;
  options: Option[];
}

/**
 * Splits options into their groups, in the order the groups are declared; options of an
 * undeclared group are left out, and groups keep their place even when empty.
 */
export function groupOptions<Option>(
  options: readonly Option[],
  groups: readonly { key: string; label: string }[],
  groupOf: (option: Option) => string | null,
): ComboboxGroup<Option>[] {
  return groups.map((group) => ({
    key: group.key,
    label: group.label,
    options: options.filter((option) => groupOf(option) === group.key),
  }));
}

/** The ARIA state of the field (role="combobox") for an open or closed list. */
export interface ComboboxFieldAria {
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'aria-activedescendant': string | undefined;
}

/** The field's ARIA attributes: the listbox is controlled and an option active only while it is open. */
export function comboboxFieldAria(options: {
  expanded: boolean;
  listboxId: string;
  activeIndex: number;
  optionId: (index: number) => string;
}): ComboboxFieldAria {
  const { expanded, listboxId, activeIndex, optionId } = options;
  return {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': expanded ? listboxId : undefined,
    'aria-activedescendant': expanded && activeIndex !== NO_ACTIVE_OPTION ? optionId(activeIndex) : undefined,
  };
}

/** Timers the debounce uses (fake ones in tests). */
export interface ComboboxTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: ComboboxTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The typing delay as a trigger: `type(text)` runs `onQuery(text)` once typing stops for `delayMs`. */
export interface DebouncedQuery {
  /** The text changed: restarts the delay. */
  type(text: string): void;
  /** Drops a pending query (unmount, closing). */
  cancel(): void;
  /** Whether a query waits for the delay. */
  pending(): boolean;
}

export function createDebouncedQuery(
  onQuery: (text: string) => void,
  delayMs: number = COMBOBOX_TYPING_DELAY_MS,
  timers: ComboboxTimers = globalTimers,
): DebouncedQuery {
  let handle: unknown = null;
  const cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  return {
    type(text) {
      cancel();
      handle = timers.setTimeout(() => {
        handle = null;
        onQuery(text);
      }, delayMs);
    },
    cancel,
    pending: () => handle !== null,
  };
}
