/**
 * The /used-cars query: plain (no-JavaScript) parameters and the widgets' parameters read into
 * one search state, untrusted input dropped, plain URLs written back (the links of the server
 * HTML), and hits turned back into cards' cars.
 */
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '#src/adapters/search';
import { usedCarFromHit, usedCarListings } from '#src/components/usedCars/usedCarHits';
import {
  activeCondition,
  activeMakes,
  ageOf,
  conditionFilter,
  isRefined,
  makeFilter,
  makeSlugOf,
  usedCarRanges,
  usedCarsHref,
  usedCarsStateFromQuery,
  usedCarsUrlFormat,
} from '#src/components/usedCars/usedCarsQuery';
import { usedCarsDescription } from '#src/components/usedCars/usedCarsSeo';
import { carCount, showingCars } from '#src/components/usedCars/usedCarsTexts';
import { usedCarDocument } from '#src/adapters/search/usedCarDocument';
import { hrefFor } from '#src/widgets/store/searchUrl';

const year = 2026;

describe('usedCarsStateFromQuery', () => {
  it('reads the plain parameters of the links and the GET form', () => {
    const state = usedCarsStateFromQuery(
      {
        condition: 'nearly-new',
        make: ['ford', 'BMW', 'ford'],
        model: 'puma',
        price_from: '10000',
        price_to: '20000',
        mileage_to: '30000',
        age_to: '3',
        sort: 'price-asc',
        page: '2',
      },
      year,
    );
    expect(state).toEqual({
      keyword: null,
      page: 2,
      sort: { field: 'custom_fields.price', order: 'asc' },
      activeFilters: {
        condition: { 'nearly-new': conditionFilter('nearly-new') },
        make: { ford: makeFilter('ford'), bmw: makeFilter('bmw') },
        model: { puma: { 'custom_fields.modelSlug': 'puma' } },
      },
      activeRangeFilters: {
        [usedCarRanges.price]: { gte: 10000, lte: 20000 },
        [usedCarRanges.mileage]: { lte: 30000 },
        [usedCarRanges.year]: { gte: 2023 },
      },
    });
    expect(activeCondition(state)).toBe('nearly-new');
    expect(activeMakes(state)).toEqual(['ford', 'bmw']);
    expect(ageOf(state, year)).toBe(3);
    expect(isRefined(state)).toBe(true);
  });

  it('defaults to every car, newest first, page 1; bad values are ignored', () => {
    const state = usedCarsStateFromQuery(
      { condition: 'old', make: '<script>', price_from: '-5', age_to: 'x', sort: 'cheap', page: '0' },
      year,
    );
    expect(state).toEqual({
      keyword: null,
      page: 1,
      sort: { field: 'custom_fields.year', order: 'desc' },
      activeFilters: {},
      activeRangeFilters: {},
    });
    expect(activeCondition(state)).toBe('nofilter');
    expect(isRefined(state)).toBe(false);
  });

  it("takes the widgets' parameters when present, rebuilding every filter from its key", () => {
    const written = hrefFor(
      {
        keyword: null,
        page: 3,
        sort: { field: 'custom_fields.mileage', order: 'asc' },
        activeFilters: {
          condition: { used: { 'custom_fields.condition': 'used' } },
          // A tampered filter object: only its key survives.
          make: { audi: { not: { category: '1xused-cars-for-sale' } } },
          other: { x: { 'custom_fields.pageType': 'review' } },
        },
        activeRangeFilters: { 'custom_fields.price': { lte: 9000 }, 'custom_fields.secret': { gte: 1 } },
      },
      { pathname: '/used-cars', search: 'condition=nearly-new' },
    );
    const query = Object.fromEntries(new URL(written, 'http://site').searchParams);
    const state = usedCarsStateFromQuery(query, year);
    expect(state).toEqual({
      keyword: null,
      page: 3,
      sort: { field: 'custom_fields.mileage', order: 'asc' },
      activeFilters: { condition: { used: conditionFilter('used') }, make: { audi: makeFilter('audi') } },
      activeRangeFilters: { [usedCarRanges.price]: { lte: 9000 } },
    });
  });
});

