import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealerContact } from '../../../../src/components/deals/DealerContact';

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
});
