import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { contentUnavailableTexts } from '#src/components/listing/ContentUnavailable';

/**
 * The home page degrades section by section: with the content service down, or with some
 * reads failing, the headline, the search form and the tools still render and each failing
 * section says so. The adapter is a stand-in; everything else is the real page.
 */
const adapter = vi.hoisted(() => ({ current: null as unknown as ContentAdapter }));

vi.mock('server-only', () => ({}));
vi.stubEnv('SITE_ORIGIN', 'https://www.kerbside.example');
vi.mock('#src/server/content/contentAdapter', () => ({ contentAdapter: () => adapter.current }));

const { default: HomePage } = await import('#site/app/[shell]/page');

const empty = { items: [], total: 0, page: 1, pageSize: 0, breakdowns: {} };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

function adapterWhere(failing: (resource: string) => boolean): ContentAdapter {
  return {
    list: async (resource: string) => {
      if (failing(resource)) throw new ServiceUnavailableError();
      return empty;
    },
    get: async () => {
      throw new ServiceUnavailableError();
    },
    reviewsByIds: async () => [],
    ribbon: async () => ({ site_ribbon: [] }),
  } as unknown as ContentAdapter;
}

describe('home page', () => {
  beforeEach(() => {
    adapter.current = adapterWhere(() => false);
  });

  it('renders the headline, search and tools, and a clear message per section, when the content service is down', async () => {
    adapter.current = adapterWhere(() => true);
    const html = renderToStaticMarkup(await HomePage());
    const page = text(html);
    expect(html).toMatch(/<h1[^>]*>The way to buy your new car now<\/h1>/);
    expect(html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    expect(page).toContain('Tools and services');
    for (const what of [
      'the latest reviews',
      'the top deals',
      'the latest news and advice',
      "this year's award winners",
      'the makes and types of car',
    ]) {
      expect(page).toContain(contentUnavailableTexts.heading(what));
    }
  });

  it('keeps the sections that loaded when only one read fails', async () => {
    adapter.current = adapterWhere((resource) => resource === 'deals');
    const page = text(renderToStaticMarkup(await HomePage()));
    expect(page).toContain(contentUnavailableTexts.heading('the top deals'));
    expect(page).not.toContain(contentUnavailableTexts.heading('the latest reviews'));
    expect(page).toContain('There are currently no reviews.');
    expect(page).toContain('There is currently no news or advice.');
  });

  it('says so for empty sections and leaves out empty browse lists', async () => {
    const page = text(renderToStaticMarkup(await HomePage()));
    expect(page).toContain('There are currently no reviews.');
    expect(page).toContain('There are currently no new car deals.');
    expect(page).toContain('There are no award winners to show yet.');
    expect(page).not.toContain('Browse by make');
    expect(page).not.toContain("Sorry, we can't show");
  });

  it('has the WebSite and Organization JSON-LD on the configured origin', async () => {
    const html = renderToStaticMarkup(await HomePage());
    expect(html).toContain('"urlTemplate":"https://www.kerbside.example/search?search={search_term_string}"');
    expect(html).toContain('"@type":"Organization"');
  });
});
