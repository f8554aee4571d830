/**
 * The JSON-LD of a calculator page: a schema.org WebApplication (free, runs in any browser), so
 * search engines can show the tool as one. Used next to breadcrumbSchema from pageMetadata.ts.
 */
import type { SeoSchema } from '#src/lib/seo/pageMetadata';

/** A WebApplication block for a tool at `path` on `origin`. */
export function webApplicationSchema(
  tool: { name: string; description: string; path: string },
  origin: string,
): SeoSchema {
  return {
    type: 'WebApplication',
    innerHTML: {
      name: tool.name,
      description: tool.description,
      url: new URL(tool.path, origin).toString(),
      applicationCategory: 'FinanceApplication',
      operatingSystem: 'Any',
      browserRequirements: 'Works in any web browser, with or without JavaScript',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'GBP' },
    },
  };
}
