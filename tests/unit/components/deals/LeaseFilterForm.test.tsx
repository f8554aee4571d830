import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaseFilterForm, leaseFilterTexts } from '#src/components/deals/LeaseFilterForm';
import { noLeaseFilters, parseLeaseQuery } from '#src/lib/leasingFilters';

const action = '/car-leasing/deals/personal';

describe('LeaseFilterForm', () => {
  it('is a GET form to the list with one named select per filter', () => {
    render(<LeaseFilterForm action={action} filters={noLeaseFilters} />);
    const form = screen.getByRole('form', { name: leaseFilterTexts.heading });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', action);
    expect(screen.getByLabelText('Contract length')).toHaveAttribute('name', 'term');
    expect(screen.getByLabelText('Initial rental')).toHaveAttribute('name', 'initialRental');
    expect(screen.getByLabelText('Annual mileage')).toHaveAttribute('name', 'mileage');
    expect(screen.getByRole('button', { name: leaseFilterTexts.submit })).toHaveAttribute('type', 'submit');
  });

  it('offers Any and every option, Any selected without filters, and no clear link', () => {
    render(<LeaseFilterForm action={action} filters={noLeaseFilters} />);
    const term = screen.getByLabelText<HTMLSelectElement>('Contract length');
    expect(
      within(term)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', '24 months', '36 months', '48 months']);
    expect(term.value).toBe('');
    expect(screen.queryByRole('link', { name: leaseFilterTexts.clear })).not.toBeInTheDocument();
  });

  it('selects the filters in force and links to the unfiltered list', () => {
    render(<LeaseFilterForm action={action} filters={{ term: 36, initialRental: 6, mileage: 10000 }} />);
    expect(screen.getByLabelText<HTMLSelectElement>('Contract length').value).toBe('36');
    expect(screen.getByLabelText<HTMLSelectElement>('Initial rental').value).toBe('6');
    expect(screen.getByLabelText<HTMLSelectElement>('Annual mileage').value).toBe('10000');
    expect(screen.getByRole('link', { name: leaseFilterTexts.clear })).toHaveAttribute('href', action);
  });

  it('shows deal counts per option when given', () => {
    const counts = {
      term: new Map([
        [24, 3],
        [36, 12],
        [48, 0],
      ]),
    };
    render(<LeaseFilterForm action={action} filters={noLeaseFilters} counts={counts} />);
    const term = screen.getByLabelText('Contract length');
    expect(within(term).getByRole('option', { name: '36 months (12)' })).toBeInTheDocument();
    expect(within(term).getByRole('option', { name: '48 months (0)' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Annual mileage')).getByRole('option', { name: '5,000 miles a year' }),
    ).toBeInTheDocument();
  });

  it('lists the values it could not use, in words', () => {
    const { problems } = parseLeaseQuery({ term: '30', page: 'x' });
    render(<LeaseFilterForm action={action} filters={noLeaseFilters} problems={problems} />);
    const box = screen.getByText(leaseFilterTexts.problemsHeading).parentElement!;
    const items = within(box).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("'30' is not a contract length we list");
    expect(items[1]).toHaveTextContent("'x' is not a page number");
  });
});
