import { regionLabels, sharedFieldTexts } from './calculatorTexts';
import { regions } from './incomeTax';
import type { TaxYearData } from './taxYears/types';
import { NumberField } from './ui/NumberField';
import { RadioGroup } from './ui/RadioGroup';
import { SelectField } from './ui/SelectField';

/**
 * The fields both tax calculators ask the same way: the tax year, where the driver pays income
 * tax, and the salary. Written once so the two forms cannot drift apart.
 */
interface SharedFieldProps {
  /** Element id. */
  id: string;
  /** The value as typed. */
  value: string;
  /** Called with the new value. */
  onValueChange?: (value: string) => void;
  /** The error message. */
  error?: string;
}

export interface TaxYearFieldProps extends SharedFieldProps {
  /** The years offered. */
  years: readonly TaxYearData[];
}

/** The tax year select. */
export function TaxYearField({ years, ...props }: TaxYearFieldProps) {
  return (
    <SelectField
      {...props}
      name="year"
      label={sharedFieldTexts.year.label}
      hint={sharedFieldTexts.year.hint}
      options={years.map((year) => ({ value: year.id, label: year.label }))}
    />
  );
}

const regionOptions = regions.map((value) => ({ value, label: regionLabels[value] }));

/** Where the driver pays income tax. */
export function RegionField(props: SharedFieldProps) {
  return <RadioGroup {...props} name="region" legend={sharedFieldTexts.region.legend} options={regionOptions} />;
}

/** The annual salary. */
export function SalaryField(props: SharedFieldProps) {
  return (
    <NumberField
      {...props}
      name="salary"
      label={sharedFieldTexts.salary.label}
      hint={sharedFieldTexts.salary.hint}
      prefix="£"
    />
  );
}
