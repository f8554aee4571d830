import type { FormEvent } from 'react';
import styled from 'styled-components';
import { vars } from '../../../tokens';
import { fromPriceOptions, toPriceOptions } from '../../lib/priceSteps';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { focusRing } from '../../styles/focus';
import { mq } from '../../styles/mq';
import { ageChoices, mileageChoices, plainParams, usedCarSorts, usedCarsPath, type MakeOption } from './usedCarsQuery';
import { ageLabel, mileageLabel, priceLabel, usedCarsTexts } from './usedCarsTexts';

/**
 * The filters of /used-cars as one GET form (so they work without JavaScript): a make checkbox
 * group, price from and to selects whose choices follow the price steps (spec 5's price range
 * helper, bounded by the cheapest and dearest car on offer), mileage and age selects, the sort,
 * and 'Show cars'. The current tab rides along in a hidden field. With JavaScript, `onChange`
 * gets every change as it happens and the search store applies it (the button then does the same).
 */
export interface UsedCarsFilterValues {
  /** The condition tab ('nofilter' for every car). */
  condition: string;
  /** Slugs of the makes ticked. */
  makes: readonly string[];
  /** A model slug from the URL (the used-car sitemaps link one); kept by the form. */
  model?: string;
  priceFrom?: number;
  priceTo?: number;
  mileageTo?: number;
  /** Age bound in years. */
  ageTo?: number;
  /** Key of the sort choice (usedCarSorts). */
  sort: string;
}

/** One change of the form. */
export type UsedCarsFilterChange =
  /** A make ticked or unticked (by slug). */
  | { kind: 'make'; make: string; checked: boolean }
  | { kind: 'price'; from?: number; to?: number }
  | { kind: 'mileage'; to?: number }
  | { kind: 'age'; to?: number }
  | { kind: 'sort'; key: string };

export interface UsedCarsFiltersProps {
  /** What the form shows as chosen. */
  values: UsedCarsFilterValues;
  /** The makes on offer, in display order. */
  makes: readonly MakeOption[];
  /** Cheapest and dearest car on offer (bounds of the price choices); null when unknown. */
  priceStats: { min: number; max: number } | null;
  /** The address that clears every filter but the tab. */
  clearHref: string;
  /** Takes each change at once (JavaScript); without it the form is submitted. */
  onChange?: (change: UsedCarsFilterChange) => void;
  /** Id prefix of the form's fields; unique on the page. */
  idPrefix?: string;
}

const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

