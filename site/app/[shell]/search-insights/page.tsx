import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { readInsightsInput } from '#src/adapters/search/params/insightsParams';
import { insightsFormErrors, InsightsFilterForm } from '#src/components/insights/InsightsFilterForm';
import { insightsTexts } from '#src/components/insights/insightsTexts';
import { SearchInsightsDashboard, type InsightsOutcome } from '#src/components/insights/SearchInsightsDashboard';
import type { InsightsFilter } from '#src/domain/search/searchInsights';
import { searchInsightsPath } from '#src/lib/adminPages';
import { now } from '#src/lib/clock';
import { Heading } from '#src/primitives/Heading';
import { Container, Stack } from '#src/primitives/Layout';
import { Text } from '#src/primitives/Text';
import { basicCredentialsMatch } from '#src/server/search/adminAuth';
import { searchSitekey } from '#src/server/search/defaultSearch';
import { defaultStatsStore } from '#src/server/search/statsStore';

/** Behind basic auth and driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /search-insights: the search insights dashboard of the back office (src/lib/adminPages.ts).
 * The proxy answers 401 (WWW-Authenticate) to any request without the document API's basic
 * credentials before this page renders; the page checks them once more, so it never renders
 * without them (a request that reached it any other way gets the 404). A GET form picks the
 * days (default: the last 30) and maybe a text the queries contain; a bad value shows the error
 * summary and no figures; statistics that cannot be read show a notice, never an error page.
 * Never indexed.
 */
export const metadata: Metadata = {
  title: insightsTexts.title,
  robots: { index: false, follow: false },
};

type QueryValue = string | string[] | undefined;

interface Props {
  searchParams: Promise<Record<string, QueryValue>>;
}

/** The form sends each field once; a repeated one is read as its first value. */
const single = (value: QueryValue): string | undefined => (Array.isArray(value) ? value[0] : value);

let loggedFailures = 0;

async function outcomeOf(filter: InsightsFilter): Promise<InsightsOutcome> {
  try {
    return { kind: 'ready', insights: await defaultStatsStore().insights(filter) };
  } catch (error) {
    if (loggedFailures < 10) {
      loggedFailures += 1;
      console.error('search insights: the statistics could not be read:', error);
    }
    return { kind: 'unavailable' };
  }
}

export default async function SearchInsightsPage({ searchParams }: Props) {
  const secret = process.env.SEARCH_ADMIN_SECRET;
  const authorization = (await headers()).get('authorization');
  if (!secret || !basicCredentialsMatch(authorization, searchSitekey(), secret)) notFound();

  const query = await searchParams;
  const input = { from: single(query.from), to: single(query.to), contains: single(query.contains) };
  const reading = readInsightsInput(input, now());
  const outcome = reading.filter ? await outcomeOf(reading.filter) : null;
  return (
    <Container>
      <Stack gap={8}>
        <Stack gap={3}>
          <Heading level={1} size="large">
            {insightsTexts.title}
          </Heading>
          <Text size="lg" tone="muted">
            {insightsTexts.intro}
          </Text>
        </Stack>
        <InsightsFilterForm
          action={searchInsightsPath}
          values={{ ...input, ...reading.filter }}
          errors={insightsFormErrors(reading.problems)}
        />
        {outcome && <SearchInsightsDashboard outcome={outcome} />}
      </Stack>
    </Container>
  );
}
