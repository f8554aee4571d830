/**
 * The ItemList JSON-LD of a list page (spec 3 seoSchema): the items shown on this page, in
 * order, with absolute URLs. Positions continue across pages (page 2 of 24 starts at 25).
 */
import type { SeoSchema } from '#src/lib/seo/pageMetadata';

/** One item of the list: its name and path. */
export interface ListedItem {
  name: string;
  url: string;
}

export function itemListSchema(
  name: string,
  items: readonly ListedItem[],
  origin: string,
  firstPosition = 1,
): SeoSchema {
  return {
    type: 'ItemList',
    innerHTML: {
      name,
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: firstPosition + index,
        name: item.name,
        url: new URL(item.url, origin).toString(),
      })),
    },
  };
}
