import { describe, it, expect } from 'vitest';
import { clickPosition } from '#src/lib/clickPosition';

const hits = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('clickPosition (spec 7)', () => {
  it('is the 1-based index on the first page', () => {
    expect(clickPosition({ page: 1, pageSize: 10, hits, docId: 'a' })).toBe(1);
    expect(clickPosition({ page: 1, pageSize: 10, hits, docId: 'c' })).toBe(3);
  });
  it('adds the hits of the earlier pages', () => {
    expect(clickPosition({ page: 2, pageSize: 10, hits, docId: 'c' })).toBe(13);
    expect(clickPosition({ page: 5, pageSize: 25, hits, docId: 'b' })).toBe(102);
  });
  it('is 0 when the document is not among the hits', () => {
    expect(clickPosition({ page: 3, pageSize: 10, hits, docId: 'z' })).toBe(0);
    expect(clickPosition({ page: 1, pageSize: 10, hits: [], docId: 'a' })).toBe(0);
  });
  it('uses the first hit with that id', () => {
    expect(clickPosition({ page: 1, pageSize: 10, hits: [{ id: 'x' }, { id: 'a' }, { id: 'a' }], docId: 'a' })).toBe(2);
  });
});
