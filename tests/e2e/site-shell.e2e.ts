import { describe, expect, inject, it } from 'vitest';
import { colors, viewportNames, type Viewport } from '#tokens';
import { notFoundPage } from '#src/lib/errorMessages';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

/** '#0a2540' -> 'rgb(10, 37, 64)', as getComputedStyle reports colours. */
const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

describe('home page', () => {
  it('is server rendered with its styles: works with JavaScript disabled', async () => {
    const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled: false }));
    const page = await context.newPage();
    const response = await page.goto(baseURL);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe('The way to buy your new car now');
    const styles = await page.evaluate(() => {
      const header = document.querySelector('header');
      const h1 = document.querySelector('h1');
      return {
        headerBackground: header ? getComputedStyle(header).backgroundColor : '',
        headingWeight: h1 ? getComputedStyle(h1).fontWeight : '',
        bodyFont: getComputedStyle(document.body).fontFamily,
        lang: document.documentElement.lang,
      };
    });
    expect(styles.headerBackground).toBe(rgb(colors.brand));
    expect(styles.headingWeight).toBe('700');
    expect(styles.bodyFont).toContain('Liberation Sans');
    expect(styles.lang).toBe('en-GB');
    await context.close();
  });

  it('loads with no console errors and hydrates', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Read the reviews' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('makes no request to another host', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
    });
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('skip link moves focus to the main content', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => location.hash)).resolves.toBe('#main-content');
    await context.close();
  });

  it.each(viewportNames.filter((name): name is Viewport => name === 'xs' || name === 'lg'))(
    'has no axe violations at %s',
    async (viewport) => {
      const context = await browser().newContext(viewportContext(viewport));
      const page = await context.newPage();
      await page.goto(baseURL, { waitUntil: 'networkidle' });
      await expect(axeViolations(page)).resolves.toEqual([]);
      await context.close();
    },
  );
  it("carries client components' styles in the server HTML", async () => {
    // Link is a client component; its standalone style (bold, no underline) comes only from its
    // own styled rules, so with JavaScript off they must have arrived in the HTML.
    const context = await browser().newContext(viewportContext('lg', { javaScriptEnabled: false }));
    const page = await context.newPage();
    // A path under a static page that has no child routes: Next renders its 404 in full on the
    // server. (Paths whose first segment is unknown fall to the root [make] layout, whose 404
    // renders only after hydration: ADR 0009.)
    await page.goto(`${baseURL}/my-shortlist/no/such/page`);
    const link = page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name: 'New car reviews' });
    await expect(link.evaluate((element) => getComputedStyle(element).fontWeight)).resolves.toBe('700');
    await expect(link.evaluate((element) => getComputedStyle(element).textDecorationLine)).resolves.toBe('none');
    await context.close();
  });
});

describe('viewport meta rule (spec 2.8)', () => {
  const viewportMetaOf = async (viewport: Viewport) => {
    const context = await browser().newContext(viewportContext(viewport, { javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(baseURL);
    const content = await page.locator('meta[name="viewport"]').getAttribute('content');
    await context.close();
    return content ?? '';
  };

  it('is device width at initial scale 1.0 on phones', async () => {
    await expect(viewportMetaOf('xs')).resolves.toMatch(/^width=device-width, initial-scale=1\.0\b/);
  });

  it('is a fixed width of 1200 elsewhere', async () => {
    await expect(viewportMetaOf('lg')).resolves.toMatch(/^width=1200\b/);
  });
});

describe('404 page', () => {
  it('answers 404 with the dead-end page and its way back', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(`${baseURL}/no-such-page-here`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.title()).resolves.toBe(notFoundPage.title);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(notFoundPage.heading);
    await expect(page.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).resolves.toBe('/');
    const popular = page.getByRole('navigation', { name: 'Popular pages' });
    for (const name of ['New car reviews', 'New car deals', 'Used car reviews', 'Latest news']) {
      await expect(popular.getByRole('link', { name }).count()).resolves.toBe(1);
    }
    // The document itself is the only failed response.
    expect(errors).toEqual([`404 ${baseURL}/no-such-page-here`]);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });

  it('follows Go to homepage back to the home page', async () => {
    const context = await browser().newContext(viewportContext('xs'));
    const page = await context.newPage();
    await page.goto(`${baseURL}/missing/deeper/path`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Go to homepage' }).click();
    await page.waitForURL(`${baseURL}/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('The way to buy your new car now');
    await context.close();
  });
});
