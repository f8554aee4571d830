/**
 * The catalogue generator: determinism, counts, unique ids, referential integrity and the
 * taxonomy the site relies on (review and article types, best- tags, hub categories).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, Category } from '#src/domain/content/types';
import { articleTypes } from '#src/domain/content/enums';
import { electricHubCategories, vanHubCategories } from '#src/lib/constants';
import { generateCatalogue } from '#src/server/catalogue/generateCatalogue';
import { slugify } from '#src/server/catalogue/text';

let catalogue: Catalogue;

beforeAll(() => {
  catalogue = generateCatalogue();
});

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('determinism', () => {
  it('gives byte-identical output for the same seed', () => {
    const again = generateCatalogue({ seed: 2026 });
    expect(JSON.stringify(again) === JSON.stringify(catalogue)).toBe(true);
  });

  it('gives different data for a different seed, over the same real models', () => {
    const other = generateCatalogue({ seed: 7 });
    expect(JSON.stringify(other.derivatives)).not.toBe(JSON.stringify(catalogue.derivatives));
    expect(JSON.stringify(other.reviews)).not.toBe(JSON.stringify(catalogue.reviews));
    expect(other.models.map((m) => m.id)).toEqual(catalogue.models.map((m) => m.id));
  });

  it('rejects bad options', () => {
    expect(() => generateCatalogue({ scale: 0 })).toThrow(RangeError);
    expect(() => generateCatalogue({ scale: 1.5 })).toThrow(RangeError);
    expect(() => generateCatalogue({ today: '21/11/2026' })).toThrow(RangeError);
    expect(() => generateCatalogue({ seed: Number.NaN })).toThrow(RangeError);
  });
});

describe('counts', () => {
  it('has at least 40 makes, 300 models and 3,000 derivatives', () => {
    expect(catalogue.makes.length).toBeGreaterThanOrEqual(40);
    expect(catalogue.models.length).toBeGreaterThanOrEqual(300);
    expect(catalogue.derivatives.length).toBeGreaterThanOrEqual(3000);
  });

  it('includes the makes the issue names', () => {
    const names = new Set(catalogue.makes.map((m) => m.name));
    for (const name of [
      'Abarth',
      'Citroën',
      'Mercedes-Benz',
      'Land Rover',
      'KGM',
      'LEVC',
      'Tesla',
      'Volkswagen',
      'BYD',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('has every category, including the van hub and electric hub categories', () => {
    const categories = new Set(catalogue.models.flatMap((m) => m.categories));
    const all: Category[] = [
      'city-car',
      'small-car',
      'family-car',
      'estate',
      'suv',
      'mpv',
      'executive',
      'luxury',
      'sports-car',
      'convertible',
      'coupe',
      ...vanHubCategories,
      ...electricHubCategories,
    ];
    for (const category of all) expect(categories, category).toContain(category);
  });

  it('has every review type of the brief, with 16-point for about 70% of new-car reviews', () => {
    const byType = (type: string) => catalogue.reviews.filter((r) => r.reviewType === type).length;
    for (const type of ['first-look', '4-point', '16-point', 'used-review'])
      expect(byType(type), type).toBeGreaterThan(0);
    const share = byType('16-point') / (byType('16-point') + byType('4-point'));
    expect(share).toBeGreaterThan(0.6);
    expect(share).toBeLessThan(0.8);
  });

  it('has at least 400 articles of every article type and every advice subtype', () => {
    expect(catalogue.articles.length).toBeGreaterThanOrEqual(400);
    const types = new Set(catalogue.articles.map((a) => a.articleType));
    for (const type of articleTypes) expect(types, type).toContain(type);
    const subtypes = new Set(catalogue.articles.filter((a) => a.articleType === 'advice').map((a) => a.articleSubType));
    expect([...subtypes].sort()).toEqual(['buying', 'company-cars', 'electric', 'finance', 'ownership', 'selling']);
  });

  it('has awards, dealers, deals and used cars in the numbers asked for', () => {
    expect(catalogue.awards.length).toBeGreaterThan(0);
    expect(catalogue.dealers.length).toBeGreaterThanOrEqual(150);
    expect(catalogue.deals.filter((d) => d.dealType === 'new-car').length).toBeGreaterThanOrEqual(600);
    expect(catalogue.deals.filter((d) => d.dealType !== 'new-car').length).toBeGreaterThanOrEqual(600);
    expect(catalogue.usedCars.length).toBeGreaterThanOrEqual(2000);
    expect(catalogue.usedCars.some((u) => u.condition === 'nearly-new')).toBe(true);
    expect(catalogue.authors.length).toBeGreaterThanOrEqual(8);
  });
});

describe('ids', () => {
  it('are unique where they identify records', () => {
    expect(unique(catalogue.makes.map((m) => m.slug))).toBe(true);
    expect(unique(catalogue.models.map((m) => m.id))).toBe(true);
    expect(unique(catalogue.models.map((m) => m.basePath))).toBe(true);
    expect(unique(catalogue.derivatives.map((d) => d.capId))).toBe(true);
    expect(unique(catalogue.reviews.map((r) => r.cmsId))).toBe(true);
    expect(unique(catalogue.articles.map((a) => a.cmsId))).toBe(true);
    expect(unique(catalogue.awards.map((a) => a.id))).toBe(true);
    expect(unique(catalogue.dealers.map((d) => d.id))).toBe(true);
    expect(unique(catalogue.deals.map((d) => d.id))).toBe(true);
    expect(unique(catalogue.usedCars.map((u) => u.id))).toBe(true);
    expect(unique(catalogue.authors.map((a) => a.slug))).toBe(true);
  });

  it('have the documented formats', () => {
    for (const d of catalogue.derivatives) {
      expect(d.capId).toMatch(/^\d{5,}$/);
      expect(d.trimHamId).toMatch(/^\d+$/);
      expect(d.engineHamId).toMatch(/^\d+$/);
      expect(d.edition).toBe(slugify(`${d.trim} ${d.engineName}`));
    }
    for (const r of catalogue.reviews) expect(r.cmsId).toMatch(/^r\d+$/);
    for (const a of catalogue.articles) expect(a.cmsId).toMatch(/^n\d{4,}$/);
    for (const m of catalogue.models) {
      expect(m.id).toMatch(/^[a-z0-9-]+$/);
      expect(m.basePath).toBe(`/${m.makeSlug}/${m.slug}/${m.bodyStyle}`);
    }
  });

  it('keep a trim id and an engine id stable within a model', () => {
    const trimIds = new Map<string, string>();
    const engineIds = new Map<string, string>();
    for (const d of catalogue.derivatives) {
      const trimKey = `${d.modelId}|${d.trim}`;
      const engineKey = `${d.modelId}|${d.engineName}`;
      expect(trimIds.get(trimKey) ?? d.trimHamId).toBe(d.trimHamId);
      expect(engineIds.get(engineKey) ?? d.engineHamId).toBe(d.engineHamId);
      trimIds.set(trimKey, d.trimHamId);
      engineIds.set(engineKey, d.engineHamId);
    }
  });
});

describe('referential integrity', () => {
  it('points every record at records that exist', () => {
    const makes = new Set(catalogue.makes.map((m) => m.slug));
    const models = new Map(catalogue.models.map((m) => [m.id, m]));
    const capIds = new Map(catalogue.derivatives.map((d) => [d.capId, d]));
    const dealers = new Set(catalogue.dealers.map((d) => d.id));
    for (const m of catalogue.models) expect(makes).toContain(m.makeSlug);
    for (const d of catalogue.derivatives) {
      const model = models.get(d.modelId);
      expect(model, d.modelId).toBeDefined();
      expect(d.makeSlug).toBe(model?.makeSlug);
      expect(d.bodyStyle).toBe(model?.bodyStyle);
    }
    for (const r of catalogue.reviews) expect(models.has(r.modelId), r.modelId).toBe(true);
    for (const a of catalogue.articles) {
      for (const id of a.modelIds) expect(models.has(id), id).toBe(true);
      for (const entry of a.ranked) expect(models.has(entry.modelId), entry.modelId).toBe(true);
    }
    for (const award of catalogue.awards) expect(models.has(award.modelId), award.modelId).toBe(true);
    for (const deal of catalogue.deals) {
      const derivative = capIds.get(deal.capId);
      expect(derivative, deal.capId).toBeDefined();
      expect(deal.modelId).toBe(derivative?.modelId);
      expect(dealers).toContain(deal.dealerId);
    }
    for (const car of catalogue.usedCars) {
      const derivative = capIds.get(car.capId);
      expect(derivative, car.capId).toBeDefined();
      expect(car.modelId).toBe(derivative?.modelId);
      expect(dealers).toContain(car.dealerId);
    }
    for (const dealer of catalogue.dealers) for (const make of dealer.franchises) expect(makes).toContain(make);
  });

  it('gives every model derivatives in each of its fuels, and a price range that matches them', () => {
    const byModel = new Map<string, typeof catalogue.derivatives>();
    for (const d of catalogue.derivatives) byModel.set(d.modelId, [...(byModel.get(d.modelId) ?? []), d]);
    for (const model of catalogue.models) {
      const list = byModel.get(model.id) ?? [];
      expect(list.length, model.id).toBeGreaterThan(0);
      const prices = list.map((d) => d.onTheRoadPrice);
      expect(model.priceFrom).toBe(Math.min(...prices));
      expect(model.priceTo).toBe(Math.max(...prices));
      for (const d of list) {
        expect(d.cashPriceFrom).toBe(model.priceFrom);
        expect(d.cashPriceTo).toBe(model.priceTo);
      }
      if (model.categories.includes('electric') || model.categories.includes('electric-van')) {
        expect(
          list.some((d) => d.fuelType === 'electric'),
          model.id,
        ).toBe(true);
      }
      if (model.categories.includes('hybrid')) {
        expect(
          list.some((d) => d.fuelType === 'hybrid' || d.fuelType === 'plug-in-hybrid'),
          model.id,
        ).toBe(true);
      }
      expect(model.category).toBe(model.categories[0]);
    }
  });
});

describe('reviews', () => {
  it('reviews every model: previews for cars coming soon, new-car reviews otherwise', () => {
    for (const model of catalogue.models) {
      const reviews = catalogue.reviews.filter((r) => r.modelId === model.id);
      const types = reviews.map((r) => r.reviewType);
      if (model.comingSoon) expect(types, model.id).toContain('first-look');
      else
        expect(
          types.some((t) => t === '16-point' || t === '4-point'),
          model.id,
        ).toBe(true);
    }
    const used = new Set(catalogue.reviews.filter((r) => r.reviewType === 'used-review').map((r) => r.modelId));
    expect(used.size / catalogue.models.length).toBeGreaterThan(0.35);
    expect(used.size / catalogue.models.length).toBeLessThan(0.75);
  });

  it('follows the URL patterns of spec 2.1', () => {
    const models = new Map(catalogue.models.map((m) => [m.id, m]));
    const paths = {
      'first-look': 'preview',
      '16-point': 'review',
      '4-point': 'review',
      'used-review': 'used-review',
    } as const;
    for (const r of catalogue.reviews) {
      const base = models.get(r.modelId)?.basePath;
      expect(r.url).toBe(`${base}/${paths[r.reviewType as keyof typeof paths]}/${r.cmsId}`);
    }
  });

  it('fills the fields of each type', () => {
    for (const r of catalogue.reviews) {
      expect(r.title.length).toBeGreaterThan(5);
      expect(r.heroImage).toMatch(/^\/img\/car\//);
      expect(r.trims.length).toBeGreaterThan(0);
      expect(r.engines.length).toBeGreaterThan(0);
      if (r.reviewType === 'first-look') {
        expect(r.verdictRating).toBeNull();
        expect(r.sections).toEqual([]);
        expect(r.expectedSaleYear).toBeGreaterThan(2026);
      } else {
        expect(r.expectedSaleYear).toBeNull();
        expect(r.verdictRating).toBeGreaterThanOrEqual(1);
        expect(r.verdictRating).toBeLessThanOrEqual(5);
        expect(((r.verdictRating ?? 0) * 2) % 1).toBe(0);
        expect(r.pros.length).toBeGreaterThanOrEqual(3);
        expect(r.pros.length).toBeLessThanOrEqual(5);
        expect(r.cons.length).toBeGreaterThanOrEqual(2);
        expect(r.cons.length).toBeLessThanOrEqual(4);
        expect(r.sections.map((s) => s.id)).toEqual([
          'driving',
          'interior',
          'practicality',
          'costs',
          'equipment',
          'reliability',
          'safety',
        ]);
        for (const section of r.sections) {
          expect(section.paragraphs.length, `${r.cmsId} ${section.id}`).toBeGreaterThanOrEqual(2);
          expect(section.paragraphs.length).toBeLessThanOrEqual(5);
          expect((section.rating * 2) % 1).toBe(0);
        }
        // The text is about this car: its name and an engine appear in the sections.
        const text = r.sections.flatMap((s) => s.paragraphs).join(' ');
        expect(text).toContain(r.range);
        expect(r.engines.some((engine) => text.includes(engine))).toBe(true);
      }
      expect(r.publishedAt <= '2026-11-21').toBe(true);
    }
  });

  it('marks award winners with an award they won', () => {
    const awarded = catalogue.reviews.filter((r) => r.carAwardCategory !== null);
    expect(awarded.length).toBeGreaterThan(10);
    for (const r of awarded) {
      const award = catalogue.awards.find(
        (a) => a.modelId === r.modelId && a.className === r.carAwardCategory && a.year === r.carAwardYear,
      );
      expect(award, r.cmsId).toBeDefined();
    }
  });

  it('quotes an estimated real-world mpg in the Golf review, saying it is an estimate and never a test', () => {
    const golf = catalogue.reviews.find(
      (r) => r.modelId === 'volkswagen-golf-hatchback' && r.reviewType !== 'used-review',
    );
    const text = golf?.sections.flatMap((s) => s.paragraphs).join(' ') ?? '';
    expect(text).toMatch(/Golf/);
    expect(text).toMatch(/We estimate the .+ returns? about \d+\.\dmpg/);
    expect(text).not.toMatch(/real-world (economy )?test/);
  });

  it('never claims a real-world economy test anywhere in reviews or articles', () => {
    const texts = [
      ...catalogue.reviews.flatMap((r) => [...r.pros, ...r.cons, ...r.sections.flatMap((s) => s.paragraphs)]),
      ...catalogue.articles.flatMap((a) => a.paragraphs),
    ];
    for (const text of texts)
      expect(text).not.toMatch(/real-world (economy |fuel economy )?tests?\b|our (own )?tests? .*WLTP/i);
  });
});

describe('articles', () => {
  it('has the about-us and contact-the-team pages at their fixed ids', () => {
    const about = catalogue.articles.find((a) => a.cmsId === 'n17592');
    const contact = catalogue.articles.find((a) => a.cmsId === 'n17593');
    expect(about?.articleType).toBe('news');
    expect(about?.url).toBe('/news/about-us/n17592');
    expect(about?.paragraphs.join(' ')).toContain('Kerbside');
    expect(contact?.articleType).toBe('news');
    expect(contact?.url).toBe('/news/contact-the-team/n17593');
  });

  it('has 21 best- tags, each with a ranked list of real models under /best/', () => {
    const bestTags = new Set(catalogue.articles.flatMap((a) => a.tags).filter((tag) => tag.startsWith('best-')));
    expect(bestTags.size).toBe(21);
    const lists = catalogue.articles.filter((a) => a.url.startsWith('/best/'));
    const listTags = new Set(lists.flatMap((a) => a.tags.filter((t) => t.startsWith('best-'))));
    expect(listTags.size).toBe(21);
    for (const list of lists) {
      expect(list.ranked.length, list.title).toBeGreaterThanOrEqual(3);
      expect(list.ranked.map((entry) => entry.rank)).toEqual(list.ranked.map((_, i) => i + 1));
    }
  });

  it('uses the tags the site lists', () => {
    const tags = new Set(catalogue.articles.flatMap((a) => a.tags));
    for (const tag of ['latest', 'top-10', 'best-electric-cars', 'van-news-and-advice', 'advice'])
      expect(tags).toContain(tag);
  });

  it('follows the URL patterns of spec 2.1 and fills every field', () => {
    for (const a of catalogue.articles) {
      if (a.articleType === 'advice') expect(a.url).toBe(`/advice/${a.articleSubType}/${a.slug}/${a.cmsId}`);
      else if (a.url.startsWith('/best/')) expect(a.url).toBe(`/best/${a.slug}/${a.cmsId}`);
      else expect(a.url).toBe(`/news/${a.slug}/${a.cmsId}`);
      expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.paragraphs.length).toBeGreaterThan(0);
      expect(a.summary.length).toBeGreaterThan(10);
      expect(a.heroImage).toMatch(/^\/img\//);
      expect(a.author.name.length).toBeGreaterThan(0);
      expect(a.publishedAt <= '2026-11-21').toBe(true);
      if (a.articleType === 'slideshow') expect(a.slides.length).toBeGreaterThanOrEqual(3);
      else expect(a.slides).toEqual([]);
      if (a.articleType !== 'advice') expect(a.articleSubType).toBeNull();
    }
  });
});

describe('text', () => {
  it('is plain English: no placeholder text or leaked values anywhere', () => {
    const json = JSON.stringify(catalogue);
    expect(json).not.toMatch(/lorem|ipsum/i);
    expect(json).not.toMatch(/undefined|NaN|\[object|Infinity|\{c\}|\{car\}/);
    expect(json).not.toMatch(/ {2,}/);
  });
});

describe('ribbon', () => {
  it('announces the awards in free text (info style) with a CTA, mobile text, teaser and list links', () => {
    const item = catalogue.ribbon.site_ribbon[0];
    expect(item?.useFreeText).toBe(true);
    expect(item?.freeTextColour).toBe(false);
    expect(item?.freeText).toMatch(/Kerbside New Car Awards/);
    expect(item?.freeTextMobile.length).toBeGreaterThan(0);
    expect(item?.ctaInfo[0]?.url).toBe('/awards/new-car-awards');
    expect(item?.teaserInfo[0]?.url).toBeTruthy();
    expect(item?.listInfo.map((l) => l.url)).toEqual(['/car-leasing', '/used-cars', '/new-car-deals']);
  });
});
