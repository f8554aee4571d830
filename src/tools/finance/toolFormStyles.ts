/**
 * The layout of the entry forms of the finance, valuation and sell-my-car tools: the panel, the
 * grid the primitives' fields (src/primitives/Field.tsx and family) sit in, the submit row, and
 * the result panel and figures, so every tool form and its answer look the same.
 */
import styled from 'styled-components';
import { vars } from '#tokens';
import { visuallyHidden } from '#src/primitives/VisuallyHidden';
import { mq } from '#src/styles/mq';

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
