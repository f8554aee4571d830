import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchResultsView } from '#src/components/search/SearchResultsView';
import { searchTexts } from '#src/components/search/searchTexts';
import { financePromotedHit, golfHits, sampleResponse } from './sampleSearchResults';
import { interceptNavigation, navigatedTo } from './storyNavigation';

/**
 * The body of the /search page for each outcome the route can give it: results (with pagination),
 * promoted results, a capped count, no results, no keyword, a failed search, a page past the end.
 */
const meta = {
  title: 'Components/Search/SearchResultsView',
  component: SearchResultsView,
  parameters: { layout: 'fullscreen' },
  decorators: [interceptNavigation],
  args: {
    keyword: 'golf',
    page: 1,
    pageSize: 10,
    outcome: { kind: 'results', response: sampleResponse(golfHits, 42) },
  },
} satisfies Meta<typeof SearchResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: searchTexts.heading })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search Kerbside' })).toHaveValue('golf');
    await expect(canvas.getByText('42 results for "golf"')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Volkswagen Golf review');
    const pages = canvas.getByRole('navigation', { name: 'Search results pages' });
    await expect(within(pages).getAllByRole('link', { name: /^Page \d$/ })).toHaveLength(5);
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await expect(navigatedTo(canvasElement)).toBe('/search?search=golf&page=2');
  },
};

/** The pinned result of 'finance' comes first, marked. */
export const PromotedFirst: Story = {
  args: {
    keyword: 'finance',
    outcome: { kind: 'results', response: sampleResponse([financePromotedHit, ...golfHits.slice(0, 2)]) },
  },
  play: async ({ canvas }) => {
    const first = canvas.getAllByRole('article')[0]!;
    await expect(within(first).getByText('Promoted', { exact: true })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Search results pages' })).toBeNull();
  },
};

/** total_hits at the cap: '10000+', and the pages around page 500 of 1000. */
export const CappedCount: Story = {
  args: {
    keyword: 'car',
    page: 500,
    outcome: { kind: 'results', response: sampleResponse(golfHits, 10000, 500) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10000+ results for "car"')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Page 500' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('list', { name: 'Search results' })).toHaveAttribute('start', '4991');
  },
};

export const NoResults: Story = {
  args: { keyword: 'xqzvbn', outcome: { kind: 'results', response: sampleResponse([], 0) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No search results with keyword "xqzvbn"')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Search results' })).toBeNull();
  },
};

/** /search with no keyword: a prompt and the form, no search is run. */
export const EmptyKeyword: Story = {
  args: { keyword: '', outcome: { kind: 'prompt' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: searchTexts.promptHeading })).toBeVisible();
    await expect(canvas.getByText(searchTexts.prompt)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Kerbside' }), 'ford puma{Enter}');
    await expect(navigatedTo(canvasElement)).toBe('/search?search=ford+puma');
  },
};

export const SearchUnavailable: Story = {
  args: {
    outcome: {
      kind: 'error',
      error: { response: 503, message: 'The search index is unavailable; try again shortly.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: searchTexts.errorHeading })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search Kerbside' })).toHaveValue('golf');
  },
};

/** A page past the last one: said plainly, with a way back to page 1. */
export const PastLastPage: Story = {
  args: { page: 9, outcome: { kind: 'results', response: sampleResponse([], 42, 9) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('There are no results on page 9.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: searchTexts.firstPageLink }));
    await expect(navigatedTo(canvasElement)).toBe('/search?search=golf');
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  },
};
