'use client';
import { fuelTypes } from './bik';
import { companyCarTexts, fuelTypeLabels, sharedFieldTexts, yesNo, yesNoLabels } from './calculatorTexts';
import { readCompanyCarForm, type CompanyCarField, type CompanyCarRaw } from './companyCarForm';
import { companyCarExplanation, companyCarHeadline } from './companyCarPresentation';
import { calculateCompanyCarTax } from './companyCarTax';
import { visibleProblems } from './formInput';
import { formatPercent, formatPounds } from './presentation';
import { RegionField, SalaryField, TaxYearField } from './sharedFields';
import { taxYears } from './taxYears/taxYears';
import { CalculatorLayout } from './ui/CalculatorLayout';
import { CalculatorResult } from './ui/CalculatorResult';
import { DateField } from './ui/DateField';
import { NumberField } from './ui/NumberField';
import { RadioGroup } from './ui/RadioGroup';
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
  submitted: initiallySubmitted,
  idPrefix = 'company-car',
}: CompanyCarTaxCalculatorProps) {
  const { raw, submitted, set, submit } = useCalculatorForm<CompanyCarField>(initial, initiallySubmitted, action);
  const reading = readCompanyCarForm(raw);
  const problems = visibleProblems(reading.problems, submitted);
  const errorOf = (field: CompanyCarField) => problems.find((problem) => problem.field === field)?.message;
  const id = (field: CompanyCarField) => `${idPrefix}-${field}`;
  const result = reading.input ? calculateCompanyCarTax(reading.input) : undefined;

  let status: string = companyCarTexts.empty;
  if (result) {
    status = companyCarTexts.status(
      formatPounds(result.totalPerMonth),
      formatPounds(result.totalPerYear),
      formatPercent(result.bik.percent),
    );
  } else if (problems.length > 0) status = companyCarTexts.fixProblems;

  return (
    <CalculatorLayout
      idPrefix={idPrefix}
      formLabel={companyCarTexts.formLabel}
      action={action}
      problems={problems.map((problem) => ({ fieldId: id(problem.field), message: problem.message }))}
      submitText={sharedFieldTexts.submit}
      onSubmit={() => {
        submit();
        return readCompanyCarForm(raw).problems.length > 0;
      }}
      resultHeading={sharedFieldTexts.resultHeading}
      status={status}
      result={
        result &&
        reading.input && (
          <CalculatorResult
            year={result.year.label}
            headline={companyCarHeadline(result)}
            explanation={companyCarExplanation(reading.input, result)}
          />
        )
      }
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
        onValueChange={set('price')}
        error={errorOf('price')}
      />
      <RadioGroup
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
        onValueChange={set('co2')}
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
        onValueChange={set('range')}
        error={errorOf('range')}
      />
      <DateField
        id={id('registered')}
        name="registered"
        label={companyCarTexts.registered.label}
        hint={companyCarTexts.registered.hint}
        value={raw.registered}
        onValueChange={set('registered')}
        error={errorOf('registered')}
      />
      <RadioGroup
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
      <RadioGroup
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
