import { describe, expect, it } from 'vitest';
import { oneDealPerMake } from '#src/components/deals/dealSelection';

const deal = (id: string, makeSlug: string) => ({ id, makeSlug });

describe('oneDealPerMake', () => {
  it('keeps the order and takes the first deal of each make', () => {
    const deals = [deal('a', 'ferrari'), deal('b', 'ferrari'), deal('c', 'ford'), deal('d', 'kia'), deal('e', 'ford')];
    expect(oneDealPerMake(deals, 3).map((item) => item.id)).toEqual(['a', 'c', 'd']);
  });

  it('tops up with the next deals when there are too few makes', () => {
    const deals = [deal('a', 'ferrari'), deal('b', 'ferrari'), deal('c', 'ford'), deal('d', 'ford')];
    expect(oneDealPerMake(deals, 3).map((item) => item.id)).toEqual(['a', 'c', 'b']);
  });

  it('copes with fewer deals than asked for, and none', () => {
    expect(oneDealPerMake([deal('a', 'kia')], 4)).toHaveLength(1);
    expect(oneDealPerMake([], 4)).toEqual([]);
  });
});
