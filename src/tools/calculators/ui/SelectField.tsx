import styled from 'styled-components';
import { controlBox, controlValueProps, describedBy, FieldBox, FieldError, FieldHint, FieldLabel } from './fieldStyles';

/**
 * SelectField: a labelled native select (the tax year, a band). Native, so it works by keyboard
 * and without JavaScript in a plain GET form; with `onValueChange` it is controlled.
 */
export interface SelectOption {
  /** The submitted value. */
  value: string;
  /** The visible text. */
  label: string;
}

export interface SelectFieldProps {
  /** Element id (unique on the page). */
  id: string;
  /** The query parameter name the form submits. */
  name: string;
  /** The visible label. */
  label: string;
  /** Help under the label. */
  hint?: string;
  /** The options in order. */
  options: readonly SelectOption[];
  /** The selected value. */
  value: string;
  /** Called with the new value; without it the select is uncontrolled (server forms). */
  onValueChange?: (value: string) => void;
  /** The error message. */
  error?: string;
}

export function SelectField({ id, name, label, hint, options, value, onValueChange, error }: SelectFieldProps) {
  const ids = describedBy(id, hint, error);
  const valueProps = controlValueProps<HTMLSelectElement>(value, onValueChange);
  return (
    <FieldBox data-invalid={error ? 'true' : 'false'} data-field={name}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <Select
        id={id}
        name={name}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={ids.describedBy}
        {...valueProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldBox>
  );
}

const Select = styled.select`
  ${controlBox}
  max-width: 100%;
  width: fit-content;
  min-width: 10rem;
`;
