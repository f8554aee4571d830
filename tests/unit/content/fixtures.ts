/**
 * A small hand-made catalogue for the content tests (the real generator makes thousands of
 * records; these few are enough to know every expected answer), and helpers that seed it into a
 * temporary SQLite file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type {
  Article,
  Author,
  BodyStyle,
  Catalogue,
  Category,
  Deal,
  Derivative,
  FuelType,
  Make,
  Model,
  Review,
  ReviewSection,
} from '#src/domain/content/types';
import { openDatabase } from '#src/server/db/openDatabase';
import { catalogueValueSource, seedDatabase } from '#src/server/db/seedDatabase';

export const fixtureGeneratorVersion = 'fixture-1';

const makes: Make[] = [
  { slug: 'ford', name: 'Ford', country: 'USA', logo: '/logos/ford.svg' },
  { slug: 'volkswagen', name: 'Volkswagen', country: 'Germany', logo: '/logos/volkswagen.svg' },
  { slug: 'kia', name: 'Kia', country: 'South Korea', logo: '/logos/kia.svg' },
];

interface ModelSeed {
  make: Make;
  slug: string;
  name: string;
  bodyStyle: BodyStyle;
  category: Category;
  categories: Category[];
  fuels: FuelType[];
  basePrice: number;
}

const modelSeeds: ModelSeed[] = [
  {
    make: makes[0]!,
    slug: 'fiesta',
    name: 'Fiesta',
    bodyStyle: 'hatchback',
    category: 'small-car',
    categories: ['small-car'],
    fuels: ['petrol', 'diesel'],
    basePrice: 18000,
  },
  {
    make: makes[0]!,
    slug: 'puma',
    name: 'Puma',
    bodyStyle: 'suv',
    category: 'suv',
    categories: ['suv', 'hybrid'],
    fuels: ['petrol', 'hybrid'],
    basePrice: 24000,
  },
  {
    make: makes[1]!,
    slug: 'golf',
    name: 'Golf',
    bodyStyle: 'hatchback',
    category: 'family-car',
    categories: ['family-car', 'hybrid'],
    fuels: ['petrol', 'plug-in-hybrid'],
    basePrice: 27000,
  },
  {
    make: makes[1]!,
    slug: 'id-3',
    name: 'ID.3',
    bodyStyle: 'hatchback',
    category: 'electric',
    categories: ['electric', 'family-car'],
    fuels: ['electric'],
    basePrice: 36000,
  },
  {
    make: makes[2]!,
    slug: 'sportage',
    name: 'Sportage',
    bodyStyle: 'suv',
    category: 'suv',
    categories: ['suv', 'hybrid'],
    fuels: ['diesel', 'hybrid'],
    basePrice: 30000,
  },
];

const trims = ['Standard', 'Sport', 'Premium'];

export const authors: Author[] = [
  { slug: 'ann-writer', name: 'Ann Writer', role: 'Reviews editor', image: '/authors/ann.jpg' },
  { slug: 'bob-tester', name: 'Bob Tester', role: 'Road tester', image: '/authors/bob.jpg' },
];

function sections(rating: number): ReviewSection[] {
  return (['driving', 'interior', 'practicality', 'costs', 'equipment', 'reliability', 'safety'] as const).map(
    (id) => ({ id, title: id[0]!.toUpperCase() + id.slice(1), rating, paragraphs: [`About ${id}.`] }),
  );
}

/** The fixture catalogue: 5 models x 3 trims x their fuels = 27 derivatives, and the rest. */
export function fixtureCatalogue(): Catalogue {
  const models: Model[] = [];
  const derivatives: Derivative[] = [];
  let capId = 10000;
  for (const [modelIndex, seed] of modelSeeds.entries()) {
    const modelId = `m${modelIndex + 1}`;
    const modelDerivatives: Derivative[] = [];
    for (const [trimIndex, trim] of trims.entries()) {
      for (const [fuelIndex, fuelType] of seed.fuels.entries()) {
        capId += 1;
        const cashPrice = seed.basePrice + trimIndex * 2500 + fuelIndex * 1500;
        const electric = fuelType === 'electric';
        modelDerivatives.push({
          capId: String(capId),
          modelId,
          make: seed.make.name,
          makeSlug: seed.make.slug,
          range: seed.name,
          rangeSlug: seed.slug,
          bodyStyle: seed.bodyStyle,
          category: seed.category,
          wcCategory: seed.category === 'suv' ? 'Family SUV' : 'Family car',
          trim,
          trimHamId: `t${modelIndex}${trimIndex}`,
          engineHamId: `e${modelIndex}${fuelIndex}`,
          engineName: electric ? '58kWh 204' : `1.${fuelIndex + 4} ${fuelType} ${120 + trimIndex * 10}`,
          transmission: trimIndex === 2 || electric ? 'automatic' : 'manual',
          fuelType,
          doors: seed.bodyStyle === 'suv' ? 5 : trimIndex === 0 ? 3 : 5,
          cashPriceFrom: 0,
          cashPriceTo: 0,
          tags: [
            ...(trimIndex === 0 ? ['best-value'] : []),
            ...(electric ? ['best-electric', 'zero-emissions'] : []),
            ...(seed.category === 'suv' ? ['best-suv'] : []),
          ],
          articleType: null,
          articleSubType: null,
          cashPrice,
          onTheRoadPrice: cashPrice + 1000,
          p11dPrice: cashPrice + 800,
          dateIntroduced: `202${modelIndex}-0${trimIndex + 1}-15`,
          dateDiscontinued: trimIndex === 0 && modelIndex === 0 ? '2025-12-31' : null,
          edition: `${seed.slug}-${trim.toLowerCase()}-${fuelType}`,
          co2GPerKm: electric ? 0 : 110 + fuelIndex * 10 + trimIndex,
          wltpMpg: electric ? null : 50 - trimIndex,
          realMpg: electric || trimIndex === 1 ? null : 45 - trimIndex,
          electricRangeMiles: electric ? 260 + trimIndex * 20 : fuelType === 'plug-in-hybrid' ? 40 : null,
          batteryKwh: electric ? 58 + trimIndex * 10 : fuelType === 'plug-in-hybrid' ? 19.7 : null,
          milesPerKwh: electric ? 4.1 : null,
          rde2: fuelType === 'diesel' ? trimIndex > 0 : false,
          insuranceGroup: 10 + modelIndex * 3 + trimIndex,
          powerBhp: 120 + trimIndex * 10 + fuelIndex * 20,
          zeroToSixtyTwoSeconds: 9.5 - trimIndex * 0.5,
          topSpeedMph: 115 + trimIndex * 5,
          bootLitres: 300 + modelIndex * 40,
          seats: 5,
          lengthMm: 4000 + modelIndex * 100,
          widthMm: 1750,
          heightMm: 1500,
          payloadKg: null,
        });
      }
    }
    const prices = modelDerivatives.map((derivative) => derivative.cashPrice);
    for (const derivative of modelDerivatives) {
      derivative.cashPriceFrom = Math.min(...prices);
      derivative.cashPriceTo = Math.max(...prices);
    }
    derivatives.push(...modelDerivatives);
    models.push({
      id: modelId,
      makeSlug: seed.make.slug,
      make: seed.make.name,
      slug: seed.slug,
      name: seed.name,
      bodyStyle: seed.bodyStyle,
      category: seed.category,
      categories: seed.categories,
      yearLaunched: 2020 + modelIndex,
      comingSoon: modelIndex === 4,
      image: `/models/${seed.slug}.jpg`,
      priceFrom: Math.min(...prices),
      priceTo: Math.max(...prices),
      basePath: `/${seed.make.slug}/${seed.slug}/${seed.bodyStyle}`,
    });
  }

  const reviewTypesByModel = ['16-point', '4-point', '16-point', 'first-look', '4-point'] as const;
  const reviews: Review[] = models.flatMap((model, index) => {
    const base = {
      modelId: model.id,
      make: model.make,
      makeSlug: model.makeSlug,
      range: model.name,
      rangeSlug: model.slug,
      bodyStyle: model.bodyStyle,
      category: model.category,
      heroImage: `/reviews/${model.slug}.jpg`,
      pros: ['Good to drive'],
      cons: ['Pricey options'],
      trims,
      engines: ['1.0 petrol'],
      author: authors[index % 2]!,
    };
    const type = reviewTypesByModel[index]!;
    const firstLook = type === 'first-look';
    const review: Review = {
      ...base,
      cmsId: `r${index + 1}`,
      reviewType: type,
      title: `${model.make} ${model.name} review`,
      verdictRating: firstLook ? null : 3 + (index % 3) * 0.5,
      verdict: 'A good car.',
      sections: firstLook ? [] : sections(4),
      carAwardCategory: index === 2 ? 'Best family car' : null,
      carAwardYear: index === 2 ? 2026 : null,
      expectedSaleYear: firstLook ? 2027 : null,
      publishedAt: `2026-0${index + 1}-10`,
      url: `${model.basePath}/review/r${index + 1}`,
    };
    const used: Review = {
      ...base,
      cmsId: `u${index + 1}`,
      reviewType: 'used-review',
      title: `Used ${model.make} ${model.name} review`,
      verdictRating: 4,
      verdict: 'A good used buy.',
      sections: sections(3.5),
      carAwardCategory: null,
      carAwardYear: null,
      expectedSaleYear: null,
      publishedAt: `2025-0${index + 1}-20`,
      url: `${model.basePath}/used-review/u${index + 1}`,
    };
    return firstLook ? [review] : [review, used];
  });

  const articleTypesList = ['news', 'advice', 'feature', 'news', 'slideshow', 'news'] as const;
  const articles: Article[] = articleTypesList.map((articleType, index) => ({
    cmsId: `a${index + 1}`,
    articleType,
    articleSubType: articleType === 'advice' ? 'buying' : null,
    title: `Article ${index + 1} <b>about</b> cars`,
    slug: `article-${index + 1}`,
    summary: 'Summary.',
    paragraphs: ['One.', 'Two.'],
    heroImage: `/articles/${index + 1}.jpg`,
    author: authors[index % 2]!,
    publishedAt: `2026-02-${String(10 + index).padStart(2, '0')}`,
    tags: index % 2 === 0 ? ['electric', 'news'] : ['buying'],
    modelIds: [models[index % models.length]!.id],
    slides: articleType === 'slideshow' ? [{ image: '/s/1.jpg', caption: 'One' }] : [],
    ranked: [],
    url: `/news/article-${index + 1}/a${index + 1}`,
  }));

  const deals: Deal[] = derivatives
    .filter((_derivative, index) => index % 3 === 0)
    .map((derivative, index) => {
      const dealType = (['new-car', 'lease-personal', 'lease-business'] as const)[index % 3]!;
      return {
        id: `d${index + 1}`,
        dealType,
        capId: derivative.capId,
        modelId: derivative.modelId,
        make: derivative.make,
        makeSlug: derivative.makeSlug,
        range: derivative.range,
        rangeSlug: derivative.rangeSlug,
        bodyStyle: derivative.bodyStyle,
        category: derivative.category,
        fuelType: derivative.fuelType,
        derivativeName: `${derivative.range} ${derivative.trim}`,
        image: '/deals/x.jpg',
        listPrice: dealType === 'new-car' ? derivative.onTheRoadPrice : null,
        targetPrice: dealType === 'new-car' ? derivative.cashPrice : null,
        saving: dealType === 'new-car' ? derivative.onTheRoadPrice - derivative.cashPrice : null,
        pcp:
          dealType === 'new-car'
            ? { monthly: 299 + index, deposit: 3000, termMonths: 36, apr: 8.9, finalPayment: 9000 }
            : null,
        lease:
          dealType === 'new-car'
            ? null
            : {
                monthly: 250 + index,
                initialRentalMonths: 3,
                termMonths: 36,
                annualMileage: 8000,
                includesVat: dealType === 'lease-personal',
              },
        dealerId: `dealer${(index % 2) + 1}`,
        // After the test layers' pinned today (2026-11-21), so every fixture deal is live.
        expiresAt: `2027-0${(index % 9) + 1}-28`,
      };
    });

  return {
    makes,
    models,
    derivatives,
    authors,
    reviews,
    articles,
    awards: [
      {
        id: 'aw1',
        hub: 'new-car-awards',
        year: 2026,
        className: 'Best family car',
        modelId: 'm3',
        title: 'Golf wins',
        citation: 'It is good.',
      },
      {
        id: 'aw2',
        hub: 'electric-car-awards',
        year: 2026,
        className: 'Best electric car',
        modelId: 'm4',
        title: 'ID.3 wins',
        citation: 'It is electric.',
      },
      {
        id: 'aw3',
        hub: 'new-car-awards',
        year: 2025,
        className: 'Best small car',
        modelId: 'm1',
        title: 'Fiesta wins',
        citation: 'It is small.',
      },
    ],
    dealers: [
      {
        id: 'dealer1',
        name: 'Acme Motors',
        town: 'Leeds',
        postcode: 'LS1 4AP',
        lat: 53.8,
        lng: -1.55,
        phone: '0113 000 0000',
        franchises: ['ford', 'kia'],
      },
      {
        id: 'dealer2',
        name: 'Best Cars',
        town: 'York',
        postcode: 'YO1 7HH',
        lat: 53.96,
        lng: -1.08,
        phone: '01904 000000',
        franchises: ['volkswagen'],
      },
      {
        id: 'dealer3',
        name: 'Corner Garage',
        town: 'Leeds',
        postcode: 'LS6 2AA',
        lat: 53.82,
        lng: -1.57,
        phone: '0113 111 1111',
        franchises: [],
      },
    ],
    deals,
    usedCars: derivatives.slice(0, 6).map((derivative, index) => ({
      id: `uc${index + 1}`,
      condition: index % 2 ? 'nearly-new' : 'used',
      capId: derivative.capId,
      modelId: derivative.modelId,
      make: derivative.make,
      makeSlug: derivative.makeSlug,
      range: derivative.range,
      rangeSlug: derivative.rangeSlug,
      bodyStyle: derivative.bodyStyle,
      fuelType: derivative.fuelType,
      transmission: derivative.transmission,
      derivativeName: `${derivative.range} ${derivative.trim}`,
      year: 2020 + index,
      mileage: 30000 - index * 4000,
      price: 9000 + index * 1500,
      colour: index % 2 ? 'Blue' : 'Grey',
      image: '/used/x.jpg',
      dealerId: `dealer${(index % 3) + 1}`,
    })),
    ribbon: {
      site_ribbon: [
        {
          useFreeText: true,
          useTeaserAndList: false,
          useFreeTextMobile: true,
          freeText: 'Our awards are out',
          freeTextColour: false,
          freeTextUrl: '/awards',
          freeTextMobile: 'Awards',
          mobileColour: false,
          mobileTextUrl: '/awards',
          ctaInfo: [{ url: '/awards', title: 'See the winners' }],
          ctaOptions: true,
          mobileCTAOptions: false,
          teaserInfo: [],
          teaserColour: false,
          listInfo: [],
        },
      ],
    },
  };
}

/** A temporary folder removed by the returned cleanup. */
export function tempDir(prefix = 'kerbside-content-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A database in a temporary file, seeded with the fixture catalogue. */
export function seededFixtureDatabase(): {
  db: Database.Database;
  file: string;
  catalogue: Catalogue;
  cleanup: () => void;
} {
  const { dir, cleanup } = tempDir();
  const file = path.join(dir, 'content.db');
  const db = openDatabase(file);
  const catalogue = fixtureCatalogue();
  seedDatabase(db, catalogueValueSource(catalogue, fixtureGeneratorVersion), { seed: 1, scale: 1 });
  return {
    db,
    file,
    catalogue,
    cleanup: () => {
      db.close();
      cleanup();
    },
  };
}
