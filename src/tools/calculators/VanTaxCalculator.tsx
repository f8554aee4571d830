'use client';
import { RadioGroupField } from '#src/primitives/RadioGroupField';
import { sharedFieldTexts, vanTexts, yesNo, yesNoLabels } from './calculatorTexts';
import { formatPounds } from './presentation';
import { RegionField, SalaryField, TaxYearField } from './sharedFields';
import { vanTaxYears } from './taxYears/taxYears';
import { CalculatorLayout } from './ui/CalculatorLayout';
import { resultPanelProps } from './ui/CalculatorResult';
import { useCalculatorForm } from './ui/useCalculatorForm';
import { readVanForm, type VanRaw } from './vanForm';
import { vanExplanation, vanHeadline } from './vanPresentation';
import { calculateVanTax } from './vanTax';

/**
 * VanTaxCalculator: the van benefit tax calculator of /news/van-tax-calculator. Server-rendered
 * from the query string (the GET form works without JavaScript), live in the browser. It shows
 * the van and fuel benefits (nil for zero-emission vans and restricted private use), the tax per
 * year and month, and every figure used with its source year.
 */
export interface VanTaxCalculatorProps {
  /** Where the form submits: the page's path. */
  action: string;
  /** The form values to start from. */
  initial: VanRaw;
  /** Whether the values were submitted. */
  submitted: boolean;
  /** Prefix of element ids. */
  idPrefix?: string;
}

const yesNoOptions = yesNo.map((value) => ({ value, label: yesNoLabels[value] }));

export function VanTaxCalculator({ action, initial, submitted, idPrefix = 'van' }: VanTaxCalculatorProps) {
  const form = useCalculatorForm({ initial, submitted, action, idPrefix, read: readVanForm });
  const { raw, set, errorOf } = form;
  const id = form.fieldId;
  const result = form.input ? calculateVanTax(form.input) : undefined;

  const answer =
    result && form.input
      ? {
          status: vanTexts.status(formatPounds(result.taxPerMonth), formatPounds(result.taxPerYear)),
          year: result.year.label,
          headline: vanHeadline(result),
          explanation: vanExplanation(form.input, result),
        }
      : undefined;

  const yesNoField = (field: 'zeroEmission' | 'restricted' | 'fuelBenefit') => (
    <RadioGroupField
      id={id(field)}
      name={field}
      legend={vanTexts[field].legend}
      hint={field === 'restricted' ? vanTexts.restricted.hint : undefined}
      options={yesNoOptions}
      layout="inline"
      value={raw[field]}
      onValueChange={set(field)}
      error={errorOf(field)}
    />
  );

  return (
    <CalculatorLayout
      {...form.layout}
      {...resultPanelProps(answer, form.problems.length > 0, { heading: sharedFieldTexts.resultHeading, ...vanTexts })}
      formLabel={vanTexts.formLabel}
      submitText={sharedFieldTexts.submit}
    >
      <TaxYearField
        id={id('year')}
        years={vanTaxYears}
        value={raw.year}
        onValueChange={set('year')}
        error={errorOf('year')}
      />
      {yesNoField('zeroEmission')}
      {yesNoField('restricted')}
      {yesNoField('fuelBenefit')}
      <RegionField id={id('region')} value={raw.region} onValueChange={set('region')} error={errorOf('region')} />
      <SalaryField id={id('salary')} value={raw.salary} onValueChange={set('salary')} error={errorOf('salary')} />
    </CalculatorLayout>
  );
}
