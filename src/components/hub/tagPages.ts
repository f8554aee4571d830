/**
 * The tag lists of spec 2.1 (/tag/latest, /tag/top-10, /tag/best-electric-cars,
 * /tag/van-news-and-advice, /tag/advice) and every other /tag/:tag: the title and introduction
 * of each list, which tags are lists in their own right, and the slug rule a tag must meet.
 */
import { PRODUCT_NAME } from '#src/lib/constants';
import { tagLabel, tagLabels } from '../article/tagLabel';
import { vehicleLabels } from '#src/domain/vocabulary';

/** Articles per page of a tag list (fills 1, 2, 3 or 4 columns evenly). */
export const TAG_PAGE_SIZE = 24;

/** The tag lists the spec names, in the order the tag index shows them. */
export const namedTagLists = ['latest', 'advice', 'top-10', 'best-electric-cars', 'van-news-and-advice'] as const;

/** Introductions of the tag lists that have their own. */
const intros: Readonly<Record<string, string>> = {
  latest: `The newest stories from the ${PRODUCT_NAME} team: launches, price changes, first drives and advice from the past month.`,
  advice: 'Expert help with buying, selling, financing and running a car, from haggling tips to company car tax.',
  'top-10':
    'Our top 10 lists rank the cars that matter by price, range, economy, space and speed, with a picture of each.',
  'best-electric-cars':
    'Everything we have written about electric cars: the best to buy, range and charging costs, tax and the latest news.',
  'van-news-and-advice':
    'News, reviews and advice for van drivers and fleet buyers: new models, payloads, electric vans and van benefit tax.',
  news: `New car news from the ${PRODUCT_NAME} team, newest first.`,
  best: `The ${PRODUCT_NAME} best-of lists: the cars we rate most highly in every class.`,
};

/** A tag slug as URLs carry it: lower case letters, digits and hyphens, up to 60 characters. */
export function isTagSlug(tag: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,59}$/.test(tag);
}

/** Whether a tag is a list in its own right even when it has no articles (so an empty list is not a 404). */
export function isKnownTag(tag: string): boolean {
  return Object.hasOwn(tagLabels, tag) || Object.hasOwn(vehicleLabels.category, tag);
}

/** The title and introduction of a tag list. */
export function tagPageInfo(
  tag: string,
  names: Readonly<Record<string, string>> = {},
): { title: string; intro: string } {
  const title = tagLabel(tag, names);
  const intro = Object.hasOwn(intros, tag)
    ? (intros[tag] as string)
    : `Every ${PRODUCT_NAME} article about ${title.startsWith('Best ') ? title.toLowerCase() : title}, newest first.`;
  return { title, intro };
}
