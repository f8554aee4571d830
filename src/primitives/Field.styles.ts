/**
 * The look of the Field family (TextField, NumberField, SelectField, CheckboxField,
 * CheckboxGroupField, RadioGroupField): one frame, label, hint and error, one control box and one
 * checkbox/radio row, all from tokens/forms.ts. Errors follow the GOV.UK pattern: a red bar
 * beside the field, the message above the control, and the control's border in the danger colour.
 */
import styled, { css } from 'styled-components';
import { fieldControl, fieldSizeNames, fieldSizes, vars } from '#tokens';
import { focusRing } from '../styles/focus';
import { visuallyHidden } from './VisuallyHidden';

const { borderWidth, errorBarWidth, choiceSize } = fieldControl;

/** The frame of a field or group: its parts stacked, with the error bar when data-invalid. */
const fieldFrame = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;

  &[data-invalid='true'] {
    padding-inline-start: ${vars.space[3]};
    border-inline-start: ${errorBarWidth}px solid ${vars.color.danger};
  }
`;

/** A single field (label, hint, error, control). */
export const FieldRoot = styled.div`
  ${fieldFrame}
`;

/** A group of checkboxes or radios: a fieldset without the browser's border and padding. */
export const FieldsetRoot = styled.fieldset`
  ${fieldFrame}
  margin: 0;
  padding: 0;
  border: 0;
`;

const labelText = css`
  color: ${vars.color.text};
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

/** The label of a field. */
export const FieldLabel = styled.label`
  ${labelText}
`;

/** The legend of a group; floated so it takes part in the flex column like a label. */
export const FieldLegend = styled.legend`
  ${labelText}
  float: left;
  width: 100%;
  padding: 0;
  margin-block-end: ${vars.space[1]};

  & + * {
    clear: both;
  }
`;

/** The '(required)' mark after a label. */
export const RequiredMark = styled.span`
  color: ${vars.color.textMuted};
  font-weight: ${vars.weight.regular};
`;

/** Help under the label. */
export const FieldHint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;

/** The error message, above the control. */
export const FieldError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;

const controlSizeRules = fieldSizeNames
  .map((size) => {
    const { height, paddingInline, fontSize } = fieldSizes[size];
    return `&[data-size='${size}'] { min-height: ${height}px; padding-inline: ${paddingInline}px; font-size: ${fontSize}px; }`;
  })
  .join('\n');

/** The box of a text-like input or select: token height, a 3:1 border, the house focus ring. */
export const controlBox = css`
  box-sizing: border-box;
  width: 100%;
  max-width: 100%;
  margin: 0;
  padding-block: 0;
  border: ${borderWidth}px solid ${vars.color.inputBorder};
  border-radius: ${vars.radius[fieldControl.radius]};
  background: ${vars.color.background};
  color: ${vars.color.text};
  font: inherit;
  ${controlSizeRules}

  &[data-width='medium'] {
    max-width: 14rem;
  }
  &[data-width='short'] {
    max-width: 8rem;
  }

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    border-color: ${vars.color.border};
    background: ${vars.color.surface};
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;

/** A control with a unit before or after it (£, g/km). */
export const ControlRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** A unit beside a control; hidden from assistive technology (the label names the unit). */
export const ControlUnit = styled.span`
  flex: none;
  color: ${vars.color.textMuted};
  font-weight: ${vars.weight.bold};
`;

const choiceSizeRules = fieldSizeNames
  .map((size) => {
    const { height, fontSize } = fieldSizes[size];
    return `&[data-size='${size}'] { min-height: ${height}px; font-size: ${fontSize}px; }`;
  })
  .join('\n');

/** The options of a group, stacked or side by side. */
export const ChoiceList = styled.div`
  display: flex;
  flex-direction: column;

  &[data-layout='inline'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${vars.space[5]};
  }
`;

/** One checkbox or radio with its hint under the label text. */
export const ChoiceItem = styled.div`
  display: flex;
  flex-direction: column;
`;

/** The row of a checkbox or radio and its label: a target as tall as the field size. */
export const ChoiceRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  ${choiceSizeRules}
`;

/** A native checkbox or radio drawn at the token size in the brand colour. */
export const ChoiceInput = styled.input`
  flex: none;
  width: ${choiceSize}px;
  height: ${choiceSize}px;
  margin: 0;
  accent-color: ${vars.color.brand};
  cursor: pointer;

  &[type='radio'] {
    border-radius: ${vars.radius.round};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/** The label of a checkbox or radio; it fills the row so the whole row is the target. */
export const ChoiceLabel = styled.label`
  display: flex;
  align-items: center;
  align-self: stretch;
  flex: 1;
  color: ${vars.color.text};
  line-height: ${vars.text.md.line};
  cursor: pointer;

  input:disabled + & {
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
  &[data-hidden] {
    ${visuallyHidden}
  }
`;

/** The hint or error of a checkbox or radio, lined up with its label text. */
export const ChoiceDetail = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding-inline-start: calc(${choiceSize}px + ${vars.space[2]});
`;
