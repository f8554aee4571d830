import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeasingExplainer } from '#src/components/deals/LeasingExplainer';

describe('LeasingExplainer', () => {
  it('works the example out with VAT at 20% and a 3+35 profile', () => {
    render(<LeasingExplainer exampleMonthly={250} />);
    expect(screen.getByText(/£250 a month ex VAT is £300 a month inc VAT/)).toBeInTheDocument();
    // 3 x £250 up front; 38 payments of £250 over the contract.
    expect(screen.getByText(/that is £750 up front and £9,500 over the contract/)).toBeInTheDocument();
    expect(screen.getByText(/24 months, 36 months or 48 months/)).toBeInTheDocument();
    expect(screen.getByText(/from 5,000 miles a year to 20,000 miles a year/)).toBeInTheDocument();
  });

  it('gives each part a heading at the chosen level', () => {
    render(<LeasingExplainer headingLevel={3} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Personal or business contract hire',
      'What the figures mean',
      'At the end of the contract',
    ]);
  });
});