export function UsedCarsFilters({
  values,
  makes,
  priceStats,
  clearHref,
  onChange,
  idPrefix = 'used-cars',
}: UsedCarsFiltersProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  // Spec 5: 'from' choices stop below the chosen 'to'; 'to' choices start above the chosen 'from'.
  const fromOptions = fromPriceOptions(priceStats?.min, values.priceTo ?? priceStats?.max);
  const toOptions = toPriceOptions(values.priceFrom ?? priceStats?.min, priceStats?.max);
  // A bound from the URL that is not a step still shows as chosen.
  const withChosen = (options: ReturnType<typeof fromPriceOptions>, chosen?: number) =>
    chosen === undefined || options.some((option) => option.value === chosen)
      ? options
      : [...options, { value: chosen, text: priceLabel(chosen) }].sort((a, b) => a.value - b.value);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (onChange) event.preventDefault();
  };
  const headingId = id('filters-heading');
  return (
    <Form action={usedCarsPath} method="get" aria-labelledby={headingId} onSubmit={onSubmit}>
      <Heading level={2} size="small" id={headingId}>
        {usedCarsTexts.filtersHeading}
      </Heading>
      {values.condition !== 'nofilter' && <input type="hidden" name={plainParams.condition} value={values.condition} />}
      {values.model && <input type="hidden" name={plainParams.model} value={values.model} />}
      <Field>
        <Label htmlFor={id('sort')}>{usedCarsTexts.sort}</Label>
        <Select
          id={id('sort')}
          name={plainParams.sort}
          value={values.sort}
          onChange={(event) => onChange?.({ kind: 'sort', key: event.target.value })}
        >
          {usedCarSorts.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </Select>
      </Field>
      <Fieldset>
        <Legend>{usedCarsTexts.price}</Legend>
        <Pair>
          <Field>
            <Label htmlFor={id('price-from')}>{usedCarsTexts.priceFrom}</Label>
            <Select
              id={id('price-from')}
              name={plainParams.priceFrom}
              value={values.priceFrom ?? ''}
              onChange={(event) =>
                onChange?.({ kind: 'price', from: numberOrUndefined(event.target.value), to: values.priceTo })
              }
            >
              <option value="">{usedCarsTexts.noMin}</option>
              {withChosen(fromOptions, values.priceFrom).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.text}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            <Label htmlFor={id('price-to')}>{usedCarsTexts.priceTo}</Label>
            <Select
              id={id('price-to')}
              name={plainParams.priceTo}
              value={values.priceTo ?? ''}
              onChange={(event) =>
                onChange?.({ kind: 'price', from: values.priceFrom, to: numberOrUndefined(event.target.value) })
              }
            >
              <option value="">{usedCarsTexts.noMax}</option>
              {withChosen(toOptions, values.priceTo).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.text}
                </option>
              ))}
            </Select>
          </Field>
        </Pair>
      </Fieldset>
      <Field>
        <Label htmlFor={id('mileage')}>{usedCarsTexts.mileage}</Label>
        <Select
          id={id('mileage')}
          name={plainParams.mileageTo}
          value={values.mileageTo ?? ''}
          onChange={(event) => onChange?.({ kind: 'mileage', to: numberOrUndefined(event.target.value) })}
        >
          <option value="">{usedCarsTexts.any}</option>
          {[...new Set([...mileageChoices, ...(values.mileageTo === undefined ? [] : [values.mileageTo])])]
            .sort((a, b) => a - b)
            .map((miles) => (
              <option key={miles} value={miles}>
                {mileageLabel(miles)}
              </option>
            ))}
        </Select>
      </Field>
      <Field>
        <Label htmlFor={id('age')}>{usedCarsTexts.age}</Label>
        <Select
          id={id('age')}
          name={plainParams.ageTo}
          value={values.ageTo ?? ''}
          onChange={(event) => onChange?.({ kind: 'age', to: numberOrUndefined(event.target.value) })}
        >
          <option value="">{usedCarsTexts.any}</option>
          {[...new Set([...ageChoices, ...(values.ageTo === undefined ? [] : [values.ageTo])])]
            .sort((a, b) => a - b)
            .map((years) => (
              <option key={years} value={years}>
                {ageLabel(years)}
              </option>
            ))}
        </Select>
      </Field>
      {makes.length > 0 && (
        <Fieldset>
          <Legend>{usedCarsTexts.make}</Legend>
          <MakeList>
            {makes.map((make, index) => (
              <li key={make.slug}>
                <CheckLabel htmlFor={id(`make-${index}`)}>
                  <input
                    id={id(`make-${index}`)}
                    type="checkbox"
                    name={plainParams.make}
                    value={make.slug}
                    checked={values.makes.includes(make.slug)}
                    onChange={(event) => onChange?.({ kind: 'make', make: make.slug, checked: event.target.checked })}
                  />
                  {make.name}
                </CheckLabel>
              </li>
            ))}
          </MakeList>
        </Fieldset>
      )}
      <Actions>
        <Button type="submit" icon="search">
          {usedCarsTexts.apply}
        </Button>
        <Link href={clearHref} variant="standalone">
          {usedCarsTexts.clear}
        </Link>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  margin-block-end: ${vars.space[2]};
  padding: 0;
  font-weight: ${vars.weight.bold};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[2]};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;

const Select = styled.select`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 0 ${vars.space[2]};
  border: 2px solid ${vars.color.inputBorder};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
  font: inherit;

  &:focus-visible {
    ${focusRing}
  }
`;

const MakeList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[1]} ${vars.space[3]};
  max-height: 320px;
  margin: 0;
  padding: ${vars.space[1]};
  overflow-y: auto;
  list-style: none;

  ${mq.from.md} {
    grid-template-columns: 1fr;
  }
`;

const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 32px;
  cursor: pointer;

  input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${vars.color.brand};
  }
  input:focus-visible {
    ${focusRing}
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;
