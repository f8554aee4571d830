import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { footerSections, subscribeLinks } from '#src/components/footer/footerLinks';
import { CLOSE_RIBBON_LABEL } from '#src/components/ribbon/InfoRibbon';
import { menuEntries } from '#src/components/header/menuData';
import { notFoundPage } from '#src/lib/errorMessages';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';

/**
 * The site chrome's journeys of issue #5 in Chromium against `next start`, at xs and lg: the mega
 * menu by mouse and by keyboard, the mobile menu (scroll lock, accordion, a link closes it),
 * searching from the header and opening a result, closing the ribbon, reaching the 404 page; and
 * no dead ends: every header and footer link of the site answers, in the browser, without a 404
 * or a console error.
 */
const baseURL = inject('baseURL');
const browser = sharedBrowser();

async function openPage(viewport: 'xs' | 'lg', path = '/') {
  const context = await browser().newContext(viewportContext(viewport));
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  return { context, page, errors };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('mega menu (lg)', () => {
  it('opens on hover, marks the menu active, and a link in it navigates', async () => {
    const { context, page, errors } = await openPage('lg');
    const trigger = page.locator('[data-cy="nav-reviews"]');
    await trigger.hover();
    await expect.poll(() => trigger.getAttribute('data-state')).toBe('open');
    const panel = page.locator('[data-menu-panel="reviews"]');
    await expect.poll(() => panel.isVisible()).toBe(true);
    // While one menu is open, the others show as inactive.
    await expect(page.locator('[data-cy="nav-newCarDeals"]').getAttribute('data-state')).resolves.toBe('closed');
    await panel.getByRole('link', { name: 'Long-term tests' }).click();
    await page.waitForURL(`${baseURL}/class/long-term-tests`);
    await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens by keyboard, Escape closes it and returns focus to the trigger', async () => {
    const { context, page, errors } = await openPage('lg');
    const trigger = page.locator('[data-cy="nav-reviews"]');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await expect(trigger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // Open again and follow the title link with the keyboard.
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    const focusedHref = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(focusedHref).toMatch(/^\/(reviews|used-reviews|class\/)/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === focusedHref);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pushes the top-menu event to the data layer', async () => {
    const { context, page } = await openPage('lg');
    await page.locator('[data-cy="nav-reviews"]').click();
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
    expect(events).toContainEqual(
      expect.objectContaining({
        eventData: { category: 'Navigation - Next Gen', action: 'Top Menu Nav', label: 'Reviews' },
      }),
    );
    await context.close();
  });
});

describe('mobile menu (xs)', () => {
  it('opens with scrolling locked, expands a section, and a link closes it', async () => {
    const { context, page, errors } = await openPage('xs');
    const toggle = page.locator('[data-cy="mobile-menu-toggle"]');
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe('hidden');
    await panel.getByRole('button', { name: 'Reviews' }).click();
    await panel.getByRole('link', { name: 'Used car reviews' }).click();
    await page.waitForURL(`${baseURL}/used-reviews`);
    await expect.poll(() => panel.count()).toBe(0);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe('hidden');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Escape closes it and returns focus to the toggle', async () => {
    const { context, page } = await openPage('xs');
    const toggle = page.locator('[data-cy="mobile-menu-toggle"]');
    await toggle.click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await context.close();
  });
});

describe.each(['xs', 'lg'] as const)('header search (%s)', (viewport) => {
  it('searches after typing stops and opens a result', async () => {
    const { context, page, errors } = await openPage(viewport);
    const field = page.getByRole('combobox').first();
    await field.click();
    await expect.poll(() => page.locator('[data-search-overlay]').count()).toBe(1);
    await field.pressSequentially('golf', { delay: 40 });
    const results = page.getByRole('listbox');
    // The text is sent 1500 ms after the last key; the results follow.
    await expect.poll(() => results.getByRole('option').count(), { timeout: 8_000 }).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    const first = results.getByRole('option').first();
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
    expect(pathOf(page)).not.toBe('/');
    await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'Sorry no results found' for nonsense and Escape closes the overlay", async () => {
    const { context, page } = await openPage(viewport);
    const field = page.getByRole('combobox').first();
    await field.click();
    await field.pressSequentially('qqzzxxwwvv', { delay: 20 });
    // The panel says it (and the live region announces it too).
    await expect.poll(() => page.getByText('Sorry no results found').count(), { timeout: 8_000 }).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-search-overlay]').count()).toBe(0);
    await context.close();
  });
});

describe.each(['xs', 'lg'] as const)('ribbon and 404 (%s)', (viewport) => {
  it('closes the information ribbon for the rest of the page view', async () => {
    const { context, page } = await openPage(viewport);
    const ribbon = page.getByRole('region', { name: 'Information' });
    await expect(ribbon.count()).resolves.toBe(1);
    await page.getByRole('button', { name: CLOSE_RIBBON_LABEL }).click();
    await expect.poll(() => ribbon.count()).toBe(0);
    await context.close();
  });

  it('reaches the 404 page, which passes axe with the full chrome', async () => {
    const { context, page } = await openPage(viewport, '/these/are/not/a/page/at-all');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(notFoundPage.heading);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});

/** Every site path linked from the header menus and the footer (absolute URLs are other sites). */
function chromePaths(): string[] {
  const hrefs = [
    ...menuEntries().flatMap((entry) => entry.navLinks.map((link) => link.href)),
    ...footerSections.flatMap((section) => section.links.map((link) => link.href)),
    ...subscribeLinks.map((link) => link.href),
    '/my-shortlist',
    '/sign-in',
    '/my-account',
  ];
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

describe('no dead ends', () => {
  it('every header and footer link opens a page in the browser with no 404 and no console error', async () => {
    const paths = chromePaths();
    expect(paths.length).toBeGreaterThan(30);
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of paths) {
      const errors = collectErrors(page);
      const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
      const status = response?.status() ?? 0;
      if (status !== 200) problems.push(`${path}: status ${status}`);
      const title = await page.title();
      if (!title || title === notFoundPage.title) problems.push(`${path}: title '${title}'`);
      for (const error of errors) problems.push(`${path}: ${error}`);
      page.removeAllListeners();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
