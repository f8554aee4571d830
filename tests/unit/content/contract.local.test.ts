// @vitest-environment node
/** The ContentAdapter contract against the local adapter (the SQLite store in process). */
import { afterAll, beforeAll } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { createContentStore } from '#src/server/content/contentStore';
import { createLocalContent } from '#src/server/content/localContent';
import { describeContentContract } from './contentContract';
import { seededFixtureDatabase } from './fixtures';

let adapter: ContentAdapter;
let cleanup: () => void;

beforeAll(() => {
  const seeded = seededFixtureDatabase();
  cleanup = seeded.cleanup;
  adapter = createLocalContent(createContentStore(seeded.db));
});
afterAll(() => cleanup());

describeContentContract('local (SQLite)', () => adapter);
