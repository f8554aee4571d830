/**
 * Sample site-search hits for the search stories and unit tests, shaped exactly as the search
 * service returns them (search-api.md): titles with the site name after ' | ', highlights with the
 * engine's <em> tags around 'golf', category tokens ('0xkerbside', '1xreviews', ...), one pinned
 * (PROMOTED) hit and one hit without an image. The components under test render these inputs.
 */
import type { SearchHit, SearchResponse } from '#src/adapters/search';
import { sampleCarImage } from '#stories/support/sampleImages';

const hit = (overrides: Partial<SearchHit> & Pick<SearchHit, 'id' | 'url' | 'title'>): SearchHit => ({
  meta_description: '',
  meta_categories: [],
  custom_fields: {},
  highlight: '',
  ts: '2026-05-02T09:00:00.000Z',
  categories: ['0xkerbside', '1xreviews'],
  document_type: 'html',
  images: { main: sampleCarImage, main_b64: '', capture: '' },
  score: 0.5,
  ...overrides,
});

export const golfReviewHit = hit({
  id: 'r-vw-golf',
  url: '/volkswagen/golf/hatchback/review/r1001',
  title: 'Volkswagen Golf review | Kerbside',
  highlight:
    'The Volkswagen <em>Golf</em> is the family hatchback that does everything well: it is comfortable, quiet and well built, and the <em>Golf</em> GTI is still one of the most rounded hot hatches you can buy.',
  categories: ['0xkerbside', '1xnew-car-reviews', '2xvolkswagen', '3xfamily-car'],
  custom_fields: { make: 'Volkswagen', model: 'Golf', rating: 4.5 },
  score: 0.98,
});

export const golfNewsHit = hit({
  id: 'n-golf-gti',
  url: '/news/new-volkswagen-golf-gti-edition-50/n4821',
  title: 'New Volkswagen Golf GTI Edition 50 priced from £46,000 | Kerbside',
  highlight:
    'Volkswagen has priced the <em>Golf</em> GTI Edition 50 from £46,000, making it the most powerful &amp; expensive GTI yet. Deliveries start in the autumn.',
  categories: ['0xkerbside', '1xnews', '2xn4821'],
  score: 0.81,
});

export const golfUsedHit = hit({
  id: 'u-vw-golf',
  url: '/volkswagen/golf/hatchback/used-review/u2002',
  title: 'Used Volkswagen Golf review | Kerbside',
  highlight:
    'A used <em>Golf</em> from 2020 on is a smart buy: look for a full service history and check the infotainment software has been updated.',
  categories: ['0xkerbside', '1xused-car-reviews', '2xvolkswagen'],
  images: { main: '', main_b64: '', capture: '' },
  score: 0.74,
});

export const golfDealsHit = hit({
  id: 'd-vw-golf',
  url: '/new-car-deals/volkswagen',
  title: 'Volkswagen Golf deals | Kerbside',
  highlight: 'Save up to £3,250 on a new <em>Golf</em> with our target prices from UK dealers.',
  categories: ['0xkerbside', '1xnew-car-deals', '2xvolkswagen'],
  score: 0.66,
});

/** A pinned result (the site pins the finance tool for 'finance'). */
export const financePromotedHit = hit({
  id: 'tool-car-finance',
  url: '/car-finance',
  title: 'Car finance | Kerbside',
  highlight: 'Compare PCP and hire purchase <em>finance</em> deals on new and used cars.',
  categories: ['0xkerbside', '1xtools-and-services', '2xcar-finance'],
  type: 'PROMOTED',
  score: 1,
});

/** A document whose text carried markup: the engine's highlight has it escaped. */
export const escapedMarkupHit = hit({
  id: 'x-markup',
  url: '/news/markup-in-text/n9999',
  title: 'Markup in text <b>bold</b> | Kerbside',
  highlight:
    'This <em>golf</em> page quotes &lt;script&gt;window.__xss=1&lt;/script&gt; and <img src=x onerror="window.__xss=2"> as text.',
  categories: ['0xkerbside', '1xnews'],
});

export const golfHits: readonly SearchHit[] = [golfReviewHit, golfNewsHit, golfUsedHit, golfDealsHit];

/** A response for these hits. */
export function sampleResponse(hits: readonly SearchHit[], totalHits = hits.length, page = 1): SearchResponse {
  return {
    page,
    total_hits: totalHits,
    processing_time_ms: 3,
    hits: [...hits],
    facets: {},
    rangeFacets: {},
    fieldStats: {},
  };
}
