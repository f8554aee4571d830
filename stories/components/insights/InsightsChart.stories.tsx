import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { InsightsChart } from '#src/components/insights/InsightsChart';
import { insightsTexts } from '#src/components/insights/insightsTexts';
import { juneInsights } from './insightsStoryData';

/**
 * The chart of the search insights dashboard on its own: searches and clicks of the top queries
 * as pairs of bars, drawn by Recharts once it has measured its box. It is a picture named by its
 * title; the dashboard's table beside it carries the same figures for everyone.
 */
const rows = juneInsights.clickThrough.map(({ query, searches, clicks }) => ({ query, searches, clicks }));

const meta = {
  title: 'Components/Insights/InsightsChart',
  component: InsightsChart,
  args: { rows },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InsightsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six queries: a bar for searches and one for clicks each, a long query cut on the axis. */
export const TopQueries: Story = {
  play: async ({ canvas }) => {
    const chart = await waitFor(() => canvas.getByRole('img', { name: insightsTexts.byQuery.chartTitle }));
    await waitFor(() => expect(within(chart).getByText('golf')).toBeInTheDocument());
    await expect(within(chart).getByText('best family car for lon…')).toBeInTheDocument();
    // The legend names both bars (Recharts writes it beside the SVG).
    await expect(canvas.getByText(insightsTexts.byQuery.searches)).toBeVisible();
    await expect(canvas.getByText(insightsTexts.byQuery.clicks)).toBeVisible();
  },
};

/** One query: the chart keeps the height of a single pair of bars. */
export const OneQuery: Story = {
  args: { rows: rows.slice(0, 1), title: 'Searches and clicks of one query' },
  play: async ({ canvas }) => {
    const chart = await waitFor(() => canvas.getByRole('img', { name: 'Searches and clicks of one query' }));
    await waitFor(() => expect(within(chart).getByText('golf')).toBeInTheDocument());
    await expect(within(chart).queryByText('electric suv')).toBeNull();
  },
};
