import { describe, expect, it } from 'vitest';
import { categories } from '../../../src/domain/content/enums';
import { capitalise, categoryNames, isCategory } from '../../../src/domain/vocabulary';

describe('categoryNames', () => {
  it('names every category of the content model in the singular and the plural', () => {
    for (const category of categories) {
      expect(categoryNames[category].singular, category).not.toBe('');
      expect(categoryNames[category].plural, category).not.toBe('');
    }
    expect(categoryNames.suv).toEqual({ singular: 'SUV', plural: 'SUVs' });
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
