/**
 * The look of the entry forms of the finance, valuation and sell-my-car tools: the calculators'
 * field pieces (src/tools/calculators/ui/fieldStyles.ts) laid out in a panel, plus the radio,
 * result-panel and figure parts these forms add, so every tool form has the same labels, hints,
 * inputs, error marks and result panels. Errors follow the GOV.UK pattern: a red bar beside the
 * field and the message above the input, tied to it with aria-describedby by the form.
 */
import styled from 'styled-components';
import { vars } from '../../../tokens';
import { focusRing } from '../../styles/focus';
import { visuallyHidden } from '../../primitives/VisuallyHidden';
import { mq } from '../../styles/mq';
import { controlBox, FieldBox, FieldError, FieldHint, FieldLabel } from '../calculators/ui/fieldStyles';

/** The form panel. */
export const ToolForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  ${mq.from.md} {
    padding: ${vars.space[6]};
  }
`;

/** The fields, one column on phones and two from sm. */
export const ToolFields = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  ${mq.from.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** One field: label, hint, error and control (the calculators' field box); data-wide spans both columns. */
export const ToolField = styled(FieldBox)`
  &[data-wide='true'] {
    grid-column: 1 / -1;
  }
`;

/** A field's label, hint under it and the message of a refused value: the calculators' own. */
export { FieldLabel as ToolLabel, FieldHint as ToolHint, FieldError as ToolError };

/** A text input: the calculators' control box, full width. */
export const ToolInput = styled.input`
  ${controlBox}
  width: 100%;
`;

/** A select: the calculators' control box, full width. */
export const ToolSelect = styled.select`
  ${controlBox}
  width: 100%;
`;

/** A group of radio buttons with its legend. */
export const ToolFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[5]};
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: ${vars.space[2]};
    padding: 0;
    font-weight: ${vars.weight.bold};
  }
`;

/** A radio button with its label, a 44px-high target. */
export const ToolRadio = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 44px;
  cursor: pointer;

  & input {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${vars.color.brand};
  }

  & input:focus-visible {
    ${focusRing}
  }
`;

/** The submit row. */
export const ToolActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[4]};
`;

/** A results panel. */
export const ToolResultPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 2px solid ${vars.color.brand};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};

  ${mq.from.md} {
    padding: ${vars.space[6]};
  }
`;

/** A list of figures: term on the left, value on the right. */
export const ToolFigures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;

  & dt {
    color: ${vars.color.textMuted};
  }

  & dd {
    margin: 0;
    font-weight: ${vars.weight.bold};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** The headline figure of a result (a monthly payment, a value range). */
export const ToolHeadline = styled.p`
  margin: 0;
  font-size: ${vars.text['3xl'].size};
  line-height: ${vars.text['3xl'].line};
  font-weight: ${vars.weight.bold};
  color: ${vars.color.brand};
  font-variant-numeric: tabular-nums;
`;

/** A polite live region, read by screen readers and hidden on screen, for results that update as you type. */
export const ToolStatus = styled.p`
  ${visuallyHidden}
`;
