import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StockList } from '#src/components/deals/StockList';
import { buttonTexts, priceLabels } from '#src/lib/constants';
import { cashDeal } from './dealFixtures';

describe('StockList', () => {
  const dealer = { name: 'Arden Volkswagen', town: 'Leeds' };

  it('lists each car as an article with its prices, dealer and offer end', () => {
    render(<StockList label="New cars in stock" items={[{ deal: cashDeal, dealer }]} />);
    const list = screen.getByRole('list', { name: 'New cars in stock' });
    const row = within(list).getByRole('article');
    expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent('Volkswagen Golf 1.5 TSI 150 Life 5dr');
    expect(row).toHaveTextContent(`${priceLabels.productPriceFrom} £27,995`);
    expect(row.querySelector('del')).toHaveTextContent('£29,995');
    expect(row).toHaveTextContent('Save £2,000');
    expect(row).toHaveTextContent(`${priceLabels.monthlyPcpPriceFrom} £329.50 per month`);
    expect(row).toHaveTextContent('Sold by Arden Volkswagen, Leeds');
    expect(within(row).getByText('31 December 2026')).toHaveAttribute('dateTime', '2026-12-31');
    const link = within(row).getByRole('link', { name: new RegExp(`^${buttonTexts.getTheBestPrice}`) });
    // The quote-request form for this car and its dealer (#16).
    expect(link).toHaveAttribute('href', `/get-quotes?kind=best-price&dealer=${cashDeal.dealerId}&deal=deal-100001`);
    expect(link).toHaveAccessibleName(
      `${buttonTexts.getTheBestPrice} for the Volkswagen Golf 1.5 TSI 150 Life 5dr at Arden Volkswagen`,
    );
  });

  it('leaves out the PCP price when asked, and the dealer when unknown', () => {
    render(<StockList label="Stock" items={[{ deal: cashDeal }]} showPcp={false} />);
    expect(screen.queryByText(priceLabels.monthlyPcpPriceFrom)).not.toBeInTheDocument();
    expect(screen.queryByText(/Sold by/)).not.toBeInTheDocument();
    // No dealer to ask: the dealer finder of the make instead of the form.
    expect(screen.getByRole('link', { name: new RegExp(`^${buttonTexts.getTheBestPrice}`) })).toHaveAttribute(
      'href',
      '/car-dealers/volkswagen',
    );
  });

  it('works out a missing saving from the two prices and hides a zero saving', () => {
    const { rerender } = render(<StockList label="Stock" items={[{ deal: { ...cashDeal, saving: null } }]} />);
    expect(screen.getByText('Save £2,000')).toBeInTheDocument();
    rerender(<StockList label="Stock" items={[{ deal: { ...cashDeal, saving: 0 } }]} />);
    expect(screen.queryByText(/^Save/)).not.toBeInTheDocument();
  });
});
