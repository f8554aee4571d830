/** The headless combobox core: keyboard transitions, the typing delay, groups and the end-of-list signal. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMBOBOX_TYPING_DELAY_MS,
  comboboxFieldAria,
  comboboxKeyAction,
  createDebouncedQuery,
  groupOptions,
  isEndOfList,
  isScrolledToBottom,
  NO_ACTIVE_OPTION,
  nextActiveIndex,
  type ComboboxKeyState,
} from '#src/lib/combobox/combobox';

const open = (activeIndex: number, optionCount = 3): ComboboxKeyState => ({
  expanded: true,
  activeIndex,
  optionCount,
});

/** Presses a key repeatedly from none, following each move; the active indexes visited. */
function press(key: 'ArrowDown' | 'ArrowUp', times: number, optionCount = 3): number[] {
  const visited: number[] = [];
  let activeIndex = NO_ACTIVE_OPTION;
  for (let step = 0; step < times; step += 1) {
    const action = comboboxKeyAction(open(activeIndex, optionCount), key);
    if (action.type !== 'move') throw new Error(`expected a move, got ${action.type}`);
    activeIndex = action.activeIndex;
    visited.push(activeIndex);
  }
  return visited;
}

describe('arrow keys', () => {
  it('ArrowDown walks every option, then none, then the first again (wrap through none)', () => {
    expect(press('ArrowDown', 5)).toEqual([0, 1, 2, NO_ACTIVE_OPTION, 0]);
  });

  it('ArrowUp goes from none to the last and wraps through none', () => {
    expect(press('ArrowUp', 5)).toEqual([2, 1, 0, NO_ACTIVE_OPTION, 2]);
  });

  it('with one option toggles between it and none', () => {
    expect(press('ArrowDown', 3, 1)).toEqual([0, NO_ACTIVE_OPTION, 0]);
  });

  it('with no options stays at none', () => {
    expect(press('ArrowDown', 2, 0)).toEqual([NO_ACTIVE_OPTION, NO_ACTIVE_OPTION]);
    expect(nextActiveIndex(0, 0, 'down')).toBe(NO_ACTIVE_OPTION);
  });

  it('treats an out-of-range active index as none', () => {
    expect(nextActiveIndex(7, 3, 'down')).toBe(0);
    expect(nextActiveIndex(1.5, 3, 'up')).toBe(2);
  });

  it('stops the caret moving only while the list is open', () => {
    expect(comboboxKeyAction(open(NO_ACTIVE_OPTION), 'ArrowDown').preventDefault).toBe(true);
    expect(comboboxKeyAction({ ...open(NO_ACTIVE_OPTION), expanded: false }, 'ArrowDown')).toEqual({
      type: 'none',
      preventDefault: false,
    });
  });

  it('opens a closed combobox when asked to (the header search)', () => {
    const closed = { ...open(NO_ACTIVE_OPTION), expanded: false, opensOnArrow: true };
    expect(comboboxKeyAction(closed, 'ArrowUp')).toEqual({ type: 'open', preventDefault: true });
  });
});

describe('the end-of-list signal', () => {
  it('arrowing onto the last option reports the end, any other move does not', () => {
    const onLast = comboboxKeyAction(open(1), 'ArrowDown');
    expect(onLast).toMatchObject({ type: 'move', activeIndex: 2, reachedEnd: true });
    expect(comboboxKeyAction(open(0), 'ArrowDown')).toMatchObject({ reachedEnd: false });
    expect(comboboxKeyAction(open(2), 'ArrowDown')).toMatchObject({ activeIndex: NO_ACTIVE_OPTION, reachedEnd: false });
    expect(comboboxKeyAction(open(NO_ACTIVE_OPTION), 'ArrowUp')).toMatchObject({ activeIndex: 2, reachedEnd: true });
  });

  it('isEndOfList needs options, and isScrolledToBottom compares the scroll box', () => {
    expect(isEndOfList(4, 5)).toBe(true);
    expect(isEndOfList(3, 5)).toBe(false);
    expect(isEndOfList(NO_ACTIVE_OPTION, 0)).toBe(false);
    expect(isScrolledToBottom({ offsetHeight: 100, scrollTop: 200, scrollHeight: 300 })).toBe(true);
    expect(isScrolledToBottom({ offsetHeight: 100, scrollTop: 199, scrollHeight: 300 })).toBe(false);
  });
});

