/**
 * Surfaces several layers draw: the raised card panel, the 'stretched link' that makes a whole
 * card clickable through one link (so a card never nests interactive elements), the card's title
 * link that carries it, and the
 * wrapping row list of chips and labels. Here, below components and widgets, so both use one
 * copy (src/components/cards, src/widgets/results, src/widgets/activeFilters).
 */
import { css } from 'styled-components';
import { vars } from '#tokens';
import { focusRingInset } from './focus';

/** The card panel: border, radius, background and shadow; a hover on its stretched link raises it. */
export const cardSurface = css`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  box-shadow: ${vars.shadow.card};
  color: ${vars.color.text};

  &:has(a[data-stretched]:hover) {
    border-color: ${vars.color.brand};
    box-shadow: ${vars.shadow.raised};
  }
`;

/** The link that covers the whole card: its ::after fills the card and takes the focus ring. */
export const stretchedLink = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: inherit;
  }
  &:focus-visible::after {
    ${focusRingInset}
  }
`;

/** A card's title link: the heading's colour, underlined on hover, covering the card (give it data-stretched). */
export const cardTitleLink = css`
  && {
    color: inherit;
  }
  &&:hover {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.15em;
  }
  ${stretchedLink}
`;

/** A list laid out as a wrapping row (chips, labels), without bullets or indent. */
export const inlineList = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
