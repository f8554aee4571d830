import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { insightsTexts } from '#src/components/insights/insightsTexts';
import { SearchInsightsDashboard } from '#src/components/insights/SearchInsightsDashboard';
import { juneInsights, quietInsights } from './insightsStoryData';

/**
 * The search insights dashboard of /search-insights: totals, the top queries as a chart beside a
 * table of the same figures, and the queries that found nothing.
 */
const meta = {
  title: 'Components/Insights/SearchInsightsDashboard',
  component: SearchInsightsDashboard,
  args: { outcome: { kind: 'ready', insights: juneInsights } },
} satisfies Meta<typeof SearchInsightsDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month of figures: the chart (drawn after it has measured its box) sits beside its table. */
export const WithData: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'From 1 June 2026 to 30 June 2026' })).toBeVisible();
    const total = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(total(insightsTexts.totals.searches)).toHaveTextContent('412');
    await expect(total(insightsTexts.totals.clickThroughRate)).toHaveTextContent('65.1%');
    await expect(total(insightsTexts.totals.meanClickPosition)).toHaveTextContent('2.3');
    await expect(total(insightsTexts.totals.noResultSearches)).toHaveTextContent('23');

    const chart = await waitFor(() => canvas.getByRole('img', { name: insightsTexts.byQuery.chartTitle }));
    await expect(chart.tagName.toLowerCase()).toBe('svg');
    await waitFor(() => expect(within(chart).getByText('electric suv')).toBeInTheDocument());
    // A long query is cut on the axis; the table shows it whole.
    await expect(within(chart).queryByText(/best family car for long motorway trips/)).toBeNull();

    const table = canvas.getByRole('table', { name: insightsTexts.byQuery.caption });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Query', 'Searches', 'Clicks', 'Click-through rate', 'Mean click position']);
    const golf = within(table).getByRole('row', { name: /^golf / });
    await expect(
      within(golf)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['58', '51', '87.9%', '1.4']);
    const noClicks = within(table).getByRole('row', { name: /best family car for long motorway trips/ });
    await expect(within(noClicks).getAllByRole('cell').at(-1)).toHaveTextContent(insightsTexts.noPosition);

    const noResults = canvas.getByRole('table', { name: insightsTexts.noResults.caption });
    await expect(within(noResults).getByRole('rowheader', { name: 'flux capacitor' })).toBeVisible();

    // The table scrolls on its own on small screens, so it can take focus.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: insightsTexts.byQuery.caption })).toHaveFocus();
  },
};

/** Every search found something: the no-results section says so instead of an empty table. */
export const NoQueriesWithoutResults: Story = {
  args: {
    outcome: {
      kind: 'ready',
      insights: { ...juneInsights, totals: { ...juneInsights.totals, noResultSearches: 0 }, noResultQueries: [] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(insightsTexts.noResults.none)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: insightsTexts.noResults.caption })).toBeNull();
    await expect(canvas.getByRole('table', { name: insightsTexts.byQuery.caption })).toBeVisible();
  },
};

/** Narrowed to the queries containing a text: the heading says so. */
export const QueriesContaining: Story = {
  args: {
    outcome: {
      kind: 'ready',
      insights: {
        ...juneInsights,
        contains: 'golf',
        totals: { ...juneInsights.totals, searches: 58, clicks: 51, noResultSearches: 0, queries: 1 },
        topQueries: juneInsights.topQueries.slice(0, 1),
        noResultQueries: [],
        clickThrough: juneInsights.clickThrough.slice(0, 1),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'From 1 June 2026 to 30 June 2026, queries containing “golf”' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: insightsTexts.byQuery.caption });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(canvas.getByRole('img', { name: insightsTexts.byQuery.chartTitle })).getByText('golf'),
      ).toBeInTheDocument(),
    );
  },
};

/** Empty: nothing was recorded in the dates chosen; no chart, no tables. */
export const Empty: Story = {
  args: { outcome: { kind: 'ready', insights: quietInsights } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(insightsTexts.empty('2026-01-01', '2026-01-07'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('[data-insights-chart]')).toBeNull();
  },
};

/** Error: the statistics could not be read; a notice instead of the figures. */
export const Unavailable: Story = {
  args: { outcome: { kind: 'unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: insightsTexts.unavailable.heading })).toBeVisible();
    await expect(canvas.getByText(insightsTexts.unavailable.text)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
