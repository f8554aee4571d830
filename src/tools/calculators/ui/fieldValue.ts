import type { ChangeEvent } from 'react';

/**
 * The value props of a primitive field in a tool form: controlled (value and a change handler)
 * when the tool listens with `onValueChange`, else uncontrolled with a starting value, so the same
 * field renders in a server-rendered GET form that works without JavaScript.
 */
export function fieldValueProps<E extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onValueChange: ((value: string) => void) | undefined,
) {
  return onValueChange
    ? { value, onChange: (event: ChangeEvent<E>) => onValueChange(event.target.value) }
    : { defaultValue: value };
}

/** The same for a RadioGroupField: the chosen value controlled when listened to, else the starting choice. */
export function radioValueProps(value: string, onValueChange: ((value: string) => void) | undefined) {
  return onValueChange ? { value, onValueChange: (next: string) => onValueChange(next) } : { defaultValue: value };
}
