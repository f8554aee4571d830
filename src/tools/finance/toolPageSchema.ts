/**
 * The JSON-LD of a tool page (/car-finance, /car-valuation, /class/sell-my-car): a free
 * WebApplication, so search engines see the page as a tool rather than an article.
 */
import type { SeoSchema } from '#src/lib/seo/pageMetadata';

/** A free web application at a path of the site. */
export function toolPageSchema(
  tool: { name: string; description: string; path: string; category: string },
  origin: string,
): SeoSchema {
  return {
    type: 'WebApplication',
    innerHTML: {
      name: tool.name,
      applicationCategory: tool.category,
      operatingSystem: 'Any',
      url: new URL(tool.path, origin).toString(),
      description: tool.description,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'GBP' },
    },
  };
}
