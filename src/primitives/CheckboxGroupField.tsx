import type { ChangeEvent } from 'react';
import { ChoiceOptions, FieldGroup, type ChoiceGroupBaseProps } from './FieldGroup';

/**
 * CheckboxGroupField: a question with any number of answers (body styles, features) as native
 * checkboxes in a fieldset whose legend names the question. Tab moves from box to box and Space
 * ticks; every box submits under the same name in a plain GET form. Controlled with `value` and
 * `onValueChange`, or uncontrolled with `defaultValue`.
 */
export interface CheckboxGroupFieldProps extends ChoiceGroupBaseProps {
  /** The ticked values (controlled); pair it with onValueChange. */
  value?: readonly string[];
  /** The values ticked at first (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with every ticked value, in option order (and the change event). */
  onValueChange?: (values: string[], event: ChangeEvent<HTMLInputElement>) => void;
}

export function CheckboxGroupField({
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  layout = 'stacked',
  ...group
}: CheckboxGroupFieldProps) {
  const controlled = value !== undefined;
  const onChange =
    onValueChange || controlled
      ? (event: ChangeEvent<HTMLInputElement>) => {
          const { value: changed, checked } = event.target;
          const ticked = new Set((controlled ? value : tickedInGroup(event.target)).filter((item) => item !== changed));
          if (checked) ticked.add(changed);
          const values = options.map((option) => option.value).filter((item) => ticked.has(item));
          onValueChange?.(values, event);
        }
      : undefined;
  return (
    <FieldGroup role="group" {...group}>
      {(state) => (
        <ChoiceOptions
          type="checkbox"
          name={name}
          options={options}
          group={state}
          layout={layout}
          onChange={onChange}
          checkedProps={(option) =>
            controlled ? { checked: value.includes(option) } : { defaultChecked: defaultValue?.includes(option) }
          }
        />
      )}
    </FieldGroup>
  );
}

/** The values ticked in the checkbox's group, read from the page (uncontrolled use). */
function tickedInGroup(input: HTMLInputElement): string[] {
  const fieldset = input.closest('fieldset');
  if (!fieldset) return [];
  return Array.from(fieldset.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
    .filter((box) => box.name === input.name && box.checked)
    .map((box) => box.value);
}
