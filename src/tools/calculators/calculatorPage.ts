import type { Metadata } from 'next';
import { breadcrumbSchema, pageMetadata, type Crumb, type SeoSchema } from '#src/lib/seo/pageMetadata';
import { webApplicationSchema } from './fuel/toolSeo';

/**
 * What the two tax calculator pages share around the calculator: the breadcrumb trail (Home, the
 * hub the calculator belongs to, the calculator), the Next metadata (title, description,
 * canonical without the query) and the JSON-LD (WebApplication and BreadcrumbList), so each
 * page file stays a thin composition.
 */
export interface CalculatorPageText {
  /** The page path. */
  path: string;
  /** The h1 and the last crumb. */
  title: string;
  /** The meta description. */
  description: string;
}

export function calculatorPageParts(page: CalculatorPageText, parent: Crumb, seoTitle: string) {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, parent, { name: page.title, path: page.path }];
  const metadata: Metadata = pageMetadata({ seoTitle, seoDescription: page.description, canonicalUrl: page.path });
  const schema = (origin: string): SeoSchema[] => [
    webApplicationSchema({ name: page.title, description: page.description, path: page.path }, origin),
    breadcrumbSchema(crumbs, origin),
  ];
  return { crumbs, metadata, schema };
}
