import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Category, Make } from '#src/domain/content/types';
import { dealFiltersForCategory, isDealCategory } from '#src/components/deals/dealCategories';
import { categoryNames } from '#src/domain/vocabulary';
import { loadContent } from '#src/components/listing/loadContent';
import { contentAdapter } from '#src/server/content/contentAdapter';

/**
 * What /new-car-deals/:makeOrCategory lists (spec 2.1 names both /new-car-deals/:category and
 * /new-car-deals/:make; sibling dynamic segments must share one name, so one route decides): a
 * category of the content model, else a make, else nothing (404). Cached per request for the
 * metadata and the page.
 */
export type DealsSubject =
  /** name: one of the class in running text ('SUV', 'family car'); plural: 'SUVs', 'family cars'. */
  | { kind: 'category'; category: Category; slug: string; name: string; plural: string }
  | { kind: 'make'; make: Make; slug: string; name: string; plural: string };

const lookup = cache((slug: string) =>
  loadContent(async (): Promise<DealsSubject | null> => {
    if (isDealCategory(slug)) {
      const { singular, plural } = categoryNames[slug];
      return { kind: 'category', category: slug, slug, name: singular, plural };
    }
    const make = await contentAdapter().get('makes', slug);
    return { kind: 'make', make, slug: make.slug, name: make.name, plural: `${make.name} cars` };
  }),
);

/** The subject of the slug, 'unavailable' when the content service is down; notFound() when it names nothing. */
export async function foundSubject(slug: string): Promise<DealsSubject | 'unavailable'> {
  const result = await lookup(slug);
  if (result.status === 'unavailable') return 'unavailable';
  if (result.status === 'not-found' || result.value === null) notFound();
  return result.value;
}

/** The deals filters of a subject (new-car deals only). */
export function subjectFilters(subject: DealsSubject) {
  return subject.kind === 'make'
    ? { dealType: 'new-car' as const, makeSlug: subject.make.slug }
    : { dealType: 'new-car' as const, ...dealFiltersForCategory(subject.category) };
}
