import { describe, expect, it } from 'vitest';
import { reviewSchema } from '#src/components/review/reviewSchema';
import { review } from './fixtures';

const origin = 'https://kerbside.example';

describe('reviewSchema', () => {
  it('is a Review of the car with Kerbside rating out of 5, author, date and absolute URLs', () => {
    const schema = reviewSchema(review({}), origin);
    expect(schema.type).toBe('Review');
    expect(schema.innerHTML).toMatchObject({
      name: 'Ford Puma review',
      url: 'https://kerbside.example/ford/puma/suv/review/r10001',
      image: 'https://kerbside.example/img/car/suv/red.svg',
      datePublished: '2026-02-14',
      author: { '@type': 'Person', name: 'Priya Shah' },
      itemReviewed: { '@type': 'Car', name: 'Ford Puma', brand: { '@type': 'Brand', name: 'Ford' } },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 0 },
    });
    expect(schema.innerHTML.positiveNotes).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Fun to drive' },
        { position: 2, name: 'Big boot' },
      ],
    });
  });

  it('makes a preview without a rating an Article about the car', () => {
    const schema = reviewSchema(
      review({ reviewType: 'first-look', verdictRating: null, url: '/ford/puma/suv/preview/r2' }),
      origin,
    );
    expect(schema.type).toBe('Article');
    expect(schema.innerHTML).toMatchObject({ headline: 'Ford Puma review', about: { '@type': 'Car' } });
    expect(schema.innerHTML).not.toHaveProperty('reviewRating');
  });
});
