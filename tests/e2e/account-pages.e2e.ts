import { describe, expect, inject, it } from 'vitest';
import { accountPages } from '#src/components/accountPages';
import { collectErrors, sharedBrowser, viewportContext } from './browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

describe('account pages (there are no accounts yet)', () => {
  it('/sign-in and /my-account answer 200 with their title, noindex, and point to the shortlist', async () => {
    for (const [path, page] of Object.entries(accountPages)) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<title>${page.title} | Kerbside</title>`);
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
      expect(html, path).toContain('href="/my-shortlist"');
      expect(html, path).not.toMatch(/coming soon|finishing touches/i);
    }
  });

  it('the sign-in link of the header leads to a page that renders without console errors', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/sign-in`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign in');
    await page.getByRole('link', { name: 'Go to your shortlist' }).click();
    await page.waitForURL('**/my-shortlist');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('My shortlist');
    expect(errors).toEqual([]);
    await context.close();
  });
});
