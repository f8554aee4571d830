'use client';

import { Bar, BarChart, CartesianGrid, Legend, XAxis, YAxis } from 'recharts';
import { colors } from '#tokens';
import { insightsTexts } from './insightsTexts';

/**
 * InsightsChart: a horizontal bar chart of the searches and clicks of the top queries, drawn by
 * Recharts (ADR 0021). A client island: Recharts measures its box and draws after hydration (its
 * server HTML is an empty frame of the same height, so nothing moves). The chart is a picture for
 * sighted visitors (role img, named by its title); the table beside it holds the same figures for
 * everyone, so the chart has no keyboard layer or tooltip of its own.
 */
export interface InsightsChartRow {
  query: string;
  searches: number;
  clicks: number;
}

export interface InsightsChartProps {
  /** The queries, most searched first. */
  rows: readonly InsightsChartRow[];
  /** The accessible name of the chart (its SVG title). */
  title?: string;
}

/** Height of one query's pair of bars, and of the axis and legend. */
const rowHeight = 44;
const frameHeight = 72;
/** Longer queries are cut on the axis (the table shows them whole). */
const maxLabelLength = 24;

/** The chart's height for a number of queries. */
export const insightsChartHeight = (rows: number): number => frameHeight + Math.max(rows, 1) * rowHeight;

/** The two bars of each query, in the order of the legend. */
const bars = [
  { dataKey: 'searches', fill: colors.brand },
  { dataKey: 'clicks', fill: colors.action },
] as const;

const shortLabel = (query: string) =>
  query.length > maxLabelLength ? `${query.slice(0, maxLabelLength - 1)}…` : query;

export function InsightsChart({ rows, title = insightsTexts.byQuery.chartTitle }: InsightsChartProps) {
  const data = rows.map((row) => ({ ...row, label: shortLabel(row.query) }));
  const tick = { fill: colors.text, fontSize: 14 };
  return (
    <BarChart
      data={data}
      layout="vertical"
      responsive
      style={{ width: '100%', height: insightsChartHeight(rows.length) }}
      margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
      barGap={2}
      accessibilityLayer={false}
      role="img"
      title={title}
    >
      <CartesianGrid horizontal={false} stroke={colors.border} />
      <XAxis type="number" allowDecimals={false} tick={tick} stroke={colors.textMuted} />
      <YAxis type="category" dataKey="label" width={180} interval={0} tick={tick} stroke={colors.textMuted} />
      <Legend verticalAlign="top" height={32} />
      {bars.map(({ dataKey, fill }) => (
        <Bar
          key={dataKey}
          dataKey={dataKey}
          name={insightsTexts.byQuery[dataKey]}
          fill={fill}
          isAnimationActive={false}
          maxBarSize={16}
        />
      ))}
    </BarChart>
  );
}
