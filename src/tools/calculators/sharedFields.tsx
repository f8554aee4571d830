import { regionLabels, sharedFieldTexts } from './calculatorTexts';
import { regions } from './incomeTax';
import type { TaxYearData } from './taxYears/types';
import { NumberField } from '#src/primitives/NumberField';
import { RadioGroupField } from '#src/primitives/RadioGroupField';
import { SelectField } from '#src/primitives/SelectField';
import { fieldValueProps, radioValueProps } from './ui/fieldValue';

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
export function TaxYearField({ years, id, value, onValueChange, error }: TaxYearFieldProps) {
  return (
    <SelectField
      id={id}
      error={error}
      {...fieldValueProps<HTMLSelectElement>(value, onValueChange)}
      width="medium"
      name="year"
      label={sharedFieldTexts.year.label}
      hint={sharedFieldTexts.year.hint}
      options={years.map((year) => ({ value: year.id, label: year.label }))}
    />
  );
}

const regionOptions = regions.map((value) => ({ value, label: regionLabels[value] }));

/** Where the driver pays income tax. */
export function RegionField({ id, value, onValueChange, error }: SharedFieldProps) {
  return (
    <RadioGroupField
      id={id}
      error={error}
      {...radioValueProps(value, onValueChange)}
      name="region"
      legend={sharedFieldTexts.region.legend}
      options={regionOptions}
    />
  );
}

/** The annual salary. */
export function SalaryField({ id, value, onValueChange, error }: SharedFieldProps) {
  return (
    <NumberField
      id={id}
      error={error}
      {...fieldValueProps<HTMLInputElement>(value, onValueChange)}
      name="salary"
      label={sharedFieldTexts.salary.label}
      hint={sharedFieldTexts.salary.hint}
      prefix="£"
    />
  );
}
