import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isAwardHub } from '#src/components/hub/awardPages';
import { awardsMetadata, AwardsRoutePage } from '#site/app/[shell]/awards/_awards/awardsRoute';

export { generateStaticParams } from '#site/onDemand';

/**
 * An award hub, /awards/:hubId (spec 2.2: new-car-awards, used-car-awards, electric-car-awards,
 * van-awards): the latest year's winners class by class, with links to earlier years.
 */
interface Props {
  params: Promise<{ hubId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { hubId } = await params;
  return isAwardHub(hubId) ? awardsMetadata(hubId, null) : {};
}

export default async function AwardHubPage({ params }: Props) {
  const { hubId } = await params;
  if (!isAwardHub(hubId)) notFound();
  return <AwardsRoutePage hub={hubId} year={null} />;
}
