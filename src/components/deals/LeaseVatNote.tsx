import styled from 'styled-components';
import { vars } from '#tokens';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { addVat, removeVat, VAT_RATE, vatBasisLabels, type LeaseContractType } from '#src/lib/leasingVat';
import { Icon } from '#src/primitives/Icon';

/**
 * LeaseVatNote: the line above a leasing list that says which VAT basis its prices are on
 * (business contract hire ex VAT, personal inc VAT; docs/design/uk-rules.md) with a worked example, and how
 * to read a '3+35' profile. The figures come from the VAT functions, never typed in.
 */
export interface LeaseVatNoteProps {
  /** The contract type of the list. */
  contract: LeaseContractType;
  /** The monthly rental used in the example, in pounds. */
  exampleMonthly?: number;
}

const percent = `${Math.round(VAT_RATE * 100)}%`;

/** The note's sentences for a contract type. */
export function leaseVatNoteText(contract: LeaseContractType, exampleMonthly = 250): string[] {
  const example = formatPoundPrice(exampleMonthly);
  const vatLine =
    contract === 'business'
      ? `Business contract hire prices exclude VAT at ${percent}: ${example} a month ${vatBasisLabels.business} is ${formatPoundPrice(addVat(exampleMonthly))} a month ${vatBasisLabels.personal}.`
      : `Personal contract hire prices include VAT at ${percent}: ${example} a month ${vatBasisLabels.personal} is ${formatPoundPrice(removeVat(exampleMonthly))} a month ${vatBasisLabels.business}.`;
  return [
    vatLine,
    "A '3+35' profile is an initial rental of three monthly payments, then 35 monthly payments; the annual mileage is the most you can drive each year without excess charges.",
  ];
}

export function LeaseVatNote({ contract, exampleMonthly = 250 }: LeaseVatNoteProps) {
  return (
    <Note role="note" data-contract={contract}>
      <Icon name="info" size="sm" />
      <div>
        {leaseVatNoteText(contract, exampleMonthly).map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
    </Note>
  );
}

const Note = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoBackground};
  color: ${vars.color.infoText};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};

  & > svg {
    flex: none;
    margin-block-start: 2px;
  }
  & p {
    margin: 0;
  }
  & p + p {
    margin-block-start: ${vars.space[1]};
  }
`;
