/**
 * The award pages (/awards/:hubId and /awards/:hubId/:year, spec 2.2 and 2.1 hubs): the four
 * award hubs with their introductions, and their paths. The latest year lives at the hub's own
 * path; earlier years at /awards/:hubId/:year.
 */
import type { AwardHub } from '#src/domain/content/types';
import { PRODUCT_NAME } from '#src/lib/constants';
import { awardHubOrder, awardHubTitles } from './hubDefinitions';
import { awardPaths } from '#src/domain/routes';

/** Introductions of the award hubs. */
export const awardHubIntros: Readonly<Record<AwardHub, string>> = {
  'new-car-awards': `The best new cars you can buy, class by class. Our judges test every contender back to back on UK roads, then weigh up price, running costs and how each car drives to choose the ${PRODUCT_NAME} New Car Awards winners.`,
  'used-car-awards': `The best used buys, class by class: cars that are reliable, good value and still a pleasure to drive after a few years on the road, chosen for the ${PRODUCT_NAME} Used Car Awards.`,
  'electric-car-awards': `The best electric cars on sale, judged on real-world range, charging speed, running costs and everyday usability for the ${PRODUCT_NAME} Electric Car Awards.`,
  'van-awards': `The best vans and pick-ups for businesses, from small vans to large panel vans and electric vans, chosen for the ${PRODUCT_NAME} Van Awards on payload, running costs and comfort.`,
};

/** Whether a path segment names an award hub. */
export function isAwardHub(value: string): value is AwardHub {
  return (awardHubOrder as readonly string[]).includes(value);
}

/** The page title of a hub: 'Kerbside New Car Awards'. */
export function awardHubTitle(hub: AwardHub): string {
  return `${PRODUCT_NAME} ${awardHubTitles[hub]}`;
}

/** The path of a hub's year: the hub's own path for its latest year, else /awards/:hubId/:year. */
export function awardYearPath(hub: AwardHub, year: number, latestYear: number | null): string {
  return year === latestYear ? awardPaths.hub(hub) : awardPaths.year(hub, year);
}

/** A year as a path segment carries it: four digits. */
export function parseAwardYear(segment: string): number | null {
  return /^\d{4}$/.test(segment) ? Number(segment) : null;
}
