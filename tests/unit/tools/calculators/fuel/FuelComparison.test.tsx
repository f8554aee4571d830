import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FuelComparison } from '#src/tools/calculators/fuel/FuelComparison';
import { compareFuels, readFuelComparisonQuery } from '#src/tools/calculators/fuel/fuelComparison';
import { comparisonSummary, fuelComparisonTexts } from '#src/tools/calculators/fuel/fuelComparisonTexts';

const handWorked = {
  miles: '8000',
  petrol: '140',
  diesel: '150',
  home: '7',
  public: '79',
  share: '80',
  petrolMpg: '50',
  dieselMpg: '60',
  hybridMpg: '65',
  milesPerKwh: '3.5',
};

describe('FuelComparison', () => {
  it('shows the four fuels side by side with the cheapest marked and named', () => {
    const input = readFuelComparisonQuery(handWorked);
    render(<FuelComparison input={input} rows={compareFuels(input.values)} pricesDate="1 April 2026" />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Petrol',
      'Diesel',
      'Hybrid',
      'Electric',
    ]);
    expect(within(items[3]!).getByText(fuelComparisonTexts.cheapest)).toBeTruthy();
    expect(within(items[0]!).queryByText(fuelComparisonTexts.cheapest)).toBeNull();
    // £1,018.32 petrol and 6.114p x 8000 = £489.14 electric.
    expect(within(items[0]!).getByText('£1,018')).toBeTruthy();
    expect(within(items[3]!).getByText('£489')).toBeTruthy();
    expect(screen.getByText('Electric is the cheapest to run: £489 a year, £529 less than petrol.')).toBeTruthy();
    expect(screen.getByText(/Default prices as of 1 April 2026/)).toBeTruthy();
    expect((screen.getByLabelText('Miles a year') as HTMLInputElement).value).toBe('8000');
  });

  it('shows the messages and no comparison while a value is wrong', () => {
    const input = readFuelComparisonQuery({ miles: 'lots' });
    render(<FuelComparison input={input} rows={null} pricesDate="1 April 2026" />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Enter your annual mileage as a whole number from 1 to 100,000',
    );
    expect(screen.getByText(fuelComparisonTexts.fixErrors)).toBeTruthy();
    expect(document.querySelector('[data-fuel]')).toBeNull();
    expect((screen.getByLabelText('Miles a year') as HTMLInputElement).value).toBe('lots');
  });

  it('names every option tied for cheapest', () => {
    const rows = compareFuels(
      readFuelComparisonQuery({
        petrol: '140',
        diesel: '140',
        petrolMpg: '50',
        dieselMpg: '50',
        hybridMpg: '40',
        home: '200',
        public: '200',
        milesPerKwh: '1',
      }).values,
    );
    expect(comparisonSummary(rows)).toMatch(
      /^Petrol and Diesel are the cheapest to run: £1,273 a year, £\d[\d,]* less than electric\.$/,
    );
  });
});
