import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  articlePaths,
  articlePrefixes,
  authorPath,
  awardPaths,
  dealerPaths,
  hubPath,
  hubPaths,
  leadPaths,
  modelPaths,
  partnerOfferPaths,
  sitemapPaths,
  sitePaths,
  staticPagePaths,
  subjectPaths,
  tagPath,
  tagPaths,
  toolPaths,
  usedCarPath,
} from '#src/domain/routes';

// The literal URLs here are the independent check on src/domain/routes: a typo in a builder
// changes a URL of the site, and fails here.

describe('sitePaths', () => {
  it('spells the fixed pages of the site', () => {
    expect(sitePaths).toEqual({
      home: '/',
      signIn: '/sign-in',
      myAccount: '/my-account',
      shortlist: '/my-shortlist',
      reviews: '/reviews',
      usedReviews: '/used-reviews',
      comingSoon: '/coming-soon',
      newCarDeals: '/new-car-deals',
      newCarsInStock: '/new-cars-in-stock',
      leasingDeals: '/car-leasing-deals',
      leasing: '/car-leasing',
      usedCars: '/used-cars',
      search: '/search',
      toolsAndServices: '/tools-and-services',
      tags: '/tag',
      authors: '/authors',
      electricCategories: '/electric-cars',
      vanCategories: '/categories/van',
      searchInsights: '/search-insights',
      diagnostics: '/diagnostics',
      widgetsDemo: '/widgets-demo',
      serverError: '/server-error',
    });
  });
});

describe('toolPaths', () => {
  it('spells the tools, the valuation page both as served and as linked', () => {
    expect(toolPaths).toEqual({
      comparison: '/car-comparison',
      finance: '/car-finance',
      valuation: '/car-valuation',
      valuationLink: '/car-valuation/',
      realMpg: '/real-mpg-calculator',
      realMpgResults: '/real-mpg-calculator/results',
      fuelComparison: '/fuel-comparison-tool',
      companyCarTax: '/news/company-car-tax-calculator',
      vanTax: '/news/van-tax-calculator',
    });
  });
});

describe('hubs and award hubs', () => {
  it('builds /class/:hubId', () => {
    expect(hubPath('electric-cars')).toBe('/class/electric-cars');
    expect(hubPaths).toEqual({
      best: '/class/best',
      vans: '/class/vans',
      lifestyleVans: '/class/lifestyle-vans',
      electricCars: '/class/electric-cars',
      companyCars: '/class/company-cars',
      sellMyCar: '/class/sell-my-car',
      gapInsurance: '/class/gap-insurance',
      reliability: '/class/reliability',
      longTermTests: '/class/long-term-tests',
      newCarComparisonTests: '/class/new-car-comparison-tests',
      motability: '/class/motability',
      costOfLivingCarAdvice: '/class/cost-of-living-car-advice',
    });
  });

  it('builds /awards/:hubId and /awards/:hubId/:year', () => {
    expect(awardPaths.hub('van-awards')).toBe('/awards/van-awards');
    expect(awardPaths.year('new-car-awards', 2025)).toBe('/awards/new-car-awards/2025');
  });
});

describe('articles, tags and authors', () => {
  it('builds the three article paths and their section prefixes', () => {
    expect(articlePaths.news('ford-puma', 'n123')).toBe('/news/ford-puma/n123');
    expect(articlePaths.best('best-suvs', 'n7')).toBe('/best/best-suvs/n7');
    expect(articlePaths.advice('ownership', 'extended-warranty', 'n13246')).toBe(
      '/advice/ownership/extended-warranty/n13246',
    );
    expect(articlePrefixes).toEqual({ news: '/news/', best: '/best/', advice: '/advice/' });
  });

  it('spells the fixed information pages', () => {
    expect(staticPagePaths).toEqual({
      aboutUs: '/news/about-us/n17592',
      contactTheTeam: '/news/contact-the-team/n17593',
      termsAndConditions: '/news/terms-and-conditions/n17594',
      privacyPolicy: '/news/privacy-policy/n17595',
      cookiePolicy: '/news/cookie-policy/n17596',
    });
  });

  it('builds tag and author pages, encoding the slug', () => {
    expect(tagPath('electric-cars')).toBe('/tag/electric-cars');
    expect(tagPaths).toEqual({ latest: '/tag/latest', advice: '/tag/advice' });
    expect(authorPath('jane-doe')).toBe('/authors/jane-doe');
    expect(authorPath('a b')).toBe('/authors/a%20b');
  });
});

describe('lists of a make or category, models and adverts', () => {
  const golf = { makeSlug: 'volkswagen', rangeSlug: 'golf', bodyStyle: 'hatchback' as const };

  it('builds the lists of one make or category', () => {
    expect(subjectPaths.reviews('ford')).toBe('/ford');
    expect(subjectPaths.usedReviews('suv')).toBe('/used-reviews/suv');
    expect(subjectPaths.comingSoon('ford')).toBe('/coming-soon/ford');
    expect(subjectPaths.newCarDeals('ford')).toBe('/new-car-deals/ford');
  });

  it('builds the /make{base} pages from slugs or from a stored base path', () => {
    expect(modelPaths.autoCarDeals(golf)).toBe('/make/volkswagen/golf/hatchback/autocardeals');
    expect(modelPaths.dealsOfBase('/ford/puma/suv')).toBe('/make/ford/puma/suv/deals');
    expect(modelPaths.autoCarDealsOfBase('/ford/puma/suv')).toBe('/make/ford/puma/suv/autocardeals');
    expect(modelPaths.versionsOfBase('/ford/puma/suv')).toBe('/make/ford/puma/suv/versions');
    expect(modelPaths.compare('ford-puma-suv')).toBe('/car-comparison?add=ford-puma-suv');
  });

  it('builds a used car advert', () => {
    expect(usedCarPath('uc-1')).toBe('/used-cars/uc-1');
    expect(usedCarPath('a/b')).toBe('/used-cars/a%2Fb');
  });
});

describe('sitemaps', () => {
  it('spells the sitemap index, its parts and the HTML sitemap', () => {
    expect(sitemapPaths.index).toBe('/sitemap.xml');
    expect(sitemapPaths.xmlPart('reviews', 1)).toBe('/sitemap/xml/reviews-1.xml');
    expect(sitemapPaths.html).toBe('/sitemap');
    expect(sitemapPaths.htmlPage('all-used-makes')).toBe('/sitemap/all-used-makes');
  });
});

describe('dealers, leads, partner offers and APIs', () => {
  it('spells them', () => {
    expect(dealerPaths.finder).toBe('/car-dealers');
    expect(dealerPaths.make('volkswagen')).toBe('/car-dealers/volkswagen');
    expect(leadPaths).toEqual({ form: '/get-quotes', confirmation: '/get-quotes/confirmation' });
    expect(partnerOfferPaths).toEqual({
      warranty: '/partner-offers/car-warranty',
      gap: '/partner-offers/gap-insurance',
      finance: '/partner-offers/car-finance',
    });
    expect(apiPaths).toEqual({
      prefix: '/api/',
      dealers: '/api/dealers',
      leads: '/api/leads',
      search: '/api/search',
      content: '/api/content',
      revalidate: '/api/revalidate',
    });
  });
});