describe('Enter and Escape', () => {
  it('Enter selects the active option', () => {
    expect(comboboxKeyAction(open(1), 'Enter')).toEqual({ type: 'select', index: 1, preventDefault: true });
  });

  it('Enter with none active (or a closed list) submits, leaving the form its default', () => {
    expect(comboboxKeyAction(open(NO_ACTIVE_OPTION), 'Enter')).toEqual({ type: 'submit', preventDefault: false });
    expect(comboboxKeyAction({ ...open(1), expanded: false }, 'Enter')).toEqual({
      type: 'submit',
      preventDefault: false,
    });
  });

  it('Escape closes an open list; on a closed one it clears text if there is some', () => {
    expect(comboboxKeyAction(open(0), 'Escape')).toEqual({ type: 'close', preventDefault: true });
    const closed = { ...open(NO_ACTIVE_OPTION), expanded: false };
    expect(comboboxKeyAction({ ...closed, hasText: true }, 'Escape')).toEqual({ type: 'clear', preventDefault: true });
    expect(comboboxKeyAction(closed, 'Escape')).toEqual({ type: 'none', preventDefault: false });
  });

  it('other keys (Home, End, letters) keep their text-field meaning', () => {
    for (const key of ['Home', 'End', 'a', 'Tab']) expect(comboboxKeyAction(open(1), key).type).toBe('none');
  });
});

describe('field ARIA', () => {
  const optionId = (index: number) => `opt-${index}`;

  it('controls the listbox and names the active option only while open', () => {
    expect(comboboxFieldAria({ expanded: true, listboxId: 'list', activeIndex: 2, optionId })).toEqual({
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': true,
      'aria-controls': 'list',
      'aria-activedescendant': 'opt-2',
    });
    expect(comboboxFieldAria({ expanded: false, listboxId: 'list', activeIndex: 2, optionId })).toMatchObject({
      'aria-expanded': false,
      'aria-controls': undefined,
      'aria-activedescendant': undefined,
    });
    expect(
      comboboxFieldAria({ expanded: true, listboxId: 'list', activeIndex: NO_ACTIVE_OPTION, optionId })[
        'aria-activedescendant'
      ],
    ).toBeUndefined();
  });
});

describe('groups', () => {
  it('splits options by group in the declared order, keeping empty groups and dropping undeclared ones', () => {
    const options = [
      { id: 'a', group: 'cars' },
      { id: 'b', group: 'news' },
      { id: 'c', group: 'cars' },
      { id: 'd', group: 'other' },
    ];
    const groups = groupOptions(
      options,
      [
        { key: 'news', label: 'News' },
        { key: 'cars', label: 'Cars' },
        { key: 'reviews', label: 'Reviews' },
      ],
      (option) => option.group,
    );
    expect(groups.map((group) => [group.label, group.options.map((option) => option.id)])).toEqual([
      ['News', ['b']],
      ['Cars', ['a', 'c']],
      ['Reviews', []],
    ]);
  });
});

describe('the typing delay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is spec 9's 1500 ms", () => {
    expect(COMBOBOX_TYPING_DELAY_MS).toBe(1500);
  });

  it('sends the latest text once typing stops for the delay', () => {
    const onQuery = vi.fn();
    const query = createDebouncedQuery(onQuery);
    query.type('g');
    vi.advanceTimersByTime(1000);
    query.type('golf');
    vi.advanceTimersByTime(1499);
    expect(onQuery).not.toHaveBeenCalled();
    expect(query.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(onQuery).toHaveBeenCalledTimes(1);
    expect(onQuery).toHaveBeenCalledWith('golf');
    expect(query.pending()).toBe(false);
  });

  it('cancel drops a pending query', () => {
    const onQuery = vi.fn();
    const query = createDebouncedQuery(onQuery, 200);
    query.type('golf');
    query.cancel();
    vi.advanceTimersByTime(5000);
    expect(onQuery).not.toHaveBeenCalled();
  });
});
