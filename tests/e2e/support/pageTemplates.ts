/**
 * Which page template a site path is rendered by, so the crawler (crawler.e2e.ts) and the page
 * throughput bench (bench/pages) can sample each template instead of a thousand reviews. The
 * patterns follow the route table of spec 2.1 and the folders of site/app; a path that matches
 * none is its own template (a static page such as /my-shortlist), which keeps new routes visible
 * in the crawl instead of folding them into a wrong bucket.
 */
import { categories } from '#src/domain/content/enums';
import { ukMakes } from '#src/server/catalogue/ukMakes';

const makeSlugs = new Set(ukMakes.map((make) => make.slug));
const categorySlugs = new Set<string>(categories);

/** Template name and the pattern of its paths, most specific first. */
const templatePatterns: ReadonlyArray<readonly [string, RegExp]> = [
  ['home', /^\/$/],
  ['review', /^\/[^/]+\/[^/]+\/[^/]+\/review\/[^/]+$/],
  ['preview', /^\/[^/]+\/[^/]+\/[^/]+\/preview\/[^/]+$/],
  ['used-review', /^\/[^/]+\/[^/]+\/[^/]+\/(?:[^/]+\/)?used-review\/[^/]+$/],
  ['model-deals', /^\/make\/[^/]+\/[^/]+\/[^/]+\/(?:deals|autocardeals)$/],
  ['model-versions', /^\/make\/[^/]+\/[^/]+\/[^/]+\/versions$/],
  ['news-article', /^\/news\/[^/]+\/[^/]+$/],
  ['best-article', /^\/best\/[^/]+\/[^/]+$/],
  ['advice-article', /^\/advice\/[^/]+\/[^/]+\/[^/]+$/],
  ['tag-list', /^\/tag\/[^/]+$/],
  ['class-hub', /^\/class\/[^/]+$/],
  ['awards-hub', /^\/awards\/[^/]+$/],
  ['awards-year', /^\/awards\/[^/]+\/[^/]+$/],
  ['new-car-deals-list', /^\/new-car-deals\/[^/]+$/],
  ['coming-soon-list', /^\/coming-soon\/[^/]+$/],
  ['used-reviews-list', /^\/used-reviews\/[^/]+$/],
  ['author', /^\/authors\/[^/]+$/],
  ['html-sitemap', /^\/sitemap\/[^/]+$/],
  ['used-car-advert', /^\/used-cars\/[^/]+$/],
  ['make-dealer-finder', /^\/car-dealers\/[^/]+$/],
  ['derivative', /^\/[^/]+\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/],
  ['model', /^\/[^/]+\/[^/]+\/[^/]+$/],
];

/** The template a path (without query or hash) is rendered by. */
export function pageTemplate(path: string): string {
  for (const [name, pattern] of templatePatterns) if (pattern.test(path)) return name;
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 1 && makeSlugs.has(segments[0]!)) return 'make';
  if (segments.length === 1 && categorySlugs.has(segments[0]!)) return 'category';
  return path;
}
