import type { Metadata } from 'next';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { QuoteRequestPage } from '#src/components/leads/QuoteRequestPage';
import { leadKindTexts } from '#src/components/leads/leadTexts';
import { leadPaths } from '#src/domain/routes';
import { pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { Container } from '#src/primitives/Layout';
import { leadKindOf, loadLeadPage, type LeadSearchParams } from './_leads/leadPageData';

/** Driven by its query string, with a fresh Idempotency-Key per render (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /get-quotes (#16): where 'Get quotes', 'Get the best price' and the partner offers lead. The
 * query names the request (`kind`, default quote), the dealer (`dealer`, else the car's own) and
 * the car (`deal`, `advert` or `derivative`), and after a refused plain post its `draft`. The page
 * loads them through the content adapter for the summary and renders the form with a key of its
 * own, so a double submit without JavaScript is still one lead. A dealer we do not list, or none,
 * gets a clear message and the dealer finder. One visitor's request: noindex, in no sitemap
 * (src/lib/noIndexPaths.ts).
 */
const crumbsOf = (title: string): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: title, path: leadPaths.form },
];

export async function generateMetadata({ searchParams }: { searchParams: LeadSearchParams }): Promise<Metadata> {
  const title = leadKindTexts[leadKindOf(await searchParams)].heading;
  return pageMetadata({
    seoTitle: title,
    seoDescription: 'Send your details to a dealer or partner and ask for a quote, at no cost and with no obligation.',
    canonicalUrl: leadPaths.form,
    noIndex: true,
  });
}

export default async function GetQuotesPage({ searchParams }: { searchParams: LeadSearchParams }) {
  const data = await loadLeadPage(await searchParams);
  const crumbs = crumbsOf(leadKindTexts[data.kind].heading);
  if (data.status === 'unavailable') {
    return (
      <Container>
        <ContentUnavailable what="the quote request form" />
      </Container>
    );
  }
  return (
    <Container>
      {data.status === 'ready' ? (
        <QuoteRequestPage
          kind={data.kind}
          crumbs={crumbs}
          status="ready"
          facts={data.facts}
          form={{
            kind: data.kind,
            dealerId: data.dealerId,
            recipient: data.recipient,
            about: data.about,
            idempotencyKey: data.idempotencyKey,
            returnTo: data.returnTo,
            values: data.values,
            errors: data.errors,
          }}
        />
      ) : (
        <QuoteRequestPage kind={data.kind} crumbs={crumbs} status={data.status} />
      )}
    </Container>
  );
}
