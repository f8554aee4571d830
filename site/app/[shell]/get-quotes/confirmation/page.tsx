import type { Metadata } from 'next';
import { LeadConfirmation } from '#src/components/leads/LeadConfirmation';
import { leadPaths } from '#src/domain/routes';
import { pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { Container } from '#src/primitives/Layout';
import { confirmationOf, referenceOf, type LeadSearchParams } from '../_leads/leadPageData';

/** Driven by its query string (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /get-quotes/confirmation (#16): where a stored quote request lands, after the form's script or
 * the plain post's 303. `?reference=` must have the API's format ('KS-' and 8 Crockford base32
 * characters) and be stored; otherwise the page says there is nothing to confirm, neutrally. One
 * visitor's request: noindex, in no sitemap (src/lib/noIndexPaths.ts).
 */
const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Request sent', path: leadPaths.confirmation },
];

export const metadata: Metadata = pageMetadata({
  seoTitle: 'Request sent',
  seoDescription: 'The reference of your quote request and what happens next.',
  canonicalUrl: leadPaths.confirmation,
  noIndex: true,
});

export default async function LeadConfirmationPage({ searchParams }: { searchParams: LeadSearchParams }) {
  const reference = referenceOf(await searchParams);
  const stored = reference ? await confirmationOf(reference) : null;
  return (
    <Container>
      <LeadConfirmation
        reference={stored?.status === 'stored' ? reference : null}
        recipient={stored?.status === 'stored' ? stored.recipient : null}
        crumbs={crumbs}
      />
    </Container>
  );
}
