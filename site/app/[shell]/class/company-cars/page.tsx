import type { Metadata } from 'next';
import { companyCarsHub } from '#src/components/hub/companyCarsHub';
import { hubMetadata, HubRoutePage } from '../_hub/hubRoute';

/**
 * /class/company-cars (spec 2.1, 2.2): the company car hub: the tax calculators, how company car
 * tax works (with the electric BiK rate of each tax year from the calculators' data) and the
 * company car advice articles through the content adapter. A folder of its own (it wins over
 * /class/:hubId) because the hub is the home of the calculators; it renders through the shared
 * hub route, so its SEO, breadcrumbs, JSON-LD and error state match every other hub.
 */

export const metadata: Metadata = hubMetadata(companyCarsHub);

export default function CompanyCarsPage() {
  return <HubRoutePage hub={companyCarsHub} />;
}
