import type { Deal } from '#src/domain/content/types';
import { goneNoticeAttribute } from '#src/lib/goneRender';
import { Notice } from '#src/primitives/Notice';
import { formatDate } from '../cards/formatDate';
import { sitePaths } from '#src/domain/routes';

/**
 * DealEndedNotice: what a deal page (/make{base}/deals?deal=<id>) says in place of "Your chosen
 * deal" when that offer is no longer live (issue #18, src/domain/dealDates.ts), with the way on
 * to the model's current deals, listed below it on the same page:
 * - 'ended': the store still holds the deal but its end date has passed; the page answers 200
 *   (noindex) and names the version and the day the offer ended;
 * - 'gone': the store no longer holds it; the notice carries the "gone" marker, so the server
 *   answers the page 410 Gone (src/lib/goneRender.ts).
 */
export interface DealEndedNoticeProps {
  state: 'ended' | 'gone';
  /** The model, as the page names it: 'Volkswagen Golf hatchback'. */
  car: string;
  /** The ended deal ('ended' only): its version and end date. */
  deal?: Pick<Deal, 'derivativeName' | 'expiresAt'> | null;
  /** Where the model's current deals are (the list on the page); null when it has none. */
  currentDealsHref: string | null;
}

/** The texts of the notice, for pages and tests. */
export const dealEndedTexts = {
  endedHeading: 'This offer has ended',
  goneHeading: 'This offer is no longer available',
  ended: (version: string | null, date: string) =>
    `The offer on the ${version ?? 'car you chose'} ended${date ? ` on ${date}` : ''}.`,
  gone: 'The deal you followed has been withdrawn.',
  current: (car: string) => `These are the current deals on the ${car}.`,
  none: (car: string) => `There are no deals on the ${car} right now.`,
  currentLink: (car: string) => `See current ${car} deals`,
  allDealsLink: 'See all new car deals',
} as const;

export function DealEndedNotice({ state, car, deal, currentDealsHref }: DealEndedNoticeProps) {
  const what =
    state === 'gone'
      ? dealEndedTexts.gone
      : dealEndedTexts.ended(deal?.derivativeName ?? null, formatDate(deal?.expiresAt ?? ''));
  const next = currentDealsHref ? dealEndedTexts.current(car) : dealEndedTexts.none(car);
  return (
    <Notice
      tone="info"
      heading={state === 'gone' ? dealEndedTexts.goneHeading : dealEndedTexts.endedHeading}
      text={`${what} ${next}`}
      action={
        currentDealsHref
          ? { text: dealEndedTexts.currentLink(car), href: currentDealsHref }
          : { text: dealEndedTexts.allDealsLink, href: sitePaths.newCarDeals }
      }
      data-deal-ended={state}
      {...(state === 'gone' ? { [goneNoticeAttribute]: '' } : {})}
    />
  );
}
