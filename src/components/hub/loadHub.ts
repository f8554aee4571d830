/**
 * Reads what a hub's sections need through the ContentAdapter the page passes in, all sections
 * at once: a section of articles or models becomes its items (and its total), a categories
 * section links with model counts, an awards section links with the latest year. Errors are left
 * to the caller (loadContent turns an outage into the page's error state).
 */
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import type { Article, Category, Model } from '#src/domain/content/types';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import { vehicleLabels } from '#src/domain/vocabulary';
import type { BrowseLink } from '../listing/BrowseLinks';
import {
  awardHubTitles,
  categoryPath,
  electricCategoryTitles,
  vanCategoryTitles,
  type ArticlesSection,
  type AwardsSection,
  type CategoriesSection,
  type HubDefinition,
  type HubSection,
  type ModelsSection,
  type SectionLink,
} from './hubDefinitions';
import { awardPaths } from '#src/domain/routes';

/** A section with what it shows. */
export type LoadedSection =
  | { kind: 'articles'; id: string; title: string; articles: Article[]; total: number; more?: SectionLink }
  | {
      kind: 'models';
      id: string;
      title: string;
      models: Model[];
      /** Kerbside's star rating by modelId, where the model has a review. */
      ratings: Record<string, number>;
      total: number;
      more?: SectionLink;
    }
  | { kind: 'links'; id: string; title: string; links: BrowseLink[] }
  | { kind: 'text'; id: string; title: string; paragraphs: readonly string[] };

/** A hub ready to render. */
export interface LoadedHub {
  definition: HubDefinition;
  sections: LoadedSection[];
}

/** A section's anchor: its title as a slug ('Latest van news' -> 'latest-van-news'). */
export function sectionId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const categoryTitle = (category: Category): string =>
  (vanCategoryTitles as Record<string, string>)[category] ??
  (electricCategoryTitles as Record<string, string>)[category] ??
  vehicleLabels.category[category];

const models = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'model' : 'models'}`;

async function loadArticles(adapter: ContentAdapter, section: ArticlesSection): Promise<LoadedSection> {
  const page = await adapter.list('articles', {
    filters: {
      tags: section.tags,
      ...(section.articleTypes ? { articleType: section.articleTypes } : {}),
      ...(section.slugs ? { slug: section.slugs } : {}),
    },
    sortBy: 'publishedAt',
    sort: 'desc',
    pageSize: section.count,
  });
  return {
    kind: 'articles',
    id: sectionId(section.title),
    title: section.title,
    articles: page.items,
    total: page.total,
    more: section.more,
  };
}

async function loadModels(adapter: ContentAdapter, section: ModelsSection): Promise<LoadedSection> {
  const page = await adapter.list('models', {
    filters: {
      comingSoon: false,
      ...(section.categories ? { categories: section.categories } : {}),
      ...(section.bodyStyles ? { bodyStyle: section.bodyStyles } : {}),
      ...(section.maxPrice !== undefined ? { priceFrom: { max: section.maxPrice } } : {}),
    },
    sortBy: section.order === 'price' ? 'priceFrom' : 'name',
    sort: 'asc',
    pageSize: section.count,
  });
  const ratings: Record<string, number> = {};
  const ids = page.items.map((model) => model.id).slice(0, contentQueryLimits.maxListItems);
  if (ids.length > 0) {
    const reviews = await adapter.list('reviews', {
      filters: { modelId: ids, reviewType: ['4-point', '16-point'] },
      displayFields: ['modelId', 'verdictRating'],
      pageSize: contentQueryLimits.maxListItems,
    });
    // Newest first (the default sort): the first review of a model is its current one.
    for (const review of reviews.items) {
      if (review.verdictRating !== null && ratings[review.modelId] === undefined) {
        ratings[review.modelId] = review.verdictRating;
      }
    }
  }
  return {
    kind: 'models',
    id: sectionId(section.title),
    title: section.title,
    models: page.items,
    ratings,
    total: page.total,
    more: section.more,
  };
}

async function loadCategories(adapter: ContentAdapter, section: CategoriesSection): Promise<LoadedSection> {
  const page = await adapter.list('models', {
    filters: { comingSoon: false, categories: section.categories },
    displayFields: ['id'],
    pageSize: 1,
    filterBreakdownDisplayFields: ['categories'],
  });
  const counts = new Map((page.breakdowns.categories ?? []).map(({ value, count }) => [String(value), count]));
  return {
    kind: 'links',
    id: sectionId(section.title),
    title: section.title,
    links: section.categories.map((category) => ({
      text: categoryTitle(category),
      href: categoryPath(category),
      detail: models(counts.get(category) ?? 0),
    })),
  };
}

async function loadAwards(adapter: ContentAdapter, section: AwardsSection): Promise<LoadedSection> {
  const page = await adapter.list('awards', {
    filters: { hub: section.hubs },
    displayFields: ['id'],
    pageSize: 1,
    filterBreakdownDisplayFields: ['hub', 'year'],
  });
  const years = (page.breakdowns.year ?? []).map(({ value }) => Number(value)).filter(Number.isFinite);
  const latest = years.length > 0 ? Math.max(...years) : null;
  const withWinners = new Set((page.breakdowns.hub ?? []).map(({ value }) => String(value)));
  return {
    kind: 'links',
    id: sectionId(section.title),
    title: section.title,
    links: section.hubs.map((hub) => ({
      text: awardHubTitles[hub],
      href: awardPaths.hub(hub),
      ...(latest !== null && withWinners.has(hub) ? { detail: `${latest} winners` } : {}),
    })),
  };
}

function loadSection(adapter: ContentAdapter, section: HubSection): Promise<LoadedSection> {
  switch (section.kind) {
    case 'articles':
      return loadArticles(adapter, section);
    case 'models':
      return loadModels(adapter, section);
    case 'categories':
      return loadCategories(adapter, section);
    case 'awards':
      return loadAwards(adapter, section);
    case 'links':
      return Promise.resolve({
        kind: 'links',
        id: sectionId(section.title),
        title: section.title,
        links: [...section.links],
      });
    case 'text':
      return Promise.resolve({
        kind: 'text',
        id: sectionId(section.title),
        title: section.title,
        paragraphs: section.paragraphs,
      });
  }
}

/** Reads every section of a hub. */
export async function loadHub(adapter: ContentAdapter, definition: HubDefinition): Promise<LoadedHub> {
  const sections = await Promise.all(definition.sections.map((section) => loadSection(adapter, section)));
  return { definition, sections };
}
