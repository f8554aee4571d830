import type { ChangeEvent } from 'react';
import { ChoiceOptions, FieldGroup, type ChoiceGroupBaseProps } from './FieldGroup';

/**
 * RadioGroupField: a question with one answer (fuel type, PCP or HP, yes/no) as native radios in
 * a fieldset whose legend names the question. Native radios give the keyboard pattern for free:
 * Tab enters the group at the chosen radio, the arrow keys move and choose, and they submit in a
 * plain GET form without JavaScript. Controlled with `value` and `onValueChange`, or uncontrolled
 * with `defaultValue`.
 */
export interface RadioGroupFieldProps extends ChoiceGroupBaseProps {
  /** The chosen value (controlled; '' for none); pair it with onValueChange. */
  value?: string;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value (and the change event). */
  onValueChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
}

export function RadioGroupField({
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  required,
  layout = 'stacked',
  ...group
}: RadioGroupFieldProps) {
  const controlled = value !== undefined;
  // A handler only when someone listens (React needs one for a controlled radio), so a Server Component can render it.
  const onChange =
    onValueChange || controlled
      ? (event: ChangeEvent<HTMLInputElement>) => {
          if (event.target.checked) onValueChange?.(event.target.value, event);
        }
      : undefined;
  return (
    <FieldGroup role="radiogroup" required={required} {...group}>
      {(state) => (
        <ChoiceOptions
          type="radio"
          name={name}
          options={options}
          group={state}
          layout={layout}
          required={required}
          onChange={onChange}
          checkedProps={(option) =>
            controlled
              ? { checked: value === option }
              : { defaultChecked: defaultValue === undefined ? undefined : defaultValue === option }
          }
        />
      )}
    </FieldGroup>
  );
}
