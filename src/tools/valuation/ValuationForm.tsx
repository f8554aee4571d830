import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { ErrorSummary } from '../calculators/ui/ErrorSummary';
import {
  ToolActions,
  ToolError,
  ToolField,
  ToolFields,
  ToolForm,
  ToolHint,
  ToolInput,
  ToolLabel,
  ToolSelect,
} from '../finance/toolFormStyles';
import { askedValuationFields, type ValuationErrors, type ValuationField, type ValuationValues } from './valuationForm';
import type { ValuationMakeGroup } from '../../domain/valuation';

/**
 * ValuationForm: the entry form of /car-valuation/ and /class/sell-my-car. A plain GET form with
 * no handlers (a Server Component), so it works without JavaScript: the registration (optional;
 * only its age identifier is read), the make and model (one list grouped by make, so no script is
 * needed to narrow it), the year of first registration, the mileage and, for selling only, an
 * optional postcode for the dealers near you (the valuation never uses it). After a refused
 * submission it shows what the visitor typed, a summary of the problems and a message on each
 * field.
 */
export interface ValuationFormProps {
  /** Where the form submits: the page's own path. */
  action: string;
  /** Valuing a car, or selling it (changes the wording and the button). */
  purpose: 'valuation' | 'sell';
  /** The models to choose from, grouped by make. */
  makes: readonly ValuationMakeGroup[];
  /** The years to choose from, newest first. */
  years: readonly number[];
  /** What the visitor entered (empty on a first visit). */
  values: ValuationValues;
  /** A message per field to correct. */
  errors?: ValuationErrors;
  /** Prefix of element ids (unique on the page). */
  idPrefix?: string;
}

/** The texts of the form. */
export const valuationFormTexts = {
  label: { valuation: 'Car valuation', sell: 'Sell my car' },
  submit: { valuation: 'Value my car', sell: 'Value my car and find dealers' },
  chooseModel: 'Choose make and model',
  chooseYear: 'Choose year',
  fields: {
    reg: {
      label: 'Registration (optional)',
      hint: 'Current-style plates, e.g. AB12 CDE. We read only the year it shows (and March or September), not the car’s make, model or history',
    },
    model: { label: 'Make and model', hint: 'Choose from the cars we have reviewed' },
    year: { label: 'Year first registered', hint: 'Leave it to the registration if you entered one' },
    mileage: { label: 'Mileage', hint: 'As on the odometer, e.g. 42000' },
    postcode: {
      label: 'Postcode (optional)',
      hint: 'Only used to list the dealers nearest you, not for the valuation. For example SW1A 1AA',
    },
  },
} as const satisfies { fields: Record<ValuationField, { label: string; hint: string }> } & Record<string, unknown>;

export function ValuationForm({
  action,
  purpose,
  makes,
  years,
  values,
  errors = {},
  idPrefix = 'valuation',
}: ValuationFormProps) {
  const idOf = (field: ValuationField) => `${idPrefix}-${field}`;
  const askPostcode = purpose === 'sell';
  const summary = askedValuationFields(askPostcode).flatMap((field) =>
    errors[field] ? [{ fieldId: idOf(field), message: errors[field] }] : [],
  );
  const controlProps = (field: ValuationField) => {
    const id = idOf(field);
    return {
      id,
      name: field,
      'aria-invalid': errors[field] ? ('true' as const) : undefined,
      'aria-describedby': errors[field] ? `${id}-hint ${id}-error` : `${id}-hint`,
    };
  };
  /** A text box for a code typed in capitals (registration, postcode), not spell-checked. */
  const codeInput = (name: 'reg' | 'postcode', autoComplete: string) => (
    <ToolInput
      {...controlProps(name)}
      type="text"
      autoComplete={autoComplete}
      autoCapitalize="characters"
      spellCheck={false}
      defaultValue={values[name]}
    />
  );
  const field = (name: ValuationField, control: ReactNode, wide = false) => (
    <ToolField data-invalid={errors[name] ? 'true' : undefined} data-wide={wide ? 'true' : undefined}>
      <ToolLabel htmlFor={idOf(name)}>{valuationFormTexts.fields[name].label}</ToolLabel>
      <ToolHint id={`${idOf(name)}-hint`}>{valuationFormTexts.fields[name].hint}</ToolHint>
      {errors[name] && <ToolError id={`${idOf(name)}-error`}>{errors[name]}</ToolError>}
      {control}
    </ToolField>
  );

  return (
    <ToolForm method="get" action={action} noValidate aria-label={valuationFormTexts.label[purpose]}>
      <ErrorSummary id={`${idPrefix}-errors`} problems={summary} />
      <ToolFields>
        {field(
          'model',
          <ToolSelect {...controlProps('model')} defaultValue={values.model}>
            <option value="">{valuationFormTexts.chooseModel}</option>
            {makes.map((group) => (
              <optgroup key={group.make} label={group.make}>
                {group.models.map((model) => (
                  <option key={model.id} value={model.id}>
                    {`${group.make} ${model.label}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </ToolSelect>,
          true,
        )}
        {field('reg', codeInput('reg', 'off'))}
        {field(
          'year',
          <ToolSelect {...controlProps('year')} defaultValue={values.year}>
            <option value="">{valuationFormTexts.chooseYear}</option>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </ToolSelect>,
        )}
        {field(
          'mileage',
          <ToolInput
            {...controlProps('mileage')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.mileage}
          />,
        )}
        {askPostcode && field('postcode', codeInput('postcode', 'postal-code'))}
      </ToolFields>
      <ToolActions>
        <Button type="submit">{valuationFormTexts.submit[purpose]}</Button>
      </ToolActions>
    </ToolForm>
  );
}
