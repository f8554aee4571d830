import styled from 'styled-components';
import { vars } from '#tokens';
import { formatPoundPrice } from '../lib/formatPoundPrice';

/** A price in pounds with an optional label ('Kerbside price from:') and suffix ('per month'). */
export interface PriceProps {
  /** The amount in pounds. */
  value: number;
  /** Label before the amount, e.g. a price label of spec 9. */
  label?: string;
  /** Text after the amount, e.g. 'per month' or 'ex VAT'. */
  suffix?: string;
  /** Emphasis: a headline price or an inline figure. */
  size?: 'inline' | 'large';
  /** Show the amount struck through (a previous price). */
  previous?: boolean;
}

export function Price({ value, label, suffix, size = 'inline', previous = false }: PriceProps) {
  const amount = formatPoundPrice(value);
  return (
    <StyledPrice data-size={size}>
      {label && <PriceLabel>{label} </PriceLabel>}
      {previous ? (
        <del>
          <Amount>{amount}</Amount>
        </del>
      ) : (
        <Amount>{amount}</Amount>
      )}
      {suffix && <Suffix> {suffix}</Suffix>}
    </StyledPrice>
  );
}

const StyledPrice = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${vars.space[1]};

  &[data-size='large'] {
    font-size: ${vars.text.xl.size};
    line-height: ${vars.text.xl.line};
  }
`;

const PriceLabel = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
`;

const Amount = styled.span`
  font-weight: ${vars.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Suffix = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
`;
