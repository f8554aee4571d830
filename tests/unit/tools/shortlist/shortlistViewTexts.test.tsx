import { describe, expect, it } from 'vitest';
import {
  focusIndexAfterRemoval,
  shortlistCountText,
  shortlistEmptyLinks,
  shortlistHref,
  shortlistPriceText,
} from '#src/tools/shortlist/shortlistViewTexts';

describe('shortlist view texts', () => {
  it('counts cars in the singular and the plural', () => {
    expect(shortlistCountText(1)).toBe('You have 1 car on your shortlist.');
    expect(shortlistCountText(3)).toBe('You have 3 cars on your shortlist.');
  });

  it('formats a price in pounds, and has none for an entry without one', () => {
    expect(shortlistPriceText({ price: 27995 })).toBe('£27,995');
    expect(shortlistPriceText({ price: 0 })).toBe('£0');
    expect(shortlistPriceText({})).toBeUndefined();
  });

  it('moves focus to the next car, else the previous one, else the empty state', () => {
    expect(focusIndexAfterRemoval(0, 3)).toBe(0);
    expect(focusIndexAfterRemoval(1, 3)).toBe(1);
    expect(focusIndexAfterRemoval(2, 3)).toBe(1);
    expect(focusIndexAfterRemoval(0, 1)).toBeUndefined();
  });

  it('sends an empty shortlist to reviews and deals', () => {
    expect(shortlistEmptyLinks.map((link) => link.href)).toEqual(['/reviews', '/new-car-deals']);
  });

  it('links only to site paths and http(s) URLs', () => {
    expect(shortlistHref('/ford/puma/suv')).toBe('/ford/puma/suv');
    expect(shortlistHref('https://dealer.example/car?id=1')).toBe('https://dealer.example/car?id=1');
    expect(shortlistHref('javascript:alert(1)')).toBeUndefined();
    expect(shortlistHref('//evil.example/x')).toBeUndefined();
    expect(shortlistHref('/\\evil.example')).toBeUndefined();
    expect(shortlistHref('data:text/html,hi')).toBeUndefined();
  });
});
