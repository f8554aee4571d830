import type { ChangeEventHandler, ComponentPropsWithRef } from 'react';
import { fieldDescription, hasContent, LabelText, useFieldId, type FieldBaseProps } from './Field';
import { ChoiceDetail, ChoiceInput, ChoiceLabel, ChoiceRow, FieldError, FieldHint, FieldRoot } from './Field.styles';

/**
 * CheckboxField: one native checkbox with its label beside it (a yes/no choice: 'Email me price
 * alerts', 'I agree to the terms'); hint and error sit under the label. Space toggles it and the
 * whole row is the target. Controlled with `checked` and `onChange`, or uncontrolled with
 * `defaultChecked`; every other input attribute and the ref go to the checkbox. For a question
 * with several answers use CheckboxGroupField.
 */
export interface CheckboxFieldProps
  extends
    FieldBaseProps,
    Omit<
      ComponentPropsWithRef<'input'>,
      'id' | 'size' | 'type' | 'children' | 'className' | 'required' | 'disabled' | 'aria-invalid'
    > {
  /** Ticked (controlled); pair it with onChange. */
  checked?: boolean;
  /** Ticked at first (uncontrolled). */
  defaultChecked?: boolean;
  /** Called when it is ticked or unticked. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** More ids describing the checkbox, after the hint and error. */
  'aria-describedby'?: string;
}

export function CheckboxField({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  required = false,
  disabled = false,
  size = 'md',
  className,
  'aria-describedby': describedBy,
  ...input
}: CheckboxFieldProps) {
  const controlId = useFieldId(id);
  const ids = fieldDescription(controlId, hint, error, describedBy);
  const invalid = hasContent(error);
  return (
    <FieldRoot className={className} data-invalid={invalid ? 'true' : undefined} data-size={size}>
      <ChoiceRow data-size={size}>
        <ChoiceInput
          type="checkbox"
          {...input}
          id={controlId}
          aria-describedby={ids.describedBy}
          aria-invalid={invalid || undefined}
          required={required || undefined}
          disabled={disabled || undefined}
        />
        <ChoiceLabel htmlFor={controlId} data-hidden={hideLabel || undefined}>
          <span>
            <LabelText label={label} required={required} />
          </span>
        </ChoiceLabel>
      </ChoiceRow>
      {(hasContent(hint) || invalid) && (
        <ChoiceDetail>
          {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
        </ChoiceDetail>
      )}
    </FieldRoot>
  );
}
