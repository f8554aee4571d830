'use client';
import { NumberField } from '#src/primitives/NumberField';
import { RadioGroupField } from '#src/primitives/RadioGroupField';
import { TextField } from '#src/primitives/TextField';
import { fuelTypes } from './bik';
import { companyCarTexts, fuelTypeLabels, sharedFieldTexts, yesNo, yesNoLabels } from './calculatorTexts';
import { readCompanyCarForm, type CompanyCarRaw } from './companyCarForm';
import { companyCarExplanation, companyCarHeadline } from './companyCarPresentation';
import { calculateCompanyCarTax } from './companyCarTax';
import { formatPercent, formatPounds } from './presentation';
import { RegionField, SalaryField, TaxYearField } from './sharedFields';
import { taxYears } from './taxYears/taxYears';
import { CalculatorLayout } from './ui/CalculatorLayout';
import { resultPanelProps } from './ui/CalculatorResult';
import { useCalculatorForm } from './ui/useCalculatorForm';

/**
 * CompanyCarTaxCalculator: the company car tax calculator of /news/company-car-tax-calculator.
 * The page renders it on the server from the query string, so the GET form gives a result
 * without JavaScript; in the browser it recalculates as the visitor types. It shows the BiK
 * rate, the taxable benefit, the tax per year and month, and every figure used with its source
 * year, flagging figures that are not yet confirmed.
 */
export interface CompanyCarTaxCalculatorProps {
  /** Where the form submits: the page's path. */
  action: string;
  /** The form values to start from (from the query string, or a first visit's defaults). */
  initial: CompanyCarRaw;
  /** Whether the values were submitted (then missing fields are reported too). */
  submitted: boolean;
  /** Prefix of element ids. */
  idPrefix?: string;
}

const fieldOptions = {
  fuel: fuelTypes.map((value) => ({ value, label: fuelTypeLabels[value] })),
  yesNo: yesNo.map((value) => ({ value, label: yesNoLabels[value] })),
};

export function CompanyCarTaxCalculator({
  action,
  initial,
  submitted,
  idPrefix = 'company-car',
}: CompanyCarTaxCalculatorProps) {
  const form = useCalculatorForm({ initial, submitted, action, idPrefix, read: readCompanyCarForm });
  const { raw, set, errorOf } = form;
  const id = form.fieldId;
  const result = form.input ? calculateCompanyCarTax(form.input) : undefined;

  const answer =
    result && form.input
      ? {
          status: companyCarTexts.status(
            formatPounds(result.totalPerMonth),
            formatPounds(result.totalPerYear),
            formatPercent(result.bik.percent),
          ),
          year: result.year.label,
          headline: companyCarHeadline(result),
          explanation: companyCarExplanation(form.input, result),
        }
      : undefined;

  return (
    <CalculatorLayout
      {...form.layout}
      {...resultPanelProps(answer, form.problems.length > 0, {
        heading: sharedFieldTexts.resultHeading,
        ...companyCarTexts,
      })}
      formLabel={companyCarTexts.formLabel}
      submitText={sharedFieldTexts.submit}
    >
      <TaxYearField
        id={id('year')}
        years={taxYears}
        value={raw.year}
        onValueChange={set('year')}
        error={errorOf('year')}
      />
      <NumberField
        id={id('price')}
        name="price"
        label={companyCarTexts.price.label}
        hint={companyCarTexts.price.hint}
        prefix="£"
        value={raw.price}
        onChange={(event) => set('price')(event.target.value)}
        error={errorOf('price')}
      />
      <RadioGroupField
        id={id('fuel')}
        name="fuel"
        legend={companyCarTexts.fuel.legend}
        options={fieldOptions.fuel}
        value={raw.fuel}
        onValueChange={set('fuel')}
        error={errorOf('fuel')}
      />
      <NumberField
        id={id('co2')}
        name="co2"
        label={companyCarTexts.co2.label}
        hint={companyCarTexts.co2.hint}
        suffix="g/km"
        width="short"
        value={raw.co2}
        onChange={(event) => set('co2')(event.target.value)}
        error={errorOf('co2')}
      />
      <NumberField
        id={id('range')}
        name="range"
        label={companyCarTexts.range.label}
        hint={companyCarTexts.range.hint}
        suffix="miles"
        width="short"
        value={raw.range}
        onChange={(event) => set('range')(event.target.value)}
        error={errorOf('range')}
      />
      <TextField
        type="date"
        width="medium"
        id={id('registered')}
        name="registered"
        label={companyCarTexts.registered.label}
        hint={companyCarTexts.registered.hint}
        value={raw.registered}
        onChange={(event) => set('registered')(event.target.value)}
        error={errorOf('registered')}
      />
      <RadioGroupField
        id={id('rde2')}
        name="rde2"
        legend={companyCarTexts.rde2.legend}
        hint={companyCarTexts.rde2.hint}
        options={fieldOptions.yesNo}
        layout="inline"
        value={raw.rde2}
        onValueChange={set('rde2')}
        error={errorOf('rde2')}
      />
      <RadioGroupField
        id={id('fuelBenefit')}
        name="fuelBenefit"
        legend={companyCarTexts.fuelBenefit.legend}
        options={fieldOptions.yesNo}
        layout="inline"
        value={raw.fuelBenefit}
        onValueChange={set('fuelBenefit')}
        error={errorOf('fuelBenefit')}
      />
      <RegionField id={id('region')} value={raw.region} onValueChange={set('region')} error={errorOf('region')} />
      <SalaryField id={id('salary')} value={raw.salary} onValueChange={set('salary')} error={errorOf('salary')} />
    </CalculatorLayout>
  );
}
