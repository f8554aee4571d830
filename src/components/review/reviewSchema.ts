/**
 * The JSON-LD of a review page (spec 3 seoSchema): a schema.org Review of the car with Kerbside's
 * rating out of 5, its author, date and publisher; a first-look preview has no rating yet, so it
 * is an Article about the car instead. URLs are made absolute with the site origin.
 */
import type { Review } from '#src/domain/content/types';
import { PRODUCT_NAME } from '#src/lib/constants';
import type { SeoSchema } from '#src/lib/seo/pageMetadata';
import { carNames } from '#src/domain/vocabulary';

/** The review's JSON-LD block. */
export function reviewSchema(review: Review, origin: string): SeoSchema {
  const url = new URL(review.url, origin).toString();
  const image = new URL(review.heroImage, origin).toString();
  const car = {
    '@type': 'Car',
    name: carNames.model(review.make, review.range),
    brand: { '@type': 'Brand', name: review.make },
    model: review.range,
    bodyType: review.bodyStyle,
  };
  const author = { '@type': 'Person', name: review.author.name };
  const publisher = { '@type': 'Organization', name: PRODUCT_NAME, url: new URL('/', origin).toString() };
  if (review.verdictRating === null) {
    return {
      type: 'Article',
      innerHTML: {
        headline: review.title,
        description: review.verdict,
        image,
        url,
        datePublished: review.publishedAt,
        author,
        publisher,
        about: car,
      },
    };
  }
  return {
    type: 'Review',
    innerHTML: {
      name: review.title,
      reviewBody: review.verdict,
      url,
      image,
      datePublished: review.publishedAt,
      author,
      publisher,
      itemReviewed: car,
      reviewRating: { '@type': 'Rating', ratingValue: review.verdictRating, bestRating: 5, worstRating: 0 },
      ...(review.pros.length
        ? {
            positiveNotes: {
              '@type': 'ItemList',
              itemListElement: review.pros.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name })),
            },
          }
        : {}),
      ...(review.cons.length
        ? {
            negativeNotes: {
              '@type': 'ItemList',
              itemListElement: review.cons.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name })),
            },
          }
        : {}),
    },
  };
}
