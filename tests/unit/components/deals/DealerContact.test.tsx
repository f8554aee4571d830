import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealerContact } from '#src/components/deals/DealerContact';

const dealer = { name: 'Arden Volkswagen', town: 'Leeds', postcode: 'LS1 4AP', phone: '0113 496 0000' };

describe('DealerContact', () => {
  it('names the dealer, its place and a phone link in the same tab, with the reference and end date', () => {
    render(<DealerContact dealer={dealer} reference="deal-100001" expiresAt="2026-12-31" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Ask Arden Volkswagen about this deal' })).toBeInTheDocument();
    expect(screen.getByText('Arden Volkswagen, Leeds LS1 4AP')).toBeInTheDocument();
    const call = screen.getByRole('link', { name: 'Call 0113 496 0000' });
    expect(call).toHaveAttribute('href', 'tel:01134960000');
    expect(call).not.toHaveAttribute('target');
    expect(screen.getByText('deal-100001')).toBeInTheDocument();
    expect(screen.getByText('31 December 2026')).toHaveAttribute('dateTime', '2026-12-31');
  });

  it('still gives the reference when the dealer is unknown', () => {
    render(<DealerContact dealer={null} reference="deal-1" expiresAt="" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ask us about this deal' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('deal-1')).toBeInTheDocument();
  });

  it('takes its own heading as a named section, and leaves out the end date and the reference when not given', () => {
    const { rerender } = render(
      <DealerContact dealer={dealer} reference="uc-1" heading="Sold by" headingLevel={2} headingId="sold-by" />,
    );
    expect(screen.getByRole('region', { name: 'Sold by' })).toBeInTheDocument();
    expect(screen.getByText(/Quote reference/).textContent).toBe('Quote reference uc-1');
    rerender(<DealerContact dealer={null} heading="Sold by" unknownDealerText="The dealer is not listed." />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('The dealer is not listed.')).toBeInTheDocument();
    expect(screen.queryByText(/Quote reference/)).not.toBeInTheDocument();
  });

  it('gives the end date alone when there is no reference', () => {
    render(<DealerContact dealer={null} expiresAt="2026-12-31" />);
    expect(screen.getByText(/Offer ends/).textContent).toBe('Offer ends 31 December 2026');
  });
});
