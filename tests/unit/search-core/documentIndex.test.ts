/** The in-memory index of the search core: appending, removing, and the orders it caches. */
import { describe, expect, it } from 'vitest';
import {
  appendDocument,
  livePositions,
  newestFirst,
  removeDocument,
  titleWordCount,
  updateOrders,
} from '#src/domain/search/documentIndex';
import { indexOf } from './coreFixtures';

describe('titleWordCount', () => {
  it('counts the words of the title as shown, before the site suffix', () => {
    expect(titleWordCount('Volkswagen Golf review | Kerbside')).toBe(3);
    expect(titleWordCount('Škoda Fabia: 1.0 TSI')).toBe(5);
    expect(titleWordCount(' | Kerbside')).toBe(0);
  });
});

describe('appendDocument', () => {
  it('stores dates, boosts, languages lower-cased, category tokens lower-cased and one column per field', () => {
    const index = indexOf([
      { ts: 10, boost: 2, language: 'EN', categories: ['0xKerbside'], customFields: { make: 'Ford', seats: [5, 7] } },
      { ts: 20, language: 'de', customFields: { make: 'ford' } },
      { ts: 30 },
    ]);
    expect(index.size).toBe(3);
    expect(index.live).toBe(3);
    expect(index.capacity).toBeGreaterThanOrEqual(3);
    expect(Array.from(index.ts.subarray(0, 3))).toEqual([10, 20, 30]);
    expect(index.boost[0]).toBe(2);
    expect([...index.languages.keys()]).toEqual(['en', 'de']);
    expect(index.categories.keys).toEqual(['0xkerbside']);
    expect(index.fields.get('make')!.keys).toEqual(['ford']);
    expect(index.fields.get('seats')!.keys).toEqual([5, 7]);
  });
});

describe('orders', () => {
  it('lists live positions and the newest-first order, and merges changes into both', () => {
    const index = indexOf([{ ts: 10 }, { ts: 30 }, { ts: 20 }, { ts: 30 }]);
    expect(Array.from(livePositions(index))).toEqual([0, 1, 2, 3]);
    // Equal dates keep index order.
    expect(Array.from(newestFirst(index))).toEqual([1, 3, 2, 0]);
    expect(removeDocument(index, 1)).toBe(true);
    expect(removeDocument(index, 1)).toBe(false);
    const firstNew = index.size;
    const fields = { title: 'New | Kerbside', boost: 1, language: 'en', categories: [], customFields: {} };
    expect(appendDocument(index, { ...fields, ts: 25 })).toBe(4);
    appendDocument(index, { ...fields, ts: 30 });
    expect(index.live).toBe(5);
    updateOrders(index, firstNew);
    expect(Array.from(livePositions(index))).toEqual([0, 2, 3, 4, 5]);
    expect(Array.from(newestFirst(index))).toEqual([3, 5, 4, 2, 0]);
  });
});
