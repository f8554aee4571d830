/**
 * /tools-and-services as the production build serves it (`next start`): status, title,
 * description, canonical, BreadcrumbList JSON-LD, every tool and partner offer linked, every
 * linked page answering 200 (never a dead end), and axe at xs and
 * lg without console errors.
 */
import { describe, expect, inject, it } from 'vitest';
import { partnerOffers, toolsHubPaths, toolsHubSections } from '#src/components/tools-hub/toolsHubLinks';
import { axeViolations, collectErrors, sharedBrowser, viewportContext } from './browser';
import { decode, first } from './support/html';

const baseURL = inject('baseURL');
const browser = sharedBrowser();
const path = '/tools-and-services';

/** Whether the HTML links to a path (a trailing slash may be dropped by the router: /car-valuation/). */
const linksTo = (html: string, href: string) =>
  html.includes(`href="${href}"`) || html.includes(`href="${href.replace(/(.)\/$/, '$1')}"`);

describe('/tools-and-services', () => {
  it('answers 200 with its title, description, canonical, JSON-LD and every tool and offer', async () => {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(first(html, /<title>([^<]*)<\/title>/)).toBe('Tools and services | Kerbside');
    expect(first(html, /<meta name="description" content="([^"]*)"/)).toMatch(/Car comparison, real MPG/);
    expect(new URL(first(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe(path);
    expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string },
    );
    expect(jsonLd.map((block) => block['@type'])).toContain('BreadcrumbList');
    const text = decode(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    for (const section of toolsHubSections) {
      expect(text).toContain(section.title);
      for (const link of section.links) expect(linksTo(html, link.href), link.href).toBe(true);
    }
    for (const offer of partnerOffers) {
      expect(text).toContain(offer.saving);
      expect(linksTo(html, offer.href), offer.href).toBe(true);
    }
  });

  it('links only to pages that answer 200', async () => {
    for (const target of toolsHubPaths()) {
      const response = await fetch(`${baseURL}${target}`, { redirect: 'follow' });
      expect(response.status, target).toBe(200);
    }
  });

  for (const viewport of ['xs', 'lg'] as const) {
    it(`passes axe at ${viewport} without console errors`, async () => {
      const context = await browser().newContext(viewportContext(viewport));
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Tools and services');
      await expect(page.getByRole('region', { name: 'Partner offers' }).isVisible()).resolves.toBe(true);
      await expect(axeViolations(page), viewport).resolves.toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
