import { describe, expect, it } from 'vitest';
import { categoryDealCounts, dealFiltersForCategory, isDealCategory } from '#src/components/deals/dealCategories';

describe('deal categories', () => {
  it('recognises the categories of the content model only', () => {
    expect(isDealCategory('suv')).toBe(true);
    expect(isDealCategory('electric')).toBe(true);
    expect(isDealCategory('ford')).toBe(false);
    expect(isDealCategory('SUV')).toBe(false);
  });

  it('filters body classes by category and powertrains by fuel', () => {
    expect(dealFiltersForCategory('suv')).toEqual({ category: 'suv' });
    expect(dealFiltersForCategory('pick-up')).toEqual({ category: 'pick-up' });
    expect(dealFiltersForCategory('electric')).toEqual({ fuelType: ['electric'] });
    expect(dealFiltersForCategory('hybrid')).toEqual({ fuelType: ['hybrid', 'plug-in-hybrid'] });
  });

  it('counts deals per category in model order, with electric and hybrid from the fuels', () => {
    const counts = categoryDealCounts(
      [
        { value: 'suv', count: 40 },
        { value: 'city-car', count: 3 },
        { value: 'pick-up', count: 0 },
      ],
      [
        { value: 'petrol', count: 30 },
        { value: 'electric', count: 5 },
        { value: 'hybrid', count: 4 },
        { value: 'plug-in-hybrid', count: 2 },
      ],
    );
    expect(counts).toEqual([
      ['city-car', 3],
      ['suv', 40],
      ['electric', 5],
      ['hybrid', 6],
    ]);
  });

  it('is empty without breakdowns', () => {
    expect(categoryDealCounts()).toEqual([]);
  });
});
