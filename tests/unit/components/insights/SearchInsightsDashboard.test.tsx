import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readInsightsInput } from '#src/adapters/search/params/insightsParams';
import { insightsFormErrors, InsightsFilterForm } from '#src/components/insights/InsightsFilterForm';
import { formatPosition, formatRate, insightsTexts } from '#src/components/insights/insightsTexts';
import { SearchInsightsDashboard } from '#src/components/insights/SearchInsightsDashboard';
import type { SearchInsights } from '#src/domain/search/searchInsights';

const insights: SearchInsights = {
  from: '2026-06-01',
  to: '2026-06-30',
  contains: null,
  totals: { searches: 5, clicks: 3, noResultSearches: 1, queries: 3, clickThroughRate: 0.6, meanClickPosition: 2 },
  topQueries: [
    { query: 'golf', searches: 3 },
    { query: 'kia', searches: 1 },
    { query: 'zzz', searches: 1 },
  ],
  noResultQueries: [{ query: 'zzz', searches: 1 }],
  clickThrough: [
    { query: 'golf', searches: 3, clicks: 2, clickThroughRate: 0.6667, meanClickPosition: 1.5 },
    { query: 'kia', searches: 1, clicks: 1, clickThroughRate: 1, meanClickPosition: 3 },
    { query: 'zzz', searches: 1, clicks: 0, clickThroughRate: 0, meanClickPosition: null },
  ],
};

describe('SearchInsightsDashboard', () => {
  it('puts the chart beside a captioned table with the same figures, one row per query', () => {
    const { container } = render(<SearchInsightsDashboard outcome={{ kind: 'ready', insights }} />);
    expect(container.querySelector('[data-insights-chart]')).not.toBeNull();
    const table = screen.getByRole('table', { name: insightsTexts.byQuery.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['golf', 'kia', 'zzz']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '2', '66.7%', '1.5']);
    expect(within(rows[2]!).getAllByRole('cell').at(-1)?.textContent).toBe('None');
    const noResults = screen.getByRole('table', { name: insightsTexts.noResults.caption });
    expect(within(noResults).getByRole('rowheader', { name: 'zzz' })).toBeInTheDocument();
  });

  it('shows the empty state without events, and a notice when the figures cannot be read', () => {
    const quiet = { ...insights, totals: { ...insights.totals, searches: 0, clicks: 0 }, clickThrough: [] };
    const { unmount } = render(<SearchInsightsDashboard outcome={{ kind: 'ready', insights: quiet }} />);
    expect(screen.getByText(insightsTexts.empty('2026-06-01', '2026-06-30'))).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    render(<SearchInsightsDashboard outcome={{ kind: 'unavailable' }} />);
    expect(screen.getByRole('heading', { name: insightsTexts.unavailable.heading })).toBeInTheDocument();
  });

  it('formats rates and positions', () => {
    expect(formatRate(0.3333)).toBe('33.3%');
    expect(formatRate(1.0606)).toBe('106.1%');
    expect(formatPosition(2)).toBe('2');
    expect(formatPosition(null)).toBe('None');
  });
});

describe('InsightsFilterForm', () => {
  const today = new Date('2026-06-15T12:00:00Z');

  it('is a GET form of the page with the three fields', () => {
    render(<InsightsFilterForm action="/search-insights" values={{ from: '2026-06-01', to: '2026-06-15' }} />);
    const form = screen.getByRole('form', { name: insightsTexts.form.label });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search-insights');
    expect(screen.getByLabelText(insightsTexts.form.from.label)).toHaveAttribute('name', 'from');
    expect(screen.getByLabelText(insightsTexts.form.to.label)).toHaveValue('2026-06-15');
    expect(screen.getByLabelText(insightsTexts.form.contains.label)).toHaveAttribute('name', 'contains');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists every problem in the error summary, linked to its field', () => {
    const values = { from: '2026-02-30', to: '2026-06-15', contains: 'x'.repeat(101) };
    const errors = insightsFormErrors(readInsightsInput(values, today).problems);
    render(<InsightsFilterForm action="/search-insights" values={values} errors={errors} />);
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#insights-from', '#insights-contains']);
    expect(screen.getByLabelText(insightsTexts.form.from.label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(insightsTexts.form.to.label)).not.toHaveAttribute('aria-invalid');
  });

  it('words the order and length problems for people', () => {
    expect(insightsFormErrors(readInsightsInput({ from: '2026-06-20', to: '2026-06-01' }, today).problems)).toEqual({
      from: 'The ‘from’ date must be the same as or before the ‘to’ date',
    });
    expect(insightsFormErrors(readInsightsInput({ from: '2024-01-01' }, today).problems).from).toBe(
      'Choose at most 366 days: the ‘from’ date must be 15 June 2025 or later',
    );
  });
});
