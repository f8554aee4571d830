// @vitest-environment node
/**
 * Server safety (the original crashed with "window is undefined"): the store module imports,
 * creates, searches and connects (a no-op) where there is no window at all.
 */
import { expect, it } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { createSearchStore } from '#src/widgets/store/searchStore';
import { sampleSearchDocuments } from '#stories/support/searchDocuments';

it('creates, connects and searches without a window', async () => {
  expect(typeof window).toBe('undefined');
  const store = createSearchStore({
    client: createMemorySearchClient({ documents: sampleSearchDocuments }),
    urlSync: true,
    initialState: { keyword: 'ford' },
  });
  store.connect()();
  await store.load();
  expect(store.getState().results?.total_hits).toBeGreaterThan(0);
});
