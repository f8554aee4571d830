import styled from 'styled-components';
import { vars } from '#tokens';
import { sitePaths } from '#src/domain/routes';
import type { Crumb } from '#src/lib/seo/pageMetadata';
import { Heading } from '#src/primitives/Heading';
import { Stack } from '#src/primitives/Layout';
import { Notice } from '#src/primitives/Notice';
import { Text } from '#src/primitives/Text';
import { PageHeader } from '../listing/PageHeader';
import { RelatedLinks } from '../listing/RelatedLinks';
import { leadConfirmationTexts as t } from './leadTexts';

/**
 * LeadConfirmation: the page a stored quote request lands on (#16), after the island's 201 or the
 * plain post's redirect: 'Thank you', the reference in large type, and what happens next, told as
 * it is: the request is recorded and made available to the dealer or partner, the site sends no email and
 * promises no time. Without a valid reference it says so plainly instead, with the same ways on.
 */
export interface LeadConfirmationProps {
  /** The request's reference ('KS-7M2Q9XKD'), or null when the link carries none that is valid. */
  reference: string | null;
  /** Who received it ('Arnold Clark Leeds', 'our GAP insurance partner'), when known. */
  recipient?: string | null;
  /** The breadcrumb trail; its last crumb is this page. */
  crumbs: readonly Crumb[];
}

/** Where to go next. */
export const leadConfirmationLinks = [
  { text: t.links.deals, href: sitePaths.newCarDeals },
  { text: t.links.usedCars, href: sitePaths.usedCars },
  { text: t.links.tools, href: sitePaths.toolsAndServices },
  { text: t.links.home, href: sitePaths.home },
] as const;

export function LeadConfirmation({ reference, recipient, crumbs }: LeadConfirmationProps) {
  if (!reference) {
    return (
      <>
        <PageHeader title={t.noReference.heading} crumbs={crumbs} />
        <Stack gap={6}>
          <Notice tone="info" text={t.noReference.text} data-lead-confirmation="none" />
          <RelatedLinks links={leadConfirmationLinks} label="Where next" />
        </Stack>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t.heading} intro={t.recorded(recipient || t.recipientUnknown)} crumbs={crumbs} />
      <Stack gap={6}>
        <Reference data-lead-confirmation="stored">
          <Text as="span" tone="muted">
            {t.referenceLabel}
          </Text>
          <Code data-lead-reference="">{reference}</Code>
        </Reference>
        <section aria-labelledby="lead-next">
          <Stack gap={3}>
            <Heading level={2} size="medium" id="lead-next">
              {t.nextHeading}
            </Heading>
            <Steps>
              {t.next.map((line) => (
                <li key={line}>
                  <Text>{line}</Text>
                </li>
              ))}
            </Steps>
          </Stack>
        </section>
        <RelatedLinks links={leadConfirmationLinks} label="Where next" />
      </Stack>
    </>
  );
}

const Reference = styled.p`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
  margin: 0;
  padding: ${vars.space[5]};
  border: 2px solid ${vars.color.brand};
  border-radius: ${vars.radius.md};
  background: ${vars.color.brandTint};
`;

// Monospaced, so a reference read out or copied by hand is unambiguous.
const Code = styled.strong`
  font-family: ${vars.font.mono};
  font-size: ${vars.text['2xl'].size};
  line-height: ${vars.text['2xl'].line};
  overflow-wrap: anywhere;
`;

const Steps = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding-inline-start: ${vars.space[5]};
`;