describe('usedCarsHref', () => {
  it('writes the plain URL of a state, leaving defaults out, and reads back the same state', () => {
    const query =
      'condition=used&make=ford&make=land-rover&price_to=20000&mileage_to=50000&age_to=5&sort=price-asc&page=2';
    const input = new URLSearchParams(query);
    const state = usedCarsStateFromQuery({ ...Object.fromEntries(input), make: input.getAll('make') }, year);
    const href = usedCarsHref(state, year);
    expect(href).toBe(
      '/used-cars?condition=used&make=ford&make=land-rover&price_to=20000&mileage_to=50000&age_to=5&sort=price-asc&page=2',
    );
    const params = new URL(href, 'http://site').searchParams;
    const again = usedCarsStateFromQuery({ ...Object.fromEntries(params), make: params.getAll('make') }, year);
    expect(again).toEqual(state);
    expect(usedCarsHref(usedCarsStateFromQuery({}, year), year)).toBe('/used-cars');
    expect(usedCarsHref(usedCarsStateFromQuery({ condition: 'nearly-new' }, year), year)).toBe(
      '/used-cars?condition=nearly-new',
    );
  });

  it('is the store URL format: plain parameters written over either kind, others kept', () => {
    const format = usedCarsUrlFormat(year);
    const state = usedCarsStateFromQuery({ condition: 'used', make: 'ford', age_to: '3' }, year);
    const widgetQuery = hrefFor(state).slice(1);
    expect(format.read(widgetQuery)).toEqual(state);
    expect(format.read('condition=used&make=ford&age_to=3')).toEqual(state);
    const written = format.write(
      { ...state, page: 2 },
      `utm_source=x&${widgetQuery}&search_filters:gte:custom_fields.price=1&price_to=5`,
    );
    expect(written.toString()).toBe('utm_source=x&condition=used&make=ford&age_to=3&page=2');
    expect(format.write(usedCarsStateFromQuery({}, year), '?condition=used').toString()).toBe('');
  });

  it("names the range forms' inputs, with the registration year sent as an age", () => {
    const format = usedCarsUrlFormat(year);
    expect(format.rangeInput(usedCarRanges.price, 'gte')?.name).toBe('price_from');
    expect(format.rangeInput(usedCarRanges.price, 'lte')?.name).toBe('price_to');
    expect(format.rangeInput(usedCarRanges.mileage, 'lte')?.name).toBe('mileage_to');
    expect(format.rangeInput(usedCarRanges.mileage, 'gte')).toBeNull();
    const age = format.rangeInput(usedCarRanges.year, 'gte')!;
    expect([age.name, age.value(year - 3)]).toEqual(['age_to', '3']);
    expect(format.rangeInput('custom_fields.other', 'gte')).toBeNull();
  });

  it('slugs make names as the catalogue does', () => {
    expect(makeSlugOf('Citroën')).toBe('citroen');
    expect(makeSlugOf('Land Rover')).toBe('land-rover');
    expect(makeSlugOf('Mercedes-Benz')).toBe('mercedes-benz');
  });
});

describe('hits and texts', () => {
  const car = {
    id: 'used-100007',
    condition: 'used' as const,
    capId: 'CAP1',
    modelId: 'ford-puma-suv',
    make: 'Ford',
    makeSlug: 'ford',
    range: 'Puma',
    rangeSlug: 'puma',
    bodyStyle: 'suv' as const,
    fuelType: 'petrol' as const,
    transmission: 'manual' as const,
    derivativeName: 'Puma 1.0 EcoBoost Titanium 5dr',
    year: 2021,
    mileage: 28500,
    price: 15995,
    colour: 'Blue',
    image: '/img/car/suv/blue.jpg',
    dealerId: 'd-1',
  };
  const hitOf = (document: ReturnType<typeof usedCarDocument>): SearchHit => ({
    id: document.id,
    url: document.url,
    title: document.title,
    meta_description: '',
    meta_categories: [],
    custom_fields: document.customFields ?? {},
    highlight: '',
    ts: new Date(document.ts).toISOString(),
    categories: document.categories ?? [],
    document_type: 'html',
    images: { main: document.image ?? '', main_b64: '', capture: '' },
    score: 1,
  });

  it('turns an advert hit back into the card car and its dealer', () => {
    const listing = usedCarFromHit(hitOf(usedCarDocument(car, { name: 'Trent Motors', town: 'Nottingham' })));
    expect(listing).toEqual({ car, dealer: { name: 'Trent Motors', town: 'Nottingham' } });
  });

  it('leaves out hits that are not complete adverts', () => {
    const advert = hitOf(usedCarDocument(car, null));
    const review = { ...advert, id: 'r1', custom_fields: { pageType: 'review', make: 'Ford' } };
    const broken = { ...advert, id: 'x', custom_fields: { ...advert.custom_fields, price: 'cheap' } };
    expect(usedCarListings([review, advert, broken]).map((listing) => listing.car.id)).toEqual(['used-100007']);
    expect(usedCarFromHit(advert)?.dealer).toBeNull();
  });

  it('counts cars and describes the tab', () => {
    expect(carCount(1)).toBe('1 car');
    expect(carCount(2143)).toBe('2,143 cars');
    expect(carCount(10000)).toBe('10000+ cars');
    expect(showingCars(12, 2143, 13)).toBe('Showing 13 to 24 of 2,143 cars');
    expect(showingCars(0, 0)).toBe('0 cars');
    expect(usedCarsDescription('nearly-new', 480, 12995)).toBe(
      '480 nearly-new cars for sale from UK dealers, from £12,995. Filter by make, price, mileage and age.',
    );
    expect(usedCarsDescription('nofilter', 1, null)).toBe(
      '1 used and nearly-new car for sale from UK dealers. Filter by make, price, mileage and age.',
    );
  });
});
