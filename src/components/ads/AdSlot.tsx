import styled from 'styled-components';
import { vars } from '#tokens';

/**
 * AdSlot: a place for one ad in the running text of a review or an article (placed by
 * adPlacement.ts). Without an ad server it renders nothing at all: no element, no reserved space.
 * With one it renders an empty complementary landmark named 'Advertisement' that the ad server's
 * own loader finds by `data-ad-slot` and fills; the site loads no ad script itself (so the
 * Content-Security-Policy is unchanged) and the slot reads nothing from the request (cached
 * pages stay cached). The space it reserves keeps the text from jumping when the ad arrives.
 */
export interface AdSlotProps {
  /** The ad server's URL (site config AD_SERVER_URL); without it the slot renders nothing. */
  server?: string;
  /** Where the slot is, e.g. 'article' or 'review'; with the position it names the slot. */
  placement: string;
  /** The slot's place among the page's slots, from 1; it keeps each landmark's name unique. */
  position: number;
}

/** The accessible name of the slot at a position: 'Advertisement', then 'Advertisement 2', … */
export function adSlotLabel(position: number): string {
  return position > 1 ? `${adSlotTexts.label} ${position}` : adSlotTexts.label;
}

export const adSlotTexts = { label: 'Advertisement' } as const;

export function AdSlot({ server, placement, position }: AdSlotProps) {
  if (!server) return null;
  return (
    <Slot aria-label={adSlotLabel(position)} data-ad-slot={`${placement}-${position}`} data-ad-server={server}>
      {/* The ad itself names itself to assistive technology; the landmark's name is enough. */}
      <Caption aria-hidden="true">{adSlotTexts.label}</Caption>
    </Slot>
  );
}

const Slot = styled.aside`
  box-sizing: border-box;
  align-self: stretch;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[1]};
  /* The medium rectangle (300x250) ads in running text usually are, under its caption. */
  min-height: 274px;
  padding-block: ${vars.space[2]};
  background: ${vars.color.surface};
  border-block: 1px solid ${vars.color.border};
`;

const Caption = styled.span`
  font-size: ${vars.text.xs.size};
  line-height: ${vars.text.xs.line};
  color: ${vars.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;
