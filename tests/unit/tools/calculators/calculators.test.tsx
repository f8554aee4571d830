import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { calculatorMessages, companyCarTexts, vanTexts } from '#src/tools/calculators/calculatorTexts';
import { emptyCompanyCarRaw } from '#src/tools/calculators/companyCarForm';
import { CompanyCarTaxCalculator } from '#src/tools/calculators/CompanyCarTaxCalculator';
import { emptyVanRaw } from '#src/tools/calculators/vanForm';
import { VanTaxCalculator } from '#src/tools/calculators/VanTaxCalculator';

/** The calculators as components: the server HTML carries the result; in the browser it follows typing. */
const today = new Date('2025-11-21T12:00:00Z');
const action = '/news/company-car-tax-calculator';

describe('CompanyCarTaxCalculator', () => {
  it('renders the result of submitted values in the server HTML', () => {
    const html = renderToString(
      <CompanyCarTaxCalculator
        action={action}
        submitted
        initial={{ ...emptyCompanyCarRaw(today), price: '40000', fuel: 'electric', salary: '60000' }}
      />,
    );
    expect(html).toContain(companyCarTexts.status('£40', '£480', '3%'));
    expect(html).toContain('method="get"');
    expect(html).toContain(`action="${action}"`);
  });

  it('renders the validation messages of a bad query in the server HTML', () => {
    const html = renderToString(
      <CompanyCarTaxCalculator
        action={action}
        submitted
        initial={{ ...emptyCompanyCarRaw(today), price: '-5', co2: 'abc', salary: '30000' }}
      />,
    );
    expect(html).toContain(calculatorMessages.price.negative);
    expect(html).toContain(calculatorMessages.co2.invalid);
    expect(html).toContain(companyCarTexts.fixProblems);
  });

  it('recalculates as the visitor types', async () => {
    const user = userEvent.setup();
    render(<CompanyCarTaxCalculator action={action} submitted={false} initial={emptyCompanyCarRaw(today)} />);
    expect(screen.getByRole('status')).toHaveTextContent(companyCarTexts.empty);
    await user.type(screen.getByLabelText('P11D list price'), '30000');
    await user.type(screen.getByLabelText('CO2 emissions'), '120');
    await user.type(screen.getByLabelText('Your annual salary'), '30000');
    expect(screen.getByRole('status')).toHaveTextContent(companyCarTexts.status('£150', '£1,800', '30%'));
    await user.click(screen.getByRole('radio', { name: 'Scotland' }));
    // 30000 in Scotland 2025/26 is the intermediate rate: 9,000 x 21% = 1,890.
    expect(screen.getByRole('status')).toHaveTextContent(companyCarTexts.status('£157.50', '£1,890', '30%'));
    expect(screen.getByRole('table', { name: 'Figures used' })).toBeInTheDocument();
  });

  it('shows an invalid value at once but a missing one only after submitting, then focuses the summary', async () => {
    const user = userEvent.setup();
    render(<CompanyCarTaxCalculator action={action} submitted={false} initial={emptyCompanyCarRaw(today)} />);
    await user.type(screen.getByLabelText('CO2 emissions'), 'abc');
    expect(screen.getByLabelText('CO2 emissions')).toHaveAccessibleDescription(
      expect.stringContaining(calculatorMessages.co2.invalid),
    );
    expect(screen.queryByText(calculatorMessages.price.missing)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('link', { name: calculatorMessages.price.missing })).toHaveAttribute(
      'href',
      '#company-car-price',
    );
    expect(window.location.search).toContain('co2=abc');
  });
});

describe('VanTaxCalculator', () => {
  it('works out van benefit tax and moves focus to the result on submit', async () => {
    const user = userEvent.setup();
    render(<VanTaxCalculator action="/news/van-tax-calculator" submitted={false} initial={emptyVanRaw(today)} />);
    await user.type(screen.getByLabelText('Your annual salary'), '40000');
    expect(screen.getByRole('status')).toHaveTextContent(vanTexts.status('£67', '£804'));
    await user.click(
      within(screen.getByRole('radiogroup', { name: vanTexts.fuelBenefit.legend })).getByRole('radio', { name: 'Yes' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(vanTexts.status('£79.82', '£957.80'));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your result' }).parentElement).toHaveFocus();
  });
});
