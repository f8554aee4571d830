import styled from 'styled-components';
import { controlBox, controlValueProps, describedBy, FieldBox, FieldError, FieldHint, FieldLabel } from './fieldStyles';

/**
 * DateField: a labelled native date input (a car's first registration date). The browser's own
 * control gives keyboard entry and a picker, and submits yyyy-mm-dd in a plain GET form without
 * JavaScript; with `onValueChange` it is controlled.
 */
export interface DateFieldProps {
  /** Element id (unique on the page). */
  id: string;
  /** The query parameter name the form submits. */
  name: string;
  /** The visible label. */
  label: string;
  /** Help under the label. */
  hint?: string;
  /** The value as yyyy-mm-dd ('' for none). */
  value: string;
  /** Called with the new value; without it the input is uncontrolled (server forms). */
  onValueChange?: (value: string) => void;
  /** The error message. */
  error?: string;
}

export function DateField({ id, name, label, hint, value, onValueChange, error }: DateFieldProps) {
  const ids = describedBy(id, hint, error);
  const valueProps = controlValueProps<HTMLInputElement>(value, onValueChange);
  return (
    <FieldBox data-invalid={error ? 'true' : 'false'} data-field={name}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <Input
        id={id}
        name={name}
        type="date"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={ids.describedBy}
        {...valueProps}
      />
    </FieldBox>
  );
}

const Input = styled.input`
  ${controlBox}
  width: fit-content;
  max-width: 100%;
`;
