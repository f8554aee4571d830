import styled from 'styled-components';
import { vars } from '#tokens';
import type { QueryClickThrough, QueryCount, SearchInsights } from '#src/domain/search/searchInsights';
import { EmptyState } from '#src/primitives/EmptyState';
import { Heading } from '#src/primitives/Heading';
import { Grid, Stack } from '#src/primitives/Layout';
import { Notice } from '#src/primitives/Notice';
import { Text } from '#src/primitives/Text';
import { SummaryTable } from '../review/SummaryTable';
import { InsightsChart } from './InsightsChart';
import { formatCount, formatPosition, formatRate, insightsTexts } from './insightsTexts';

/**
 * SearchInsightsDashboard: what the recorded searches and clicks of a range of days add up to
 * (/search-insights): the totals, the top queries as a bar chart beside a table of the same
 * figures (plus their click-through rate and mean click position), and the queries that found
 * nothing. A range without any event shows an empty state; statistics that could not be read, a
 * danger notice. Renders on the server; only the chart is a client island.
 */
export type InsightsOutcome = { kind: 'ready'; insights: SearchInsights } | { kind: 'unavailable' };

export interface SearchInsightsDashboardProps {
  outcome: InsightsOutcome;
}

const ids = {
  range: 'insights-range',
  byQuery: 'insights-by-query',
  noResults: 'insights-no-results',
};

export function SearchInsightsDashboard({ outcome }: SearchInsightsDashboardProps) {
  if (outcome.kind === 'unavailable')
    return (
      <Notice
        tone="danger"
        heading={insightsTexts.unavailable.heading}
        text={insightsTexts.unavailable.text}
        data-insights-unavailable=""
      />
    );
  const { insights } = outcome;
  const { totals } = insights;
  const range = (
    <Heading level={2} size="medium" id={ids.range}>
      {insightsTexts.range(insights.from, insights.to, insights.contains)}
    </Heading>
  );
  if (totals.searches === 0 && totals.clicks === 0)
    return (
      <section aria-labelledby={ids.range}>
        <Stack gap={4}>
          {range}
          <EmptyState message={insightsTexts.empty(insights.from, insights.to, insights.contains)} />
        </Stack>
      </section>
    );

  return (
    <Stack gap={8}>
      <section aria-labelledby={ids.range}>
        <Stack gap={4}>
          {range}
          <Totals forwardedAs="dl" columns={{ xs: 2, md: 3 }} gap={3}>
            <Figure label={insightsTexts.totals.searches} value={formatCount(totals.searches)} />
            <Figure label={insightsTexts.totals.clicks} value={formatCount(totals.clicks)} />
            <Figure label={insightsTexts.totals.clickThroughRate} value={formatRate(totals.clickThroughRate)} />
            <Figure label={insightsTexts.totals.meanClickPosition} value={formatPosition(totals.meanClickPosition)} />
            <Figure label={insightsTexts.totals.noResultSearches} value={formatCount(totals.noResultSearches)} />
            <Figure label={insightsTexts.totals.queries} value={formatCount(totals.queries)} />
          </Totals>
        </Stack>
      </section>

      <section aria-labelledby={ids.byQuery}>
        <Stack gap={4}>
          <Heading level={2} size="medium" id={ids.byQuery}>
            {insightsTexts.byQuery.heading}
          </Heading>
          {insights.clickThrough.length === 0 ? (
            <Text>{insightsTexts.empty(insights.from, insights.to, insights.contains)}</Text>
          ) : (
            <Beside columns={{ xs: 1, lg: 2 }} gap={6}>
              <ChartFigure data-insights-chart="">
                <InsightsChart rows={insights.clickThrough} />
                <ChartNote>{insightsTexts.byQuery.chartNote}</ChartNote>
              </ChartFigure>
              <ClickThroughTable rows={insights.clickThrough} />
            </Beside>
          )}
        </Stack>
      </section>

      <section aria-labelledby={ids.noResults}>
        <Stack gap={4}>
          <Heading level={2} size="medium" id={ids.noResults}>
            {insightsTexts.noResults.heading}
          </Heading>
          {insights.noResultQueries.length === 0 ? (
            <Text>{insightsTexts.noResults.none}</Text>
          ) : (
            <NoResultsTable rows={insights.noResultQueries} />
          )}
        </Stack>
      </section>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

type QueryColumn<Row> = readonly [label: string, figure: (row: Row) => string];

/**
 * A table of queries, one row each: the query as the row header, then its figures in numeric
 * columns. The site's SummaryTable draws it (caption, scroll region, right-aligned figures).
 */
function QueryTable<Row extends QueryCount>({
  caption,
  queryLabel,
  columns,
  rows,
}: {
  caption: string;
  queryLabel: string;
  columns: readonly QueryColumn<Row>[];
  rows: readonly Row[];
}) {
  return (
    <SummaryTable
      caption={caption}
      columns={[{ label: queryLabel }, ...columns.map(([label]) => ({ label, numeric: true }))]}
      rows={rows.map((row) => ({ key: row.query, header: row.query, cells: columns.map(([, figure]) => figure(row)) }))}
    />
  );
}

function ClickThroughTable({ rows }: { rows: readonly QueryClickThrough[] }) {
  const texts = insightsTexts.byQuery;
  return (
    <QueryTable
      caption={texts.caption}
      queryLabel={texts.query}
      rows={rows}
      columns={[
        [texts.searches, (row) => formatCount(row.searches)],
        [texts.clicks, (row) => formatCount(row.clicks)],
        [texts.clickThroughRate, (row) => formatRate(row.clickThroughRate)],
        [texts.meanClickPosition, (row) => formatPosition(row.meanClickPosition)],
      ]}
    />
  );
}

function NoResultsTable({ rows }: { rows: readonly QueryCount[] }) {
  const texts = insightsTexts.noResults;
  return (
    <QueryTable
      caption={texts.caption}
      queryLabel={texts.query}
      rows={rows}
      columns={[[texts.searches, (row) => formatCount(row.searches)]]}
    />
  );
}

/** The totals as a description list of tiles, the figure above its label. */
const Totals = styled(Grid)`
  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${vars.space[1]};
    padding: ${vars.space[4]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }

  & dt {
    font-size: ${vars.text.sm.size};
    line-height: ${vars.text.sm.line};
    color: ${vars.color.textMuted};
  }

  & dd {
    margin: 0;
    font-size: ${vars.text.xl.size};
    line-height: ${vars.text.xl.line};
    font-weight: ${vars.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** The chart and its table side by side from lg, one above the other below. */
const Beside = styled(Grid)`
  align-items: start;
`;

const ChartFigure = styled.figure`
  margin: 0;
`;

const ChartNote = styled.figcaption`
  margin-block-start: ${vars.space[2]};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
  color: ${vars.color.textMuted};
`;
