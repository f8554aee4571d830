'use client';
import { sharedFieldTexts, vanTexts, yesNo, yesNoLabels } from './calculatorTexts';
import { visibleProblems } from './formInput';
import { formatPounds } from './presentation';
import { RegionField, SalaryField, TaxYearField } from './sharedFields';
import { vanTaxYears } from './taxYears/taxYears';
import { CalculatorLayout } from './ui/CalculatorLayout';
import { CalculatorResult } from './ui/CalculatorResult';
import { RadioGroup } from './ui/RadioGroup';
import { useCalculatorForm } from './ui/useCalculatorForm';
import { readVanForm, type VanField, type VanRaw } from './vanForm';
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

export function VanTaxCalculator({
  action,
  initial,
  submitted: initiallySubmitted,
  idPrefix = 'van',
}: VanTaxCalculatorProps) {
  const { raw, submitted, set, submit } = useCalculatorForm<VanField>(initial, initiallySubmitted, action);
  const reading = readVanForm(raw);
  const problems = visibleProblems(reading.problems, submitted);
  const errorOf = (field: VanField) => problems.find((problem) => problem.field === field)?.message;
  const id = (field: VanField) => `${idPrefix}-${field}`;
  const result = reading.input ? calculateVanTax(reading.input) : undefined;

  let status: string = vanTexts.empty;
  if (result) status = vanTexts.status(formatPounds(result.taxPerMonth), formatPounds(result.taxPerYear));
  else if (problems.length > 0) status = vanTexts.fixProblems;

  const yesNoField = (field: 'zeroEmission' | 'restricted' | 'fuelBenefit') => (
    <RadioGroup
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
      idPrefix={idPrefix}
      formLabel={vanTexts.formLabel}
      action={action}
      problems={problems.map((problem) => ({ fieldId: id(problem.field), message: problem.message }))}
      submitText={sharedFieldTexts.submit}
      onSubmit={() => {
        submit();
        return readVanForm(raw).problems.length > 0;
      }}
      resultHeading={sharedFieldTexts.resultHeading}
      status={status}
      result={
        result &&
        reading.input && (
          <CalculatorResult
            year={result.year.label}
            headline={vanHeadline(result)}
            explanation={vanExplanation(reading.input, result)}
          />
        )
      }
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
