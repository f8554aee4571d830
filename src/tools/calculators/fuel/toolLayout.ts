/**
 * Layout pieces shared by the real-MPG calculator and the fuel comparison tool (both built from
 * the primitives' Field family): a form's stacked sections, a section's fieldset with its legend, a row of
 * fields that wraps, and the row of buttons. Kept here so the two tools line up.
 */
import styled from 'styled-components';
import { vars } from '#tokens';

/** A GET form: sections stacked with room between them. */
export const ToolForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

/** A group of fields with a visible legend and a border. */
export const ToolFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

/** The legend of a ToolFieldset. */
export const ToolLegend = styled.legend`
  color: ${vars.color.text};
  font-weight: ${vars.weight.bold};
  padding: 0 ${vars.space[1]};
  font-size: ${vars.text.lg.size};
  line-height: ${vars.text.lg.line};
`;

/** Fields side by side where there is room, wrapping on small screens. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[4]};

  & > * {
    flex: 1 1 14rem;
  }
`;

/** Buttons in a row, wrapping. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

/** A muted note (where the default prices come from). */
export const ToolNote = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;
