import styled from 'styled-components';
import { Button } from '#src/primitives/Button';
import { NumberField } from '#src/primitives/NumberField';
import { SelectField } from '#src/primitives/SelectField';
import { TextField } from '#src/primitives/TextField';
import { ErrorSummary } from '../calculators/ui/ErrorSummary';
import { ToolActions, ToolFields, ToolForm } from '../finance/toolFormStyles';
import { askedValuationFields, type ValuationErrors, type ValuationField, type ValuationValues } from './valuationForm';
import type { ValuationMakeGroup } from '#src/domain/valuation';

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
  /** The id, name, label, hint and error every field takes from its name. */
  const fieldProps = (field: ValuationField) => ({
    id: idOf(field),
    name: field,
    label: valuationFormTexts.fields[field].label,
    hint: valuationFormTexts.fields[field].hint,
    error: errors[field],
  });
  /** A text box for a code typed in capitals (registration, postcode), not spell-checked. */
  const codeField = (name: 'reg' | 'postcode', autoComplete: string) => (
    <TextField
      {...fieldProps(name)}
      autoComplete={autoComplete}
      autoCapitalize="characters"
      spellCheck={false}
      defaultValue={values[name]}
    />
  );

  return (
    <ToolForm method="get" action={action} noValidate aria-label={valuationFormTexts.label[purpose]}>
      <ErrorSummary id={`${idPrefix}-errors`} problems={summary} />
      <ToolFields>
        <WideSelectField
          {...fieldProps('model')}
          placeholder={valuationFormTexts.chooseModel}
          defaultValue={values.model}
        >
          {makes.map((group) => (
            <optgroup key={group.make} label={group.make}>
              {group.models.map((model) => (
                <option key={model.id} value={model.id}>
                  {`${group.make} ${model.label}`}
                </option>
              ))}
            </optgroup>
          ))}
        </WideSelectField>
        {codeField('reg', 'off')}
        <SelectField
          {...fieldProps('year')}
          placeholder={valuationFormTexts.chooseYear}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          defaultValue={values.year}
        />
        <NumberField {...fieldProps('mileage')} inputMode="numeric" width="full" defaultValue={values.mileage} />
        {askPostcode && codeField('postcode', 'postal-code')}
      </ToolFields>
      <ToolActions>
        <Button type="submit">{valuationFormTexts.submit[purpose]}</Button>
      </ToolActions>
    </ToolForm>
  );
}

/** The make and model list is long, so it spans both columns of the grid. */
const WideSelectField = styled(SelectField)`
  grid-column: 1 / -1;
`;
