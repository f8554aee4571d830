'use client';
/**
 * The React side of the headless combobox (src/lib/combobox): the field's ARIA and key handling,
 * the listbox and option ids, and the active option kept in view. The caller owns the state (the
 * header search its own, the autocomplete widget the search store) and renders the markup; the
 * rules of the keys are the core's, shared with the embed.
 */
import { useEffect, useId, type KeyboardEvent, type MouseEvent } from 'react';
import {
  comboboxFieldAria,
  comboboxKeyAction,
  NO_ACTIVE_OPTION,
  activeIndexWithin,
  type ComboboxFieldAria,
} from '../lib/combobox/combobox';

export interface UseComboboxOptions {
  /** Whether the listbox is shown (aria-expanded). */
  expanded: boolean;
  /** Whether the popup is open for the keys (Escape closes it); default `expanded`. The header's overlay is open before any result shows. */
  open?: boolean;
  /** How many options the listbox shows. */
  optionCount: number;
  /** The active option, or NO_ACTIVE_OPTION (null counts as none). */
  activeIndex: number | null;
  /** An arrow key moved the active option (NO_ACTIVE_OPTION for none). */
  onActiveIndexChange: (index: number) => void;
  /** Enter on the active option. */
  onSelect: (index: number) => void;
  /** Escape with the popup open. */
  onClose: () => void;
  /** An arrow key on a closed popup opens it when given. */
  onOpen?: () => void;
  /** Escape on a closed popup with text clears it when given. */
  onClear?: () => void;
  /** Whether the field has text (for onClear). */
  hasText?: boolean;
  /** An arrow key reached the last option: load the next page. */
  onReachEnd?: () => void;
}

export interface Combobox {
  listboxId: string;
  optionId: (index: number) => string;
  /** The active option within the shown ones, or NO_ACTIVE_OPTION. */
  activeIndex: number;
  /** Spread on the field (an input). */
  fieldProps: ComboboxFieldAria & { onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void };
  /** Spread on the listbox element. */
  listboxProps: { id: string; role: 'listbox'; onMouseDown: (event: MouseEvent<HTMLElement>) => void };
}

export function useCombobox(options: UseComboboxOptions): Combobox {
  const { expanded, optionCount } = options;
  const id = useId();
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => `${id}option-${index}`;
  const activeIndex = expanded ? activeIndexWithin(options.activeIndex, optionCount) : NO_ACTIVE_OPTION;

  // Keep the active option in view.
  useEffect(() => {
    if (activeIndex === NO_ACTIVE_OPTION) return;
    document.getElementById(`${id}option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an IME composition are the composition's, not the list's.
    if (event.nativeEvent.isComposing) return;
    const action = comboboxKeyAction(
      {
        expanded: options.open ?? expanded,
        activeIndex,
        optionCount: expanded ? optionCount : 0,
        opensOnArrow: options.onOpen !== undefined,
        hasText: options.onClear !== undefined && options.hasText === true,
      },
      event.key,
    );
    if (action.preventDefault) event.preventDefault();
    switch (action.type) {
      case 'open':
        options.onOpen?.();
        return;
      case 'move':
        options.onActiveIndexChange(action.activeIndex);
        if (action.reachedEnd) options.onReachEnd?.();
        return;
      case 'select':
        options.onSelect(action.index);
        return;
      case 'close':
        options.onClose();
        return;
      case 'clear':
        options.onClear?.();
        return;
    }
  };

  return {
    listboxId,
    optionId,
    activeIndex,
    fieldProps: { ...comboboxFieldAria({ expanded, listboxId, activeIndex, optionId }), onKeyDown },
    listboxProps: {
      id: listboxId,
      role: 'listbox',
      // Keep focus in the field while an option is pressed.
      onMouseDown: (event) => event.preventDefault(),
    },
  };
}
