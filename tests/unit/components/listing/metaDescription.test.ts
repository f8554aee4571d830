import { describe, expect, it } from 'vitest';
import { metaDescription } from '#src/components/listing/metaDescription';

describe('metaDescription', () => {
  it('keeps a short text whole, with whitespace collapsed', () => {
    expect(metaDescription('  A fun\n small  SUV. ')).toBe('A fun small SUV.');
  });

  it('cuts a long text at a word within the limit and adds an ellipsis', () => {
    const text = 'The Ford Puma is a small SUV that is fun to drive, '.repeat(6);
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    expect(description).not.toMatch(/[\s,]…$/);
  });
});
