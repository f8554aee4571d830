/**
 * The in-memory client's suggestions (added to memorySearchClient.ts for the autocomplete stories):
 * the server's rule from suggest.ts, computed over the sample documents.
 */
import { describe, expect, it } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { sampleSearchDocuments } from '#stories/support/searchDocuments';

const client = createMemorySearchClient({ documents: sampleSearchDocuments });

describe('memory client suggestions (additive to memorySearchClient)', () => {
  it('completes one word from the vocabulary and offers title phrases', async () => {
    const answer = await client.suggestions('pum');
    const values = answer && 'suggestions' in answer ? answer.suggestions.map((s) => s.value) : [];
    expect(values).toContain('puma');
    expect(values.some((value) => value.startsWith('puma '))).toBe(true);
    expect(values.every((value) => value.startsWith('pum') || value.includes(' pum'))).toBe(true);
  });

  it('completes the last word after the first ones; nothing for no letters', async () => {
    const answer = await client.suggestions('ford pu', { size: 3 });
    const values = 'suggestions' in answer ? answer.suggestions.map((s) => s.value) : [];
    expect(values[0]).toBe('ford puma');
    expect(values).toHaveLength(3);
    expect(values.every((value) => value.startsWith('ford pu'))).toBe(true);
    expect(await client.suggestions('  ')).toEqual({ suggestions: [] });
  });
});
