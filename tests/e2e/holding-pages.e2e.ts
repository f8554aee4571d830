import { describe, expect, inject, it } from 'vitest';
import { plannedRoutes } from '../../src/lib/plannedRoutes';
import { collectErrors, sharedBrowser, viewportContext } from './browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

describe('planned routes', () => {
  it('every planned route answers 200 with its own title, never a 404', async () => {
    for (const [path, title] of Object.entries(plannedRoutes)) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<title>${title.replace(/&/g, '&amp;')} | Kerbside</title>`);
    }
  });

  it('a holding page renders in the browser without console errors', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/car-leasing-deals`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Car leasing deals');
    expect(errors).toEqual([]);
    await context.close();
  });
});
