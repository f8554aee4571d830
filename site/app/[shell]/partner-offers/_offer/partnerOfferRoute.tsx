import 'server-only';
import type { Metadata } from 'next';
import { PartnerOfferPage } from '#src/components/leads/PartnerOfferPage';
import { JsonLd } from '#src/components/seo/JsonLd';
import { partnerOfferOf } from '#src/components/tools-hub/toolsHubLinks';
import type { PartnerKind } from '#src/domain/leads';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { Container } from '#src/primitives/Layout';
import { siteOrigin } from '#site/siteOrigin';
import { sitePaths } from '#src/domain/routes';

/**
 * The three partner-offer pages (#16, spec 1): /partner-offers/car-warranty, /gap-insurance and
 * /car-finance. Their content is the offer's entry in toolsHubLinks.ts, the same for every
 * visitor, so the pages are cached (ADR 0013).
 *
 * The Idempotency-Key, then: a cached page is shared, and a key in its HTML would be shared too,
 * so two visitors' requests would count as one. The form's hidden key is left empty here and the
 * island fills in one per visitor as it hydrates (and sends it as the header). A plain post with
 * no JavaScript goes without a key, and the API deduplicates it on its body: the same details
 * within ten minutes are one lead, so a double click still makes one. A refused plain post comes
 * back to /get-quotes for the offer, which is rendered per request and shows the draft.
 */
const crumbsOf = (kind: PartnerKind): Crumb[] => {
  const offer = partnerOfferOf(kind);
  return [
    { name: 'Home', path: '/' },
    { name: 'Tools and services', path: sitePaths.toolsAndServices },
    { name: offer.title, path: offer.href },
  ];
};

/** The metadata of an offer's page. */
export function partnerOfferMetadata(kind: PartnerKind): Metadata {
  const offer = partnerOfferOf(kind);
  return pageMetadata({ seoTitle: offer.page.heading, seoDescription: offer.page.intro, canonicalUrl: offer.href });
}

/** The page of an offer. */
export async function PartnerOfferRoutePage({ kind }: { kind: PartnerKind }) {
  const crumbs = crumbsOf(kind);
  const origin = await siteOrigin();
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PartnerOfferPage offer={partnerOfferOf(kind)} crumbs={crumbs} />
    </Container>
  );
}
