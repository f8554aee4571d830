import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { SearchPageResults } from '#src/components/search/SearchPageResults';
import { makeOptions, readSiteSearchState, sectionOptions } from '#src/components/search/siteSearchQuery';
import { sampleSearchDocuments, sampleSearchPins } from '#stories/support/searchDocuments';
import { usedCarStoryDocuments } from '../usedCars/usedCarStoryData';

/**
 * The results of /search with the widgets, over the REAL in-memory client: the sample pages plus
 * used-car adverts (which every /search search leaves out, ADR 0011). Section and make filters,
 * the sort and the pages run through the search store; URL sync is off in stories. The store has
 * no server results here, so it searches on mount.
 */
const documents = [...sampleSearchDocuments, ...usedCarStoryDocuments(12)];
const client = createMemorySearchClient({ documents, pins: sampleSearchPins });
const count = (field: (d: (typeof documents)[number]) => string[]) => {
  const counts = new Map<string, number>();
  for (const document of sampleSearchDocuments)
    for (const value of field(document)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => ({ value, count: n }));
};

const meta = {
  title: 'Components/Search/SearchPageResults',
  component: SearchPageResults,
  parameters: { layout: 'padded' },
  args: {
    client,
    query: readSiteSearchState({ search: 'ford' }),
    results: null,
    sections: sectionOptions(count((d) => d.categories ?? [])),
    makes: makeOptions(count((d) => (d.customFields?.make ? [String(d.customFields.make)] : []))),
    pageSize: 5,
    urlSync: false,
  },
  argTypes: { client: { control: false }, query: { control: false }, results: { control: false } },
} satisfies Meta<typeof SearchPageResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (root: HTMLElement) =>
  within(within(root).getByRole('list', { name: 'Search results' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');

/** 'ford': pages only (no adverts), narrowed to reviews, then to Ford, by mouse and keyboard. */
export const FilterBySectionAndMake: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(titles(canvasElement).length).toBeGreaterThan(0));
    await expect(titles(canvasElement).some((title) => /^(Used|Nearly new) 20\d\d/.test(title))).toBe(false);
    await userEvent.click(canvas.getByRole('radio', { name: 'Reviews' }));
    await waitFor(() => expect(titles(canvasElement).every((title) => title.endsWith('review'))).toBe(true));
    canvas.getByRole('checkbox', { name: 'Ford' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Ford' })).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(titles(canvasElement).every((title) => title.startsWith('Ford'))).toBe(true));
  },
};

/** Newest first, and the second page. */
export const SortAndPage: Story = {
  args: { query: readSiteSearchState({ search: 'car' }) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(titles(canvasElement).length).toBe(5));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'newest');
    const pages = await canvas.findByRole('navigation', { name: 'Search results pages' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Search results' })).toHaveAttribute('start', '6'));
  },
};

/** Nothing found. */
export const NoResults: Story = {
  args: {
    query: readSiteSearchState({ search: 'qxzvjqwpkz' }),
    sections: { nofilter: { label: 'Everything' } },
    makes: {},
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No search results with keyword "qxzvjqwpkz"')).toBeVisible();
  },
};

/** The search service fails: the error state. */
export const Unavailable: Story = {
  args: {
    client: { search: async () => ({ error: { response: 503, message: 'The search index is unavailable' } }) },
    error: { response: 503, message: 'The search index is unavailable' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Search is unavailable')).toBeVisible();
  },
};
