import { notFound, permanentRedirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { awardYearPath, isAwardHub, parseAwardYear } from '#src/components/hub/awardPages';
import { readAwardYears } from '#site/app/[shell]/awards/_awards/awardsRoute';

/**
 * /awards/:hubId/:year: a year without winners answers 404, and the latest year redirects (308)
 * to the hub's own path, here before the page streams. When the content service is down the page
 * shows its error state instead.
 */
export default async function AwardYearLayout({
  params,
  children,
}: {
  params: Promise<{ hubId: string; year: string }>;
  children: ReactNode;
}) {
  const { hubId, year: segment } = await params;
  const year = parseAwardYear(segment);
  if (!isAwardHub(hubId) || year === null) notFound();
  const years = await readAwardYears(hubId);
  if (years.status === 'ok') {
    if (!years.value.includes(year)) notFound();
    if (year === years.value[0]) permanentRedirect(awardYearPath(hubId, year, year));
  }
  return children;
}
