/**
 * The JSON-LD of the home page: the WebSite with its SearchAction (so search engines can offer
 * a search box that lands on /search?search=...) and the Organization behind the site. URLs are
 * absolute on the site's origin.
 */
import { PRODUCT_NAME } from '#src/lib/constants';
import type { SeoSchema } from '#src/lib/seo/pageMetadata';
import { SEARCH_PAGE_PATH, searchPageParams } from '../search/searchPageHref';

/** The placeholder name of the search term in the SearchAction's URL template. */
const SEARCH_TERM = 'search_term_string';

/** The WebSite block with a SearchAction on the site search. */
export function webSiteSchema(origin: string): SeoSchema {
  const home = new URL('/', origin).toString();
  const target = `${new URL(SEARCH_PAGE_PATH, origin).toString()}?${searchPageParams.keyword}={${SEARCH_TERM}}`;
  return {
    type: 'WebSite',
    innerHTML: {
      name: PRODUCT_NAME,
      url: home,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: target },
        'query-input': `required name=${SEARCH_TERM}`,
      },
    },
  };
}

/** The Organization block: the publisher's name, home page and logo. */
export function organizationSchema(origin: string): SeoSchema {
  return {
    type: 'Organization',
    innerHTML: {
      name: PRODUCT_NAME,
      url: new URL('/', origin).toString(),
      logo: new URL('/icon.svg', origin).toString(),
    },
  };
}
