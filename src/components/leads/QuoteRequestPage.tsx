import styled from 'styled-components';
import { vars } from '#tokens';
import type { LeadKind } from '#src/domain/leads';
import { dealerPaths } from '#src/domain/routes';
import type { Crumb } from '#src/lib/seo/pageMetadata';
import { Notice } from '#src/primitives/Notice';
import { mq } from '#src/styles/mq';
import { PageHeader } from '../listing/PageHeader';
import { LeadForm, type LeadFormProps } from './LeadForm';
import type { LeadSummaryFact } from './leadSubject';
import { LeadSummary } from './LeadSummary';
import { leadKindTexts, leadPageTexts } from './leadTexts';

/**
 * QuoteRequestPage: the body of /get-quotes (#16), where 'Get quotes', 'Get the best price' and
 * the partner offers' refused plain posts lead: the heading of the request's kind, the summary of
 * what it is about and the form. A request goes to one dealer, so when the link names no dealer,
 * or one we do not list, it says so and points to the dealer finder instead of showing a form
 * that could only be refused.
 */
export type QuoteRequestPageProps = {
  /** What the request asks for (the heading). */
  kind: LeadKind;
  /** The breadcrumb trail; its last crumb is this page. */
  crumbs: readonly Crumb[];
} & (
  | {
      /** A dealer or partner to ask. */
      status: 'ready';
      /** The summary's lines (leadSubjectFacts). */
      facts: readonly LeadSummaryFact[];
      /** The form (its recipient also names who the intro says receives the request). */
      form: LeadFormProps;
    }
  | {
      /** The link named a dealer we do not list, or none at all. */
      status: 'unknown-dealer' | 'no-dealer';
    }
);

export function QuoteRequestPage(props: QuoteRequestPageProps) {
  const heading = leadKindTexts[props.kind].heading;
  if (props.status !== 'ready') {
    const texts = props.status === 'unknown-dealer' ? leadPageTexts.unknownDealer : leadPageTexts.noDealer;
    return (
      <>
        <PageHeader title={heading} crumbs={props.crumbs} />
        <Notice
          tone="info"
          heading={texts.heading}
          text={texts.text}
          action={{ text: texts.action, href: dealerPaths.finder }}
          data-lead-problem={props.status}
        />
      </>
    );
  }
  const recipient = props.form.recipient;
  const intro = leadPageTexts.intro(recipient);
  return (
    <>
      <PageHeader title={heading} intro={intro} crumbs={props.crumbs} />
      <Columns>
        <SummaryColumn>
          <LeadSummary facts={props.facts} />
        </SummaryColumn>
        <LeadForm {...props.form} />
      </Columns>
    </>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${vars.space[6]};

  ${mq.from.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

// First in reading order (what the request is about), beside the form from lg.
const SummaryColumn = styled.div`
  ${mq.from.lg} {
    grid-column: 2;
    grid-row: 1;
  }
`;
