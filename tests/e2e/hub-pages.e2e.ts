/**
 * The hubs and award pages as the production build serves them (`next start`): every /class hub
 * of spec 2.2 built here (all but sell-my-car and company-cars), /categories/van (van hub
 * categories, pick-up left out), /electric-cars (electric and hybrid), and the four award hubs
 * by year: status, title, description, canonical, JSON-LD, key content, 404 for an unknown hub
 * or year and 308 for the latest year's second address; axe at xs and lg without console errors.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { classHubs } from '#src/components/hub/hubDefinitions';
import { notFoundPage } from '#src/lib/errorMessages';
import { sharedBrowser, viewportContext } from './browser';
import { first, textOf } from './support/html';
import { expectPagesPass, pageErrors } from './support/pageChecks';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

// ── helpers of this file (the ones every family shares live in ./support) ──

/** The SEO head of a page's server HTML. */
function head(html: string) {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const canonical = first(html, /<link rel="canonical" href="([^"]*)"/);
  return {
    title: first(html, /<title>([^<]*)<\/title>/),
    description: first(html, /<meta name="description" content="([^"]*)"/),
    canonical: canonical ? new URL(canonical).pathname : null,
    jsonLd,
    jsonLdTypes: jsonLd.map((block) => String(block['@type'])),
  };
}
/** The h2 headings of a page, as text, in document order (the page's own stream in after the chrome). */
const headingsOf = (html: string) =>
  [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => textOf(match[1]!).trim());
/** The first path segments of the article and hub families: their `_rsc` prefetch 404s count. */
const ownSegments = ['news', 'best', 'advice', 'authors', 'tag', 'class', 'awards', 'categories', 'electric-cars'];
const get = async (path: string) => {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
};

// ── tests ──

beforeAll(async () => {
  // The first request opens (and on a fresh database seeds) the store.
  const warm = await fetch(`${baseURL}/api/content/models?pageSize=1`, { signal: AbortSignal.timeout(110_000) });
  expect(warm.status).toBe(200);
}, 120_000);

describe('class hubs', () => {
  it('serves every hub with its title, description, canonical, JSON-LD and sections', async () => {
    for (const hub of Object.values(classHubs)) {
      const { status, html } = await get(hub.path);
      expect(status, hub.path).toBe(200);
      const page = head(html);
      expect(page.title, hub.path).toBe(`${hub.title} | Kerbside`);
      expect(page.description, hub.path).toBe(hub.intro);
      expect(page.canonical, hub.path).toBe(hub.path);
      expect(page.jsonLdTypes, hub.path).toContain('BreadcrumbList');
      const headings = headingsOf(html);
      for (const section of hub.sections) expect(headings, hub.path).toContain(section.title);
      expect(textOf(html), hub.path).not.toMatch(/There are currently no/);
    }
  });

  it('lists the van hub categories without pick-up, with model counts', async () => {
    const text = textOf((await get('/class/vans')).html);
    expect(text).toMatch(/Small vans \d+ models Medium vans \d+ models Large vans \d+ models Electric vans \d+ models/);
    expect(text).not.toMatch(/Pick-ups \d+ models/);
  });

  it('lists electric and hybrid cars on the electric hub', async () => {
    expect(textOf((await get('/class/electric-cars')).html)).toMatch(/Electric cars \d+ models Hybrid cars \d+ models/);
  });

  it('answers 404 for a hub that does not exist', async () => {
    for (const path of ['/class/no-such-hub', '/class/Vans']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain(notFoundPage.title);
    }
  });
});

describe('category pages', () => {
  it('/categories/van shows small, medium, large and electric vans, not pick-ups', async () => {
    const { status, html } = await get('/categories/van');
    expect(status).toBe(200);
    expect(head(html).title).toBe('Vans by category | Kerbside');
    expect(head(html).canonical).toBe('/categories/van');
    const vans = ['Small vans', 'Medium vans', 'Large vans', 'Electric vans'];
    const headings = headingsOf(html);
    expect(headings.filter((heading) => vans.includes(heading))).toEqual(vans);
    expect(headings).not.toContain('Pick-ups');
    expect(html).toContain('href="/small-van"');
  });

  it('/electric-cars shows electric and hybrid models', async () => {
    const { status, html } = await get('/electric-cars');
    expect(status).toBe(200);
    expect(head(html).title).toBe('Electric and hybrid cars | Kerbside');
    const categories = ['Electric cars', 'Hybrid cars'];
    expect(headingsOf(html).filter((heading) => categories.includes(heading))).toEqual(categories);
    expect(head(html).jsonLdTypes).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
  });
});

describe('award pages', () => {
  const hubs = {
    'new-car-awards': 'Kerbside New Car Awards',
    'used-car-awards': 'Kerbside Used Car Awards',
    'electric-car-awards': 'Kerbside Electric Car Awards',
    'van-awards': 'Kerbside Van Awards',
  };

  it('serves each hub at its latest year, winners by class, with the other years linked', async () => {
    for (const [hub, name] of Object.entries(hubs)) {
      const path = `/awards/${hub}`;
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      const page = head(html);
      const year = /Awards (\d{4}) \|/.exec(page.title ?? '')?.[1];
      expect(page.title, path).toBe(`${name} ${year} | Kerbside`);
      expect(page.canonical, path).toBe(path);
      expect(page.jsonLdTypes, path).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
      const winners = (await (await fetch(`${baseURL}/api/content/awards?hub=${hub}&year=${year}`)).json()) as {
        items: Array<{ className: string }>;
      };
      const text = textOf(html);
      expect(winners.items.length, path).toBeGreaterThan(0);
      for (const award of winners.items) expect(text, path).toContain(award.className);
      expect(html, path).toContain(`href="/awards/${hub}/${Number(year) - 1}"`);
    }
  });

  it('serves an earlier year at its own address and redirects the latest year’s', async () => {
    const earlier = await get('/awards/van-awards/2025');
    expect(earlier.status).toBe(200);
    expect(head(earlier.html).title).toBe('Kerbside Van Awards 2025 | Kerbside');
    expect(head(earlier.html).canonical).toBe('/awards/van-awards/2025');
    const latestYear = /Awards (\d{4}) \|/.exec(head((await get('/awards/van-awards')).html).title ?? '')?.[1];
    const latest = await get(`/awards/van-awards/${latestYear}`);
    expect(latest.status).toBe(308);
    expect(new URL(latest.location!, baseURL).pathname).toBe('/awards/van-awards');
  });

  it('answers 404 for an unknown hub or a year without winners', async () => {
    for (const path of ['/awards/best-awards', '/awards/van-awards/1999', '/awards/van-awards/twenty']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('hubs in the browser', () => {
  for (const viewport of ['xs', 'lg'] as const) {
    it(`sample hubs, category and award pages pass axe at ${viewport} without console errors`, async () => {
      const paths = ['/class/motability', '/class/vans', '/categories/van', '/awards/new-car-awards'];
      await expectPagesPass(browser(), baseURL, viewport, paths, {
        errors: (page) => pageErrors(page, ownSegments),
      });
    });
  }

  it('moves between award years by link and keyboard', async () => {
    const context = await browser().newContext(viewportContext('lg'));
    const page = await context.newPage();
    await page.goto(`${baseURL}/awards/van-awards`, { waitUntil: 'networkidle' });
    const years = page.getByRole('navigation', { name: 'Award years' });
    await years.getByRole('link', { name: '2025' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL}/awards/van-awards/2025`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Kerbside Van Awards 2025');
    await expect(years.getByRole('link', { name: '2025' }).getAttribute('aria-current')).resolves.toBe('page');
    await context.close();
  });
});
