import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import type { Crumb } from '#src/lib/seo/pageMetadata';
import { Badge } from '#src/primitives/Badge';
import { Heading } from '#src/primitives/Heading';
import { Link } from '#src/primitives/Link';
import { Stack } from '#src/primitives/Layout';
import { Text } from '#src/primitives/Text';
import { mq } from '#src/styles/mq';
import { PageHeader } from '../listing/PageHeader';
import type { PartnerOffer } from '../tools-hub/toolsHubLinks';
import { LeadForm, type LeadFormProps } from './LeadForm';
import { leadFormHref } from './leadLinks';

/**
 * PartnerOfferPage: the page of one partner offer of spec 1 (#16): 5% off a car warranty, 12% off
 * GAP insurance or a car finance quote. The saving, the terms, who the partner is, an honest note
 * on who can take it up, and a "Get this offer" form that records a lead of the offer's kind for
 * its partner through the same pipeline as a dealer quote. Every fact comes from the offer's
 * entry in toolsHubLinks.ts.
 *
 * The page is cached and shared, so the form carries no Idempotency-Key of its own (the island
 * makes one per visitor), and a refused plain post comes back to the quote-request page for this
 * offer, which is rendered per request and can show the visitor's draft.
 */
export interface PartnerOfferPageProps {
  /** The offer. */
  offer: PartnerOffer;
  /** The breadcrumb trail; its last crumb is this page. */
  crumbs: readonly Crumb[];
  /** Stories only: the form's sender, navigation, values or errors. */
  form?: Pick<LeadFormProps, 'send' | 'navigate' | 'values' | 'errors'>;
}

/** The section headings of the page. */
export const partnerOfferPageTexts = {
  terms: 'The offer',
  partner: 'Who the partner is',
  eligibility: 'Who can take it up',
  form: 'Get this offer',
} as const;

export function PartnerOfferPage({ offer, crumbs, form }: PartnerOfferPageProps) {
  const { page } = offer;
  const t = partnerOfferPageTexts;
  return (
    <article data-partner-offer={offer.kind}>
      <PageHeader title={page.heading} intro={page.intro} crumbs={crumbs}>
        <Badge tone="action">{offer.saving}</Badge>
      </PageHeader>
      <Columns>
        <Stack gap={6}>
          <OfferSection id="offer-terms" title={t.terms}>
            <Terms>
              {page.terms.map((term) => (
                <li key={term}>
                  <Text>{term}</Text>
                </li>
              ))}
            </Terms>
          </OfferSection>
          <OfferSection id="offer-partner" title={t.partner}>
            <Text>{page.partner.about}</Text>
          </OfferSection>
          <OfferSection id="offer-eligibility" title={t.eligibility}>
            <Text>{page.eligibility}</Text>
            <Link href={page.moreInfo.href} variant="standalone">
              {page.moreInfo.text}
            </Link>
          </OfferSection>
        </Stack>
        <FormPanel aria-labelledby="offer-form">
          <Stack gap={4}>
            <Heading level={2} size="medium" id="offer-form">
              {t.form}
            </Heading>
            <LeadForm
              kind={offer.kind}
              dealerId={offer.partnerId}
              recipient={page.partner.name}
              idempotencyKey=""
              returnTo={leadFormHref({ kind: offer.kind, dealerId: offer.partnerId })}
              idPrefix={`offer-${offer.kind}`}
              {...form}
            />
          </Stack>
        </FormPanel>
      </Columns>
    </article>
  );
}

/** A part of the page: a section named by its h2. */
function OfferSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack gap={3}>
        <Heading level={2} size="medium" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${vars.space[7]};

  ${mq.from.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Terms = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding-inline-start: ${vars.space[5]};
`;

const FormPanel = styled.section`
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;
