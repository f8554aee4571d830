import { describe, expect, it } from 'vitest';
import { categories } from '#src/domain/content/enums';
import { capitalise, categoryNames, isCategory } from '#src/domain/vocabulary';

describe('categoryNames', () => {
  it('names every category of the content model: card label, singular and plural', () => {
    for (const category of categories) {
      expect(categoryNames[category].label, category).not.toBe('');
      expect(categoryNames[category].singular, category).not.toBe('');
      expect(categoryNames[category].plural, category).not.toBe('');
    }
    expect(categoryNames.suv).toEqual({ label: 'SUV', singular: 'SUV', plural: 'SUVs' });
    expect(categoryNames.estate).toEqual({ label: 'Estate', singular: 'estate car', plural: 'estate cars' });
  });

  it('is the one source of the titles search documents and hubs use (capitalised plural)', () => {
    expect(capitalise(categoryNames['small-van'].plural)).toBe('Small vans');
    expect(capitalise(categoryNames.hybrid.plural)).toBe('Hybrid cars');
  });

  it('recognises category slugs only', () => {
    expect(isCategory('family-car')).toBe(true);
    expect(isCategory('ford')).toBe(false);
    expect(isCategory('SUV')).toBe(false);
  });

  it('capitalises the first letter only', () => {
    expect(capitalise('family cars')).toBe('Family cars');
    expect(capitalise('SUVs')).toBe('SUVs');
    expect(capitalise('')).toBe('');
  });
});
