import { describe, expect, it } from 'vitest';
import { slideName, slidePosition, thumbnailLabel } from '#src/components/article/articleTexts';

describe('gallery texts', () => {
  it('says where the gallery is', () => {
    expect(slidePosition(0, 10)).toBe('Slide 1 of 10');
    expect(slidePosition(9, 10)).toBe('Slide 10 of 10');
  });

  it('names a slide from its caption', () => {
    expect(slideName(2, '3. Kia Picanto: from £15,425')).toBe('Kia Picanto');
    expect(slideName(0, 'Mercedes-Benz EQS: 0-62mph in 4.3sec')).toBe('Mercedes-Benz EQS');
    expect(slideName(4, '')).toBe('Slide 5');
    expect(slideName(1, '2. : nothing before the colon')).toBe('Slide 2');
  });

  it('labels a thumbnail by its number and what it shows', () => {
    expect(thumbnailLabel(2, '3. Kia Picanto: from £15,425')).toBe('Show slide 3: Kia Picanto');
  });
});
