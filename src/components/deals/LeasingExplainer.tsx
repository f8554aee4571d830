import styled from 'styled-components';
import { vars } from '#tokens';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { leaseFilterOptions, leaseOptionLabel } from '#src/lib/leasingFilters';
import { addVat, initialRentalFor, totalLeaseCostFor, VAT_RATE } from '#src/lib/leasingVat';
import { Heading } from '#src/primitives/Heading';
import { Text } from '#src/primitives/Text';
import { mq } from '#src/styles/mq';

/**
 * LeasingExplainer: the guide part of /car-leasing: personal against business contract hire
 * (inc and ex VAT), what a '3+35' profile, the contract length and the annual mileage mean, and
 * what happens at the end, with a worked example whose figures come from the VAT and lease
 * functions (docs/design/uk-rules.md), so the words and the deals lists always agree.
 */
export interface LeasingExplainerProps {
  /** The monthly rental of the worked example, ex VAT, in pounds. */
  exampleMonthly?: number;
  /** Document level of the section headings. */
  headingLevel?: 2 | 3;
}

const percent = `${Math.round(VAT_RATE * 100)}%`;

export function LeasingExplainer({ exampleMonthly = 250, headingLevel = 2 }: LeasingExplainerProps) {
  const example = { monthly: exampleMonthly, includesVat: false, initialRentalMonths: 3, termMonths: 36 };
  const listOf = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
  return (
    <Layout>
      <Part>
        <Heading level={headingLevel} size="small">
          Personal or business contract hire
        </Heading>
        <Text>
          Personal contract hire is for private drivers, and its prices include VAT at {percent}. Business contract hire
          is for companies and sole traders, and its prices exclude VAT: a rental of {formatPoundPrice(exampleMonthly)}{' '}
          a month ex VAT is {formatPoundPrice(addVat(exampleMonthly))} a month inc VAT.
        </Text>
      </Part>
      <Part>
        <Heading level={headingLevel} size="small">
          What the figures mean
        </Heading>
        <Terms>
          <dt>Profile, e.g. 3+35</dt>
          <dd>
            An initial rental of three monthly payments, then 35 monthly payments. At {formatPoundPrice(exampleMonthly)}{' '}
            a month ex VAT that is {formatPoundPrice(initialRentalFor(example, 'business'))} up front and{' '}
            {formatPoundPrice(totalLeaseCostFor(example, 'business'))} over the contract.
          </dd>
          <dt>Contract length</dt>
          <dd>
            How long you keep the car: {listOf(leaseFilterOptions.term.map((term) => leaseOptionLabel('term', term)))}.
          </dd>
          <dt>Annual mileage</dt>
          <dd>
            The most you may drive each year, from {leaseOptionLabel('mileage', leaseFilterOptions.mileage[0])} to{' '}
            {leaseOptionLabel('mileage', leaseFilterOptions.mileage.at(-1)!)}. A lower allowance means a lower rental.
          </dd>
        </Terms>
      </Part>
      <Part>
        <Heading level={headingLevel} size="small">
          At the end of the contract
        </Heading>
        <Text>
          You hand the car back. Miles over the agreed allowance are charged by the mile, and so is damage beyond fair
          wear and tear, so choose a mileage you will not exceed.
        </Text>
      </Part>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[5]};

  ${mq.from.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const Terms = styled.dl`
  margin: 0;

  & > dt {
    font-weight: ${vars.weight.bold};
  }
  & > dd {
    margin: 0 0 ${vars.space[2]};
  }
`;
