import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UsedCar } from '#src/domain/content/types';
import { UsedCarCard } from '#src/components/cards/UsedCarCard';

const car: UsedCar = {
  id: 'u5001',
  condition: 'used',
  capId: '91234',
  modelId: 'ford-puma-suv',
  make: 'Ford',
  makeSlug: 'ford',
  range: 'Puma',
  rangeSlug: 'puma',
  bodyStyle: 'suv',
  fuelType: 'petrol',
  transmission: 'manual',
  derivativeName: 'Puma 1.0 EcoBoost Hybrid ST-Line 5dr',
  year: 2022,
  mileage: 12345,
  price: 16995,
  colour: 'Blue',
  image: 'https://img.example.com/used/puma.jpg',
  dealerId: 'dl1',
};

describe('UsedCarCard', () => {
  it('titles the card with make, range and version', () => {
    render(<UsedCarCard car={car} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Ford Puma 1.0 EcoBoost Hybrid ST-Line 5dr' }),
    ).toBeInTheDocument();
  });

  it("is one 'View car' link that also names the car", () => {
    render(<UsedCarCard car={car} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('View car (2022 Ford Puma 1.0 EcoBoost Hybrid ST-Line 5dr)');
    expect(links[0]).toHaveAttribute('href', '/used-cars/u5001');
  });

  it('takes another link target', () => {
    render(<UsedCarCard car={car} href="/used-cars?type=used#u5001" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/used-cars?type=used#u5001');
  });

  it('shows price, year, mileage, fuel and gearbox', () => {
    const { container } = render(<UsedCarCard car={car} />);
    expect(screen.getByText('£16,995')).toBeInTheDocument();
    const pairs = Array.from(container.querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Year', '2022'],
      ['Mileage', '12,345 miles'],
      ['Fuel', 'Petrol'],
      ['Gearbox', 'Manual'],
    ]);
  });

  it('describes the image by year, model and colour, at the usedCarCard preset', () => {
    const { container } = render(<UsedCarCard car={car} />);
    expect(screen.getByRole('img', { name: '2022 Ford Puma in blue' })).toBeInTheDocument();
    expect(container.querySelector('[data-preset]')).toHaveAttribute('data-preset', 'usedCarCard');
  });

  it("marks a nearly-new car 'Nearly new'", () => {
    const { rerender } = render(<UsedCarCard car={car} />);
    expect(screen.queryByText('Nearly new')).toBeNull();
    rerender(
      <UsedCarCard car={{ ...car, condition: 'nearly-new', fuelType: 'plug-in-hybrid', transmission: 'automatic' }} />,
    );
    expect(screen.getByText('Nearly new')).toBeInTheDocument();
    expect(screen.getByText('Plug-in hybrid')).toBeInTheDocument();
    expect(screen.getByText('Automatic')).toBeInTheDocument();
  });

  it('names the selling dealer and town when a dealer is given', () => {
    const { container, rerender } = render(<UsedCarCard car={car} />);
    expect(container.textContent).not.toContain('Sold by');
    rerender(<UsedCarCard car={car} dealer={{ name: 'Trent Motors', town: 'Nottingham' }} />);
    expect(screen.getByText(/Trent Motors, Nottingham/).textContent).toBe('Sold by Trent Motors, Nottingham');
  });

  it('shows a mileage of one as 1 mile', () => {
    render(<UsedCarCard car={{ ...car, mileage: 1 }} />);
    expect(screen.getByText('1 mile')).toBeInTheDocument();
  });
});
