import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Deal } from '#src/domain/content/types';
import { DealCard, defaultDealCardVariant, leaseProfile } from '#src/components/cards/DealCard';

const base: Deal = {
  id: 'd1001',
  dealType: 'new-car',
  capId: '91234',
  modelId: 'ford-puma-suv',
  make: 'Ford',
  makeSlug: 'ford',
  range: 'Puma',
  rangeSlug: 'puma',
  bodyStyle: 'suv',
  category: 'suv',
  fuelType: 'petrol',
  derivativeName: 'Puma 1.0 EcoBoost Hybrid ST-Line 5dr',
  image: 'https://img.example.com/cars/puma.jpg',
  listPrice: 26445,
  targetPrice: 23995,
  saving: 2450,
  pcp: { monthly: 249, deposit: 4500, termMonths: 48, apr: 8.9, finalPayment: 12000 },
  lease: null,
  dealerId: 'dl1',
  expiresAt: '2026-06-30',
};

const businessLease: Deal = {
  ...base,
  id: 'd2002',
  dealType: 'lease-business',
  listPrice: null,
  targetPrice: null,
  saving: null,
  pcp: null,
  lease: { monthly: 235, initialRentalMonths: 3, termMonths: 36, annualMileage: 10000, includesVat: false },
};

const personalLease: Deal = {
  ...businessLease,
  id: 'd3003',
  dealType: 'lease-personal',
  lease: { monthly: 282, initialRentalMonths: 6, termMonths: 24, annualMileage: 8000, includesVat: true },
};

const dealsPath = '/make/ford/puma/suv/deals';

/** The text of a Price: label, amount and suffix. */
const priceWithLabel = (label: string) => screen.getByText(label).parentElement;

