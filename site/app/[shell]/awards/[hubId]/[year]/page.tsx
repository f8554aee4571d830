import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isAwardHub, parseAwardYear } from '#src/components/hub/awardPages';
import { awardsMetadata, AwardsRoutePage } from '#site/app/[shell]/awards/_awards/awardsRoute';

export { generateStaticParams } from '#site/onDemand';

/** An earlier year of an award hub, /awards/:hubId/:year: that year's winners class by class. */
interface Props {
  params: Promise<{ hubId: string; year: string }>;
}

async function read(params: Props['params']) {
  const { hubId, year } = await params;
  const parsed = parseAwardYear(year);
  return isAwardHub(hubId) && parsed !== null ? { hub: hubId, year: parsed } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await read(params);
  return found ? awardsMetadata(found.hub, found.year) : {};
}

export default async function AwardYearPage({ params }: Props) {
  const found = await read(params);
  if (!found) notFound();
  return <AwardsRoutePage hub={found.hub} year={found.year} />;
}
