import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { classHubs } from '#src/components/hub/hubDefinitions';
import { notFoundPage } from '#src/lib/errorMessages';
import { hubMetadata, HubRoutePage } from '../_hub/hubRoute';

export { generateStaticParams } from '#site/onDemand';

/**
 * A hub, /class/:hubId (spec 2.2): long-term tests, Motability, cost of living advice, best cars,
 * comparison tests, reliability, GAP insurance, lifestyle vans, vans and electric cars, each
 * defined in src/components/hub/hubDefinitions.ts. (/class/sell-my-car and /class/company-cars are
 * tools pages with folders of their own, which win over this route.)
 */
interface Props {
  params: Promise<{ hubId: string }>;
}

const hubFor = async (params: Props['params']) => {
  const { hubId } = await params;
  return Object.hasOwn(classHubs, hubId) ? classHubs[hubId] : undefined;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const hub = await hubFor(params);
  return hub ? hubMetadata(hub) : { title: { absolute: notFoundPage.title }, robots: { index: false } };
}

export default async function HubPage({ params }: Props) {
  const hub = await hubFor(params);
  if (!hub) notFound();
  return <HubRoutePage hub={hub} />;
}
