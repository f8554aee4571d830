import type { Metadata } from 'next';
import { vanCategoriesHub } from '#src/components/hub/hubDefinitions';
import { hubMetadata, HubRoutePage } from '#site/app/[shell]/class/_hub/hubRoute';
import { hubPaths } from '#src/domain/routes';

/**
 * The van categories, /categories/van (spec 2.1): the van hub categories small, medium, large
 * and electric vans with their models (pick-up is left out of the category list, spec 3).
 */
export const metadata: Metadata = hubMetadata(vanCategoriesHub);

export default function VanCategoriesPage() {
  return <HubRoutePage hub={vanCategoriesHub} parents={[{ name: 'Vans', path: hubPaths.vans }]} />;
}
