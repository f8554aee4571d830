/**
 * The parts every card shares: the framed box, its body, the meta line and the 'stretched link'
 * that makes a whole card clickable through one link (named by the card's title), so a card
 * never nests interactive elements. Anything else clickable in a card sits above the stretched
 * area with `aboveStretchedLink`.
 */
import styled, { css } from 'styled-components';
import { vars } from '#tokens';
import { cardSurface, cardTitleLink, stretchedLink } from '#src/styles/surfaces';
import { Link } from '#src/primitives/Link';

/** The card box: a bordered, raised panel whose image corners are clipped to its radius. */
export const CardFrame = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  height: 100%;
  overflow: hidden;
  ${cardSurface}
`;

/** The padded column under the image. */
export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
`;

/** A row of badges or short facts that wraps. */
export const CardRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** The author, date and similar secondary facts at the foot of a card. */
export const CardMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${vars.space[2]};
  margin: 0;
  margin-block-start: auto;
  padding-block-start: ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;

export { stretchedLink };

/** A card title link: inherits the heading's colour, underlines on hover, covers the card (give it data-stretched). */
export const CardTitleLink = styled(Link).attrs({ variant: 'unstyled' })`
  ${cardTitleLink}
`;

/** Lifts a control (a button, a second link) above the stretched link so it stays clickable. */
export const aboveStretchedLink = css`
  position: relative;
  z-index: 2;
`;

/** A small definition list of figures: term on the left (muted), value on the right (bold). */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};

  & > dt {
    color: ${vars.color.textMuted};
  }
  & > dd {
    margin: 0;
    font-weight: ${vars.weight.bold};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;
