/**
 * /my-shortlist as the production build serves it (`next start`): the server HTML (status, title,
 * description, canonical, noindex, no list before the browser reads the store), then in the
 * browser: a shortlist seeded in localStorage shows after a reload with prices and links, a
 * removed car stays removed across a reload, 'Clear shortlist' empties it, the empty state links
 * on to reviews and deals, and the page passes axe at xs and lg without console errors.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SHORTLIST_STORAGE_KEY } from '#src/tools/shortlist/shortlistStore';
import { shortlistViewTexts } from '#src/tools/shortlist/shortlistViewTexts';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();
const path = '/my-shortlist';

const cars = [
  {
    id: '91234',
    title: 'Volkswagen Golf Life 1.5 TSI 150',
    url: '/volkswagen/golf/hatchback/life/91234',
    price: 27995,
    addedAt: '2026-06-01T09:00:00.000Z',
  },
  { id: 'm-ford-puma', title: 'Ford Puma', url: '/ford/puma/suv', price: 24150.5, addedAt: '2026-06-02T09:00:00.000Z' },
  {
    id: 'r-kia-ev3',
    title: 'Kia EV3 review',
    url: '/kia/ev3/suv/review/r-kia-ev3',
    addedAt: '2026-06-03T09:00:00.000Z',
  },
];

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;

/** Opens the page with the given shortlist stored (written before the page's scripts run). */
async function openWith(page: Page, saved: unknown[] | null) {
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  await page.evaluate(
    ({ key, value }) => {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    },
    { key: SHORTLIST_STORAGE_KEY, value: saved === null ? null : JSON.stringify(saved) },
  );
  await page.reload({ waitUntil: 'networkidle' });
}

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ id: string }>, SHORTLIST_STORAGE_KEY);

describe('/my-shortlist server HTML', () => {
  it('answers 200 with its title, description, canonical and noindex, and renders no list on the server', async () => {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe('My shortlist | Kerbside');
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toMatch(/saved to your shortlist/);
    expect(new URL(attribute(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe(path);
    expect(attribute(html, /<meta name="robots" content="([^"]*)"/)).toMatch(/noindex/);
    expect(html).toMatch(/<h1[^>]*>My shortlist<\/h1>/);
    expect(html).toContain('<noscript>');
    expect(html).not.toContain(shortlistViewTexts.emptyTitle);
  });
});

describe('/my-shortlist in the browser', () => {
  it('shows the stored cars after a reload, removes one for good, and clears the rest', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openWith(page, cars);

    const list = page.getByRole('list', { name: shortlistViewTexts.heading });
    await expect(list.getByRole('listitem').count()).resolves.toBe(3);
    await expect(page.getByRole('link', { name: 'Ford Puma' }).getAttribute('href')).resolves.toBe('/ford/puma/suv');
    await expect(list.textContent()).resolves.toContain('£27,995');
    await expect(list.textContent()).resolves.toContain('£24,150.50');

    await page.getByRole('button', { name: 'Remove Ford Puma' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'removed' }).textContent()).resolves.toBe(
      'Ford Puma removed from your shortlist',
    );
    await expect(stored(page)).resolves.toEqual([
      expect.objectContaining({ id: '91234' }),
      expect.objectContaining({ id: 'r-kia-ev3' }),
    ]);

    await page.reload({ waitUntil: 'networkidle' });
    await expect(list.getByRole('listitem').count()).resolves.toBe(2);
    await expect(page.getByRole('link', { name: 'Ford Puma' }).count()).resolves.toBe(0);

    // By keyboard: focus the first remove button and press Enter; focus moves to the next one.
    await page.getByRole('button', { name: `Remove ${cars[0]!.title}` }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('button', { name: 'Remove Kia EV3 review' })
        .evaluate((button) => button === document.activeElement),
    ).resolves.toBe(true);

    await page.getByRole('button', { name: shortlistViewTexts.clear }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: shortlistViewTexts.emptyTitle }).isVisible(),
    ).resolves.toBe(true);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { level: 2, name: shortlistViewTexts.emptyTitle }).isVisible(),
    ).resolves.toBe(true);
    await expect(stored(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the empty state with links to reviews and deals, and ignores a corrupt stored list', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openWith(page, null);
    await expect(
      page.getByRole('heading', { level: 2, name: shortlistViewTexts.emptyTitle }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('link', { name: shortlistViewTexts.browseReviews }).getAttribute('href')).resolves.toBe(
      '/reviews',
    );
    await expect(page.getByRole('link', { name: shortlistViewTexts.browseDeals }).getAttribute('href')).resolves.toBe(
      '/new-car-deals',
    );

    await page.evaluate((key) => localStorage.setItem(key, '{not json'), SHORTLIST_STORAGE_KEY);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { level: 2, name: shortlistViewTexts.emptyTitle }).isVisible(),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of ['xs', 'lg'] as const) {
    it(`passes axe at ${viewport}, empty and with cars, without console errors`, async () => {
      const context = await browser().newContext(viewportContext(viewport));
      const page = await context.newPage();
      const errors = collectErrors(page);
      await openWith(page, null);
      await expect(axeViolations(page), `empty at ${viewport}`).resolves.toEqual([]);
      await openWith(page, cars);
      await expect(page.getByRole('list', { name: shortlistViewTexts.heading }).isVisible()).resolves.toBe(true);
      await expect(axeViolations(page), `with cars at ${viewport}`).resolves.toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
