import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Derivative } from '#src/domain/content/types';
import { DerivativeRow, DerivativeTable } from '#src/components/cards/DerivativeRow';

const petrol: Derivative = {
  capId: '91234',
  modelId: 'volkswagen-golf-hatchback',
  make: 'Volkswagen',
  makeSlug: 'volkswagen',
  range: 'Golf',
  rangeSlug: 'golf',
  bodyStyle: 'hatchback',
  category: 'family-car',
  wcCategory: 'Family car',
  trim: 'Life',
  trimHamId: 't1',
  engineHamId: 'e1',
  engineName: '1.5 TSI 150',
  transmission: 'manual',
  fuelType: 'petrol',
  doors: 5,
  cashPriceFrom: 27420,
  cashPriceTo: 41995,
  tags: [],
  articleType: null,
  articleSubType: null,
  cashPrice: 26100,
  onTheRoadPrice: 27420,
  p11dPrice: 27000,
  dateIntroduced: '2024-01-01',
  dateDiscontinued: null,
  edition: 'life',
  co2GPerKm: 128,
  wltpMpg: 50.4,
  realMpg: 47.3,
  electricRangeMiles: null,
  batteryKwh: null,
  milesPerKwh: null,
  rde2: true,
  insuranceGroup: 17,
  powerBhp: 148,
  zeroToSixtyTwoSeconds: 8.5,
  topSpeedMph: 139,
  bootLitres: 381,
  seats: 5,
  lengthMm: 4284,
  widthMm: 1789,
  heightMm: 1456,
  payloadKg: null,
};

const electric: Derivative = {
  ...petrol,
  capId: '91240',
  trim: 'Match',
  engineName: '77kWh 286',
  transmission: 'automatic',
  fuelType: 'electric',
  onTheRoadPrice: 39995,
  edition: 'match',
  co2GPerKm: 0,
  wltpMpg: null,
  realMpg: null,
  electricRangeMiles: 340,
};

const basePath = '/volkswagen/golf/hatchback';

describe('DerivativeTable', () => {
  it('has a caption and column headers scoped to their columns', () => {
    render(<DerivativeTable caption="Volkswagen Golf versions" derivatives={[petrol]} basePath={basePath} />);
    const table = screen.getByRole('table', { name: 'Volkswagen Golf versions' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Version',
      'Fuel',
      'Gearbox',
      'Price (OTR)',
      'CO2 (g/km)',
      'MPG (WLTP)',
    ]);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
  });

  it('adds the electric range column when any version has a range', () => {
    render(<DerivativeTable caption="Versions" derivatives={[petrol, electric]} basePath={basePath} />);
    expect(screen.getByRole('columnheader', { name: 'Electric range' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(6);
  });

  it('renders one row per version, each headed by its version link', () => {
    render(<DerivativeTable caption="Versions" derivatives={[petrol, electric]} basePath={basePath} />);
    const rowHeaders = screen.getAllByRole('rowheader');
    expect(rowHeaders).toHaveLength(2);
    for (const header of rowHeaders) expect(header).toHaveAttribute('scope', 'row');
    expect(within(rowHeaders[1]!).getByRole('link')).toHaveAttribute('href', `${basePath}/match/91240`);
  });
});

describe('DerivativeRow', () => {
  const renderRow = (derivative: Derivative, props: { showElectricRange?: boolean; basePath?: string } = {}) =>
    render(
      <table>
        <tbody>
          <DerivativeRow derivative={derivative} {...props} />
        </tbody>
      </table>,
    );

  it('links trim and engine to the derivative page {base}/:edition/:capid', () => {
    renderRow(petrol, { basePath });
    const link = screen.getByRole('link', { name: 'Life 1.5 TSI 150 manual' });
    expect(link).toHaveAttribute('href', '/volkswagen/golf/hatchback/life/91234');
  });

  it('builds the base path from the slugs when none is given', () => {
    renderRow(petrol);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/volkswagen/golf/hatchback/life/91234');
  });

  it('shows fuel, gearbox, on-the-road price without pence, CO2 and WLTP with the estimated real mpg', () => {
    renderRow(petrol, { basePath });
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['Petrol', 'Manual', '£27,420', '128', '50.4Est. real Estimated real-world mpg 47.3']);
    const real = document.querySelector('[data-real-mpg="estimated"]');
    expect(real).toHaveTextContent('Est. real Estimated real-world mpg 47.3');
    expect(screen.getByText('Est. real')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Estimated real-world mpg')).toBeInTheDocument();
  });

  it('labels each cell with its column for the stacked layout', () => {
    renderRow(petrol, { basePath, showElectricRange: true });
    expect(screen.getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Fuel',
      'Gearbox',
      'Price (OTR)',
      'CO2 (g/km)',
      'MPG (WLTP)',
      'Electric range',
    ]);
  });

  it('shows an EV as not applicable for mpg and with its electric range', () => {
    renderRow(electric, { basePath, showElectricRange: true });
    const cells = screen.getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Electric');
    expect(cells[4]).toHaveTextContent('–Not applicable');
    expect(cells[5]).toHaveTextContent('340 miles');
  });

  it('shows no real mpg when the version has no estimate', () => {
    renderRow({ ...petrol, realMpg: null }, { basePath });
    expect(document.querySelector('[data-real-mpg]')).toBeNull();
    expect(screen.queryByText(/real/i)).toBeNull();
  });
});
