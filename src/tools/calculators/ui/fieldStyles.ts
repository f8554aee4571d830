import type { ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../../../tokens';
import { focusRing } from '../../../styles/focus';

/**
 * The look shared by the calculator form pieces (NumberField, SelectField, RadioGroup): label,
 * hint and error text, and the input box. Kept in one place so every calculator's fields line up
 * and an error looks the same everywhere (a red bar on the left, the message above the input).
 */

/** A field: label, hint, error and control stacked, with a red bar when data-invalid. */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;

  &[data-invalid='true'] {
    padding-inline-start: ${vars.space[3]};
    border-inline-start: 4px solid ${vars.color.danger};
  }
`;

export const labelText = css`
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
  color: ${vars.color.text};
`;

export const FieldLabel = styled.label`
  ${labelText}
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;

/** The box of a text-like input or select: at least 44px high, a 3:1 border, the house focus ring. */
export const controlBox = css`
  min-height: 44px;
  box-sizing: border-box;
  padding: 0 ${vars.space[3]};
  border: 2px solid ${vars.color.inputBorder};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.text.md.size};

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/** The ids of a field's hint and error, and the aria-describedby that joins them. */
export function describedBy(id: string, hint: unknown, error: unknown) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ids = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return { hintId, errorId, describedBy: ids || undefined };
}

/**
 * The value props of a text-like input or select: controlled (value and onChange) when the field
 * has `onValueChange`, else uncontrolled with a starting value (a server-rendered GET form).
 */
export function controlValueProps<E extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onValueChange: ((value: string) => void) | undefined,
) {
  return onValueChange
    ? { value, onChange: (event: ChangeEvent<E>) => onValueChange(event.target.value) }
    : { defaultValue: value };
}
