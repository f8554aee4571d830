import styled from 'styled-components';
import { vars } from '../../../../tokens';
import { controlBox, controlValueProps, describedBy, FieldBox, FieldError, FieldHint, FieldLabel } from './fieldStyles';

/**
 * NumberField: a labelled text input for an amount (a price, g/km, miles, a salary). It is a
 * text input with a decimal keyboard rather than type="number", so what the visitor typed
 * (including '£35,000' or a mistake) is kept and can be explained instead of silently cleared.
 * It works inside a plain GET form without JavaScript; with `onValueChange` it is controlled.
 */
export interface NumberFieldProps {
  /** Element id (unique on the page); the hint and error ids derive from it. */
  id: string;
  /** The query parameter name the form submits. */
  name: string;
  /** The visible label. */
  label: string;
  /** Help under the label (format, where to find the figure). */
  hint?: string;
  /** The current text. */
  value: string;
  /** Called with the new text on every change; without it the input is uncontrolled (server forms). */
  onValueChange?: (value: string) => void;
  /** The error message, shown above the input and announced with it. */
  error?: string;
  /** A unit shown before the input, e.g. '£'. */
  prefix?: string;
  /** A unit shown after the input, e.g. 'g/km'. */
  suffix?: string;
  /** Visible width of the input in characters. */
  width?: 'short' | 'medium';
  /** The input's autocomplete attribute. */
  autoComplete?: string;
}

export function NumberField({
  id,
  name,
  label,
  hint,
  value,
  onValueChange,
  error,
  prefix,
  suffix,
  width = 'medium',
  autoComplete = 'off',
}: NumberFieldProps) {
  const ids = describedBy(id, hint, error);
  const valueProps = controlValueProps<HTMLInputElement>(value, onValueChange);
  return (
    <FieldBox data-invalid={error ? 'true' : 'false'} data-field={name}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <Row>
        {prefix && <Unit aria-hidden="true">{prefix}</Unit>}
        <Input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          spellCheck={false}
          autoComplete={autoComplete}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={ids.describedBy}
          data-width={width}
          {...valueProps}
        />
        {suffix && <Unit aria-hidden="true">{suffix}</Unit>}
      </Row>
    </FieldBox>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

const Input = styled.input`
  ${controlBox}
  width: 100%;

  &[data-width='short'] {
    max-width: 8rem;
  }

  &[data-width='medium'] {
    max-width: 14rem;
  }
`;

const Unit = styled.span`
  color: ${vars.color.textMuted};
  font-weight: ${vars.weight.bold};
`;
