import styled from 'styled-components';
import { vars } from '../../../tokens';
import type { QueryClickThrough, QueryCount, SearchInsights } from '../../domain/search/searchInsights';
import { EmptyState } from '../../primitives/EmptyState';
import { Heading } from '../../primitives/Heading';
import { Stack } from '../../primitives/Layout';
import { Notice } from '../../primitives/Notice';
import { Text } from '../../primitives/Text';
import { focusRing } from '../../styles/focus';
import { mq } from '../../styles/mq';
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
  byQueryCaption: 'insights-by-query-caption',
  noResults: 'insights-no-results',
  noResultsCaption: 'insights-no-results-caption',
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
          <Totals>
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
            <Beside>
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

function ClickThroughTable({ rows }: { rows: readonly QueryClickThrough[] }) {
  const texts = insightsTexts.byQuery;
  return (
    <TableScroll role="region" aria-labelledby={ids.byQueryCaption} tabIndex={0}>
      <Table data-insights-table="by-query">
        <Caption id={ids.byQueryCaption}>{texts.caption}</Caption>
        <thead>
          <tr>
            <th scope="col">{texts.query}</th>
            <NumberHeader scope="col">{texts.searches}</NumberHeader>
            <NumberHeader scope="col">{texts.clicks}</NumberHeader>
            <NumberHeader scope="col">{texts.clickThroughRate}</NumberHeader>
            <NumberHeader scope="col">{texts.meanClickPosition}</NumberHeader>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.query}>
              <th scope="row">{row.query}</th>
              <NumberCell>{formatCount(row.searches)}</NumberCell>
              <NumberCell>{formatCount(row.clicks)}</NumberCell>
              <NumberCell>{formatRate(row.clickThroughRate)}</NumberCell>
              <NumberCell>{formatPosition(row.meanClickPosition)}</NumberCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

function NoResultsTable({ rows }: { rows: readonly QueryCount[] }) {
  const texts = insightsTexts.noResults;
  return (
    <TableScroll role="region" aria-labelledby={ids.noResultsCaption} tabIndex={0}>
      <Table data-insights-table="no-results">
        <Caption id={ids.noResultsCaption}>{texts.caption}</Caption>
        <thead>
          <tr>
            <th scope="col">{texts.query}</th>
            <NumberHeader scope="col">{texts.searches}</NumberHeader>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.query}>
              <th scope="row">{row.query}</th>
              <NumberCell>{formatCount(row.searches)}</NumberCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]};
  margin: 0;

  ${mq.from.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

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
const Beside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};
  align-items: start;

  ${mq.from.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const ChartFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
`;

const ChartNote = styled.figcaption`
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
  color: ${vars.color.textMuted};
`;

/** Wide tables scroll on their own on small screens; the region is focusable so keyboards can scroll it. */
const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;

  &:focus-visible {
    ${focusRing}
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};

  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-block-end: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: top;
  }

  & thead th {
    border-block-end: 2px solid ${vars.color.text};
  }

  & tbody th {
    font-weight: ${vars.weight.regular};
    overflow-wrap: anywhere;
  }
`;

const Caption = styled.caption`
  padding-block-end: ${vars.space[2]};
  text-align: start;
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
`;

const NumberHeader = styled.th`
  && {
    text-align: end;
  }
`;

const NumberCell = styled.td`
  && {
    text-align: end;
  }
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
