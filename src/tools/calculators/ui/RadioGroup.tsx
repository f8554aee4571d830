import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { vars } from '../../../../tokens';
import { focusRing } from '../../../styles/focus';
import { describedBy, FieldError, FieldHint, labelText } from './fieldStyles';

/**
 * RadioGroup: a fieldset whose legend names the question and whose native radios are the
 * answers (fuel type, region, yes/no). Native radios give arrow-key movement and work without
 * JavaScript; each radio and its label make a target well over 24x24 px.
 */
export interface RadioOption {
  /** The submitted value. */
  value: string;
  /** The visible text. */
  label: string;
  /** A line of help under the option. */
  hint?: string;
}

export interface RadioGroupProps {
  /** Prefix of the element ids (unique on the page). */
  id: string;
  /** The query parameter name the form submits. */
  name: string;
  /** The question, as the fieldset's legend. */
  legend: string;
  /** Help under the legend. */
  hint?: string;
  /** The answers in order. */
  options: readonly RadioOption[];
  /** The chosen value ('' for none). */
  value: string;
  /** Called with the chosen value; without it the radios are uncontrolled (server forms). */
  onValueChange?: (value: string) => void;
  /** The error message. */
  error?: string;
  /** Options side by side (short answers such as Yes/No) or stacked. */
  layout?: 'inline' | 'stacked';
}

export function RadioGroup({
  id,
  name,
  legend,
  hint,
  options,
  value,
  onValueChange,
  error,
  layout = 'stacked',
}: RadioGroupProps) {
  const ids = describedBy(id, hint, error);
  return (
    <Fieldset data-invalid={error ? 'true' : 'false'} data-field={name} aria-describedby={ids.describedBy}>
      <Legend>{legend}</Legend>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <Options data-layout={layout}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          const checkedProps = onValueChange
            ? {
                checked: value === option.value,
                onChange: (event: ChangeEvent<HTMLInputElement>) => {
                  if (event.target.checked) onValueChange(option.value);
                },
              }
            : { defaultChecked: value === option.value };
          return (
            <Option key={option.value}>
              <Radio
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                aria-describedby={optionHintId}
                {...checkedProps}
              />
              <OptionText>
                <OptionLabel htmlFor={optionId}>{option.label}</OptionLabel>
                {option.hint && <FieldHint id={optionHintId}>{option.hint}</FieldHint>}
              </OptionText>
            </Option>
          );
        })}
      </Options>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  &[data-invalid='true'] {
    padding-inline-start: ${vars.space[3]};
    border-inline-start: 4px solid ${vars.color.danger};
  }
`;

const Legend = styled.legend`
  ${labelText}
  float: left;
  width: 100%;
  padding: 0;
  margin-block-end: ${vars.space[1]};
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  clear: both;

  &[data-layout='inline'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${vars.space[2]} ${vars.space[5]};
  }
`;

const Option = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

const Radio = styled.input`
  flex: none;
  width: 24px;
  height: 24px;
  margin: 0;
  accent-color: ${vars.color.brand};

  &:focus-visible {
    ${focusRing}
    border-radius: ${vars.radius.round};
  }
`;

const OptionText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const OptionLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  color: ${vars.color.text};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
  cursor: pointer;
`;
