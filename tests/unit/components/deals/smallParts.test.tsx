import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealTile } from '#src/components/deals/DealTile';
import { DerivativeSpecTable } from '#src/components/deals/DerivativeSpecTable';
import { DerivativeSummary } from '#src/components/deals/DerivativeSummary';
import { LeaseVatNote, leaseVatNoteText } from '#src/components/deals/LeaseVatNote';
import { buttonTexts, priceLabels } from '#src/lib/constants';
import { cashDeal, golf } from './dealFixtures';

describe('LeaseVatNote', () => {
  it('works the VAT example out for each contract type', () => {
    expect(leaseVatNoteText('business', 250)[0]).toBe(
      'Business contract hire prices exclude VAT at 20%: £250 a month ex VAT is £300 a month inc VAT.',
    );
    expect(leaseVatNoteText('personal', 300)[0]).toBe(
      'Personal contract hire prices include VAT at 20%: £300 a month inc VAT is £250 a month ex VAT.',
    );
  });

  it('renders as a note', () => {
    render(<LeaseVatNote contract="personal" />);
    expect(screen.getByRole('note')).toHaveTextContent('Personal contract hire prices include VAT at 20%');
  });
});

describe('DerivativeSpecTable', () => {
  it('gives each group a heading and a table named by it, with row headers', () => {
    render(<DerivativeSpecTable derivative={golf} />);
    const table = screen.getByRole('table', { name: 'Engine and performance' });
    const power = within(table).getByRole('rowheader', { name: 'Power' });
    expect(power.closest('tr')).toHaveTextContent('Power148 bhp');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
  });
});

describe('DerivativeSummary', () => {
  it('shows the Kerbside and manufacturer prices, the saving and the way to the deals', () => {
    render(<DerivativeSummary derivative={golf} image="/img/car/hatchback/red.svg" dealCount={3} />);
    expect(screen.getByText(priceLabels.productPriceFrom).parentElement).toHaveTextContent('£27,995');
    expect(screen.getByText(priceLabels.manufacturerPriceFrom).parentElement).toHaveTextContent('£29,995');
    expect(screen.getByText('Save £2,000')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `${buttonTexts.getTheBestPrice} for the Volkswagen Golf hatchback` }),
    ).toHaveAttribute('href', '/make/volkswagen/golf/hatchback/deals');
    expect(screen.getByRole('link', { name: 'Every version of the Volkswagen Golf hatchback' })).toHaveAttribute(
      'href',
      '/make/volkswagen/golf/hatchback/versions',
    );
    expect(screen.getByRole('button', { name: /^Add to shortlist/ })).toBeInTheDocument();
  });

  it('leaves the deals button out when the model has no deals', () => {
    render(<DerivativeSummary derivative={golf} image="/img/car/hatchback/red.svg" dealCount={0} />);
    expect(screen.queryByRole('link', { name: /^Get the best price/ })).not.toBeInTheDocument();
  });
});

describe('DealTile', () => {
  it('is the deal card with a shortlist button for its car', () => {
    render(<DealTile deal={cashDeal} />);
    expect(screen.getByRole('heading', { name: 'Volkswagen Golf' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Add to shortlist ?: Volkswagen Golf 1\.5 TSI 150 Life 5dr$/ }),
    ).toBeInTheDocument();
  });
});