describe('DealCard', () => {
  it('titles the card with the model and shows the version', () => {
    render(<DealCard deal={base} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Ford Puma' })).toBeInTheDocument();
    expect(screen.getByText('1.0 EcoBoost Hybrid ST-Line 5dr')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ford Puma' })).toBeInTheDocument();
  });

  describe('cash', () => {
    it('shows the Kerbside price with the exact spec 9 label', () => {
      render(<DealCard deal={base} variant="cash" />);
      expect(screen.getByText('Kerbside price from:')).toBeInTheDocument();
      expect(priceWithLabel('Kerbside price from:')).toHaveTextContent('Kerbside price from: £23,995');
    });

    it('strikes through the manufacturer price, with the exact spec 9 label', () => {
      const { container } = render(<DealCard deal={base} variant="cash" />);
      expect(priceWithLabel('Manufacturer price from:')).toHaveTextContent('Manufacturer price from: £26,445');
      expect(container.querySelector('del')).toHaveTextContent('£26,445');
    });

    it('shows the saving without pence', () => {
      render(<DealCard deal={base} variant="cash" />);
      expect(screen.getByText('Save £2,450')).toBeInTheDocument();
    });

    it('works the saving out when the deal does not carry it, and hides a saving of nothing', () => {
      const { rerender } = render(<DealCard deal={{ ...base, saving: null }} variant="cash" />);
      expect(screen.getByText('Save £2,450')).toBeInTheDocument();
      rerender(<DealCard deal={{ ...base, saving: 0 }} variant="cash" />);
      expect(screen.queryByText(/^Save/)).toBeNull();
    });

    it("offers 'Get the best price' and 'View all deals' on the model deals page", () => {
      render(<DealCard deal={base} variant="cash" />);
      const best = screen.getByRole('link', {
        name: 'Get the best price for the Ford Puma 1.0 EcoBoost Hybrid ST-Line 5dr',
      });
      // The quote-request form for this deal and its dealer (#16).
      expect(best).toHaveAttribute('href', '/get-quotes?kind=best-price&dealer=dl1&deal=d1001');
      expect(best).toHaveAttribute('data-variant', 'primary');
      const all = screen.getByRole('link', { name: 'View all deals for the Ford Puma' });
      expect(all).toHaveAttribute('href', dealsPath);
      expect(all).toHaveAttribute('data-variant', 'secondary');
    });

    it('is the default variant of a new-car deal', () => {
      expect(defaultDealCardVariant(base)).toBe('cash');
      render(<DealCard deal={base} />);
      expect(screen.getByText('Kerbside price from:')).toBeInTheDocument();
      expect(screen.queryByText('Monthly PCP price from')).toBeNull();
    });
  });

  describe('pcp', () => {
    it('shows the monthly price with the exact spec 9 label', () => {
      render(<DealCard deal={base} variant="pcp" />);
      expect(priceWithLabel('Monthly PCP price from')).toHaveTextContent('Monthly PCP price from £249 per month');
      expect(screen.queryByText('Kerbside price from:')).toBeNull();
    });

    it('lists deposit, term, APR and final payment in a definition list', () => {
      const { container } = render(<DealCard deal={base} variant="pcp" />);
      const list = container.querySelector('dl');
      expect(list).not.toBeNull();
      const pairs = Array.from(list!.querySelectorAll('dt')).map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]);
      expect(pairs).toEqual([
        ['Deposit', '£4,500'],
        ['Term', '48 months'],
        ['Representative APR', '8.9%'],
        ['Final payment', '£12,000'],
      ]);
    });

    it('keeps pence when a monthly price has them', () => {
      render(<DealCard deal={{ ...base, pcp: { ...base.pcp!, monthly: 418.67 } }} variant="pcp" />);
      expect(screen.getByText('£418.67')).toBeInTheDocument();
    });

    it("offers 'Get quotes' and 'View all deals'", () => {
      render(<DealCard deal={base} variant="pcp" />);
      expect(screen.getByRole('link', { name: /^Get quotes/ })).toHaveAttribute(
        'href',
        '/get-quotes?kind=quote&dealer=dl1&deal=d1001',
      );
      expect(screen.getByRole('link', { name: /^View all deals/ })).toHaveAttribute('href', dealsPath);
    });
  });

  describe('lease', () => {
    it('shows a business lease ex VAT with its 3+35 profile and annual mileage', () => {
      const { container } = render(<DealCard deal={businessLease} />);
      expect(screen.getByText('Business lease')).toBeInTheDocument();
      expect(screen.getByText('£235').parentElement).toHaveTextContent('£235 per month ex VAT');
      const list = within(container.querySelector('dl')!);
      expect(list.getByText('3+35')).toBeInTheDocument();
      expect(list.getByText('£705 ex VAT')).toBeInTheDocument();
      expect(list.getByText('36 months')).toBeInTheDocument();
      expect(list.getByText('10,000 miles')).toBeInTheDocument();
    });

    it('shows a personal lease inc VAT', () => {
      render(<DealCard deal={personalLease} />);
      expect(screen.getByText('Personal lease')).toBeInTheDocument();
      expect(screen.getByText('£282').parentElement).toHaveTextContent('£282 per month inc VAT');
      expect(screen.getByText('6+23')).toBeInTheDocument();
      expect(screen.getByText('8,000 miles')).toBeInTheDocument();
    });

    it("offers 'Get quotes' and 'Find deals' in the matching leasing list", () => {
      const { unmount } = render(<DealCard deal={businessLease} />);
      expect(screen.getByRole('link', { name: 'Find deals for business leasing' })).toHaveAttribute(
        'href',
        '/car-leasing/deals/business',
      );
      expect(screen.getByRole('link', { name: /^Get quotes/ })).toHaveAttribute(
        'href',
        `/get-quotes?kind=quote&dealer=${businessLease.dealerId}&deal=d2002`,
      );
      unmount();
      render(<DealCard deal={personalLease} />);
      expect(screen.getByRole('link', { name: 'Find deals for personal leasing' })).toHaveAttribute(
        'href',
        '/car-leasing/deals/personal',
      );
    });

    it('is the default variant of a leasing deal', () => {
      expect(defaultDealCardVariant(businessLease)).toBe('lease');
      expect(defaultDealCardVariant(personalLease)).toBe('lease');
    });

    it('writes the profile as initial months + the remaining payments', () => {
      expect(leaseProfile({ initialRentalMonths: 3, termMonths: 36 })).toBe('3+35');
      expect(leaseProfile({ initialRentalMonths: 9, termMonths: 48 })).toBe('9+47');
    });
  });

  it('sends a deal with no dealer to the dealer finder of its make instead of the form', () => {
    render(<DealCard deal={{ ...base, dealerId: '' }} variant="cash" />);
    expect(screen.getByRole('link', { name: /^Get the best price/ })).toHaveAttribute(
      'href',
      `/car-dealers/${base.makeSlug}`,
    );
  });

  it('takes both link targets as props', () => {
    render(<DealCard deal={base} quoteHref="/car-finance" moreDealsHref="/new-car-deals" />);
    expect(screen.getByRole('link', { name: /^Get the best price/ })).toHaveAttribute('href', '/car-finance');
    expect(screen.getByRole('link', { name: /^View all deals/ })).toHaveAttribute('href', '/new-car-deals');
  });

  it('shows when the offer ends', () => {
    render(<DealCard deal={base} />);
    expect(screen.getByText('30 June 2026')).toHaveAttribute('datetime', '2026-06-30');
  });

  it('leaves out a price block whose quote the deal lacks, keeping the calls to action', () => {
    render(<DealCard deal={businessLease} variant="pcp" />);
    expect(screen.queryByText('Monthly PCP price from')).toBeNull();
    expect(screen.getByRole('link', { name: /^Get quotes/ })).toBeInTheDocument();
  });
});
