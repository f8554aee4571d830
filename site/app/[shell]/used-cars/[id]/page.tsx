import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { NotFoundError } from '#src/adapters/content/errors';
import type { Dealer, UsedCar } from '#src/domain/content/types';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { DealersNearYou } from '#src/components/dealers/DealersNearYou';
import { JsonLd } from '#src/components/seo/JsonLd';
import {
  usedCarCrumbs,
  usedCarDescription,
  usedCarName,
  usedCarPath,
  usedCarProductSchema,
  usedCarTitle,
} from '#src/components/usedCars/usedCarAdvert';
import { UsedCarDetail } from '#src/components/usedCars/UsedCarDetail';
import { breadcrumbSchema, pageMetadata } from '#src/lib/seo/pageMetadata';
import { Container } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { siteOrigin } from '#site/siteOrigin';

export { generateStaticParams } from '#site/onDemand';

/**
 * /used-cars/:id: one used or nearly-new car for sale, the page every /used-cars card and the
 * list's ItemList JSON-LD link to. The advert and its dealer are read through the content
 * adapter; an unknown id is a 404 (notFound(), ADR 0008/0009) and an unreachable content
 * service a clear message in the server HTML. SEO: title, description, canonical, a Product
 * with its Offer in pounds and the breadcrumb trail.
 */
interface Props {
  params: Promise<{ id: string }>;
}

interface Advert {
  car: UsedCar;
  dealer: Dealer | null;
}

const loadAdvert = cache((id: string) =>
  loadContent(async (): Promise<Advert> => {
    const adapter = contentAdapter();
    const car = await adapter.get('used-cars', id);
    // An advert whose dealer has gone is still shown, without the dealer's details.
    const dealer = car.dealerId
      ? await adapter.get('dealers', car.dealerId).catch((error: unknown) => {
          if (error instanceof NotFoundError) return null;
          throw error;
        })
      : null;
    return { car, dealer };
  }),
);

async function advertOf(params: Props['params']): Promise<Advert | null> {
  const { id } = await params;
  const loaded = await loadAdvert(id);
  if (loaded.status === 'not-found') notFound();
  return loaded.status === 'ok' ? loaded.value : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const advert = await advertOf(params);
  if (!advert) return { title: 'Used car for sale', robots: { index: false, follow: true } };
  const { car, dealer } = advert;
  return pageMetadata({
    seoTitle: usedCarTitle(car),
    seoDescription: usedCarDescription(car, dealer),
    canonicalUrl: usedCarPath(car),
    ...(car.image ? { seoImage: car.image, seoImageAlt: usedCarName(car) } : {}),
  });
}

export default async function UsedCarPage({ params }: Props) {
  const advert = await advertOf(params);
  if (!advert) {
    return (
      <Container>
        <ContentUnavailable what="this car" />
      </Container>
    );
  }
  const { car, dealer } = advert;
  const origin = await siteOrigin();
  const crumbs = usedCarCrumbs(car);
  return (
    <Container>
      <JsonLd
        schema={[usedCarProductSchema(car, origin, usedCarDescription(car, dealer)), breadcrumbSchema(crumbs, origin)]}
      />
      <UsedCarDetail car={car} dealer={dealer} crumbs={crumbs} />
      {/* A client island: the advert stays cached, and the block asks /api/dealers from the browser. */}
      <DealersNearYou makeSlug={car.makeSlug} makeName={car.make} separated />
    </Container>
  );
}
