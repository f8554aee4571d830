import type { Metadata } from 'next';
import { electricCategoriesHub } from '#src/components/hub/hubDefinitions';
import { hubMetadata, HubRoutePage } from '../class/_hub/hubRoute';
import { hubPaths } from '#src/domain/routes';

/** Electric cars, /electric-cars (spec 2.1): the electric hub categories, electric and hybrid, with their models. */
export const metadata: Metadata = hubMetadata(electricCategoriesHub);

export default function ElectricCarsPage() {
  return (
    <HubRoutePage hub={electricCategoriesHub} parents={[{ name: 'Electric cars', path: hubPaths.electricCars }]} />
  );
}
