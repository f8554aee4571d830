import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RealMpgForm, type RealMpgFormProps } from '#src/tools/calculators/mpg/RealMpgForm';
import { readRealMpgQuery } from '#src/tools/calculators/mpg/realMpgQuery';
import { realMpgTexts } from '#src/tools/calculators/mpg/realMpgTexts';

const makes = [
  { value: 'ford', label: 'Ford' },
  { value: 'kia', label: 'Kia' },
];
const fordModels = [{ value: 'm1', label: 'Ford Fiesta hatchback' }];
const fiestaVersions = [{ value: '10001', label: 'Standard 1.4 petrol 120 (petrol)' }];

function props(overrides: Partial<RealMpgFormProps> = {}): RealMpgFormProps {
  const query = readRealMpgQuery({});
  return {
    makes,
    models: [],
    versions: [],
    make: '',
    model: '',
    car: '',
    fuel: query.fuel,
    entered: query.entered,
    errors: {},
    pricesDate: '1 April 2026',
    source: { models: vi.fn(async () => fordModels), versions: vi.fn(async () => fiestaVersions) },
    ...overrides,
  };
}

describe('RealMpgForm', () => {
  it('in the server HTML (no JavaScript) has the step buttons, two GET forms and the defaults', () => {
    const html = renderToString(<RealMpgForm {...props()} />);
    expect(html).toContain(realMpgTexts.showModels);
    expect(html).toContain(realMpgTexts.showVersions);
    expect(html).toMatch(/<form[^>]*action="\/real-mpg-calculator"[^>]*method="get"/);
    expect(html).toMatch(/<form[^>]*action="\/real-mpg-calculator\/results"[^>]*method="get"/);
    expect(html).toContain('value="10000"');
  });

  it('with JavaScript loads models and versions in place, without the step buttons', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<RealMpgForm {...p} />);
    expect(screen.queryByRole('button', { name: realMpgTexts.showModels })).toBeNull();
    await user.selectOptions(screen.getByLabelText(realMpgTexts.make), 'ford');
    expect(p.source?.models).toHaveBeenCalledWith('ford');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ford Fiesta hatchback' })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe('1 model to choose from');
    await user.selectOptions(screen.getByLabelText(realMpgTexts.model), 'm1');
    await waitFor(() => expect(screen.getByRole('option', { name: fiestaVersions[0]!.label })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText(realMpgTexts.version), '10001');
    const calculator = screen.getByRole('form', { name: realMpgTexts.title }) as HTMLFormElement;
    const data = new FormData(calculator);
    expect(data.get('car')).toBe('10001');
    expect(data.get('make')).toBe('ford');
    expect(data.get('model')).toBe('m1');
  });

  it('brings the step buttons back when a list cannot load', async () => {
    const user = userEvent.setup();
    render(
      <RealMpgForm
        {...props({ source: { models: async () => Promise.reject(new Error('down')), versions: async () => [] } })}
      />,
    );
    await user.selectOptions(screen.getByLabelText(realMpgTexts.make), 'kia');
    await waitFor(() => expect(screen.getByText(realMpgTexts.loadFailed)).toBeTruthy());
    expect(screen.getByRole('button', { name: realMpgTexts.showModels })).toBeTruthy();
  });

  it('lists the problems above the form, each linked to its field', () => {
    const query = readRealMpgQuery({ miles: 'lots' }, { forResults: true });
    render(<RealMpgForm {...props({ entered: query.entered, errors: query.errors })} />);
    const links = within(screen.getByRole('alert')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Choose a car, or enter its official mpg', '#mpg-car'],
      ['Enter your annual mileage as a whole number from 1 to 100,000', '#mpg-miles'],
    ]);
    expect((screen.getByLabelText(realMpgTexts.miles) as HTMLInputElement).value).toBe('lots');
  });
});
