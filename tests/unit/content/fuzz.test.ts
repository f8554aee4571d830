// @vitest-environment node
/**
 * The bad-input bar of quality-bars.md against the API handler in process: 10,000 generated
 * requests per spec endpoint (and 1,000 for each other resource) answer only 2xx or 4xx, every
 * 4xx is our JSON error with a message, and no body carries markup unescaped. Seeded, so a
 * failure names a request that can be replayed. (tests/e2e/content-api.e2e.ts does the same
 * through next start.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listResources } from '../../../src/adapters/content/schema';
import { createContentStore, type ContentStore } from '../../../src/server/content/contentStore';
import { handleContentRequest } from '../../../src/server/content/handleContentRequest';
import { seededFixtureDatabase } from './fixtures';
import { fuzzRequest, prng } from './fuzzRequests';

let store: ContentStore;
let cleanup: () => void;

beforeAll(() => {
  const seeded = seededFixtureDatabase();
  store = createContentStore(seeded.db);
  cleanup = seeded.cleanup;
});
afterAll(() => cleanup());

const specEndpoints = ['derivatives', 'reviews', 'used-reviews', 'articles', 'deals'];
const endpoints = [
  ...specEndpoints.map((resource) => [resource, 10_000] as const),
  ...listResources
    .filter((resource) => !specEndpoints.includes(resource))
    .map((resource) => [resource, 1_000] as const),
  ['ribbon', 1_000] as const,
  ['(random resource names)', 2_000] as const,
];

describe('fuzz: generated bad requests against handleContentRequest', () => {
  it.each(endpoints)('%s: %i requests get only 2xx/4xx with safe JSON errors', async (endpoint, count) => {
    const random = prng(20260314 + endpoint.length * 7919 + endpoint.charCodeAt(0));
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (let index = 0; index < count; index++) {
      const request = fuzzRequest(random, endpoint.startsWith('(') ? undefined : endpoint);
      let resource: string;
      try {
        resource = decodeURIComponent(request.resource); // as Next decodes the path segment
      } catch {
        resource = request.resource;
      }
      const response = await handleContentRequest(
        resource,
        `http://localhost/api/content/${request.resource}?${request.search}`,
        {},
        { getStore: () => store },
      );
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const where = `${request.resource}?${request.search.slice(0, 200)}`;
      if (response.status >= 500 || response.status < 200) failures.push(`${response.status} ${where}`);
      else if (response.status >= 400) {
        const body = response.body ?? '';
        let message: unknown;
        try {
          message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
        } catch {
          message = undefined;
        }
        if (typeof message !== 'string' || !message) failures.push(`${response.status} not JSON: ${where}`);
        if (/[<>]/.test(body)) failures.push(`${response.status} reflects markup: ${where}`);
        if (response.headers['content-type'] !== 'application/json; charset=utf-8') failures.push(`type: ${where}`);
      }
      if (failures.length >= 10) break;
    }
    expect(failures).toEqual([]);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(count / 3);
  });
});
