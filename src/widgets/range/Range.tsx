'use client';
/**
 * The RANGE filter widget (spec 2.11, 4, 5): From and To inputs for one numeric field. Each input
 * is checked against the validator pattern (data-valid true/false, aria-invalid); a change that
 * passes applies the bounds (empty means no bound) when the input is left or the form submitted,
 * so typing does not search on every key; an invalid input applies nothing. Clear resets both.
 * Placeholders come from the field stats of the results and follow every new answer; when the
 * results have no value for the field (empty stats, 'Infinity') the placeholders say there is no
 * limit instead of showing 'Infinity' (a gap the original had).
 *
 * With JavaScript off it is a GET form (the other search state in hidden inputs; the bounds as
 * `search_filters:gte:<field>` / `:lte:`, read by stateFromQuery) and Clear is a link.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../../tokens';
import { focusRing } from '../../styles/focus';
import type { SearchStore } from '../store/searchStore';
import { withRange, type FieldStatRange, type RangeBounds } from '../store/searchState';
import { queryFor, rangeParamName } from '../store/searchUrl';
import { useSearchStore, useSearchStoreApi } from '../store/useSearchStore';
import { linkAction, useHrefFor, widgetTexts } from '../store/widgetLinks';
import { boundText, readRangeInput, type RangeValidator } from './rangeInput';

/** What a custom template gets. */
export interface RangeView {
  field: string;
  label: string;
  from: string;
  to: string;
  fromValid: boolean;
  toValid: boolean;
  /** Field stats of the current results, or null when there are none. */
  stats: FieldStatRange | null;
  setFrom: (text: string) => void;
  setTo: (text: string) => void;
  /** Applies the valid bounds. */
  apply: () => void;
  clear: () => void;
  /** The applied bounds. */
  bounds: RangeBounds | undefined;
}

export interface RangeProps {
  /** The field, e.g. 'custom_fields.price' (its stats must be requested: the store's statsFields). */
  field: string;
  /** The group's visible name, e.g. 'Price'. */
  label: string;
  /** The validator pattern of both inputs, e.g. '^[0-9]+$'. */
  validator?: RangeValidator;
  /** Formats a stat for the placeholders; plain digits by default. */
  formatStat?: (value: number) => string;
  /** Visible label of the lower input. */
  fromLabel?: string;
  /** Visible label of the upper input. */
  toLabel?: string;
  /** A custom template instead of the default markup. */
  template?: (view: RangeView) => ReactNode;
  /** The store; the nearest SearchStoreProvider's by default. */
  store?: SearchStore;
}

/** Placeholders without stats. */
export const noStatsPlaceholders = { from: 'No minimum', to: 'No maximum' } as const;

export function Range({
  field,
  label,
  validator,
  formatStat = String,
  fromLabel = widgetTexts.from,
  toLabel = widgetTexts.to,
  template,
  store,
}: RangeProps) {
  const api = useSearchStoreApi(store);
  const state = useSearchStore((s) => s, api);
  const hrefFor = useHrefFor(api);
  const bounds = state.activeRangeFilters[field];
  const stats = state.fieldStats[field] ?? null;
  const [fromText, setFrom] = useState(boundText(bounds?.gte));
  const [toText, setTo] = useState(boundText(bounds?.lte));
  const id = useId();

  // The applied bounds changed elsewhere (Clear all, Back): follow them (state adjusted in render).
  const appliedKey = `${bounds?.gte ?? ''}|${bounds?.lte ?? ''}`;
  const [seenKey, setSeenKey] = useState(appliedKey);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    if (readRangeInput(fromText, validator).value !== bounds?.gte) setFrom(boundText(bounds?.gte));
    if (readRangeInput(toText, validator).value !== bounds?.lte) setTo(boundText(bounds?.lte));
  }

  const fromInput = readRangeInput(fromText, validator);
  const toInput = readRangeInput(toText, validator);

  /** Applies the bounds when `changed` is valid; an invalid other side keeps its applied bound. */
  const apply = (changed: 'from' | 'to' | 'both') => {
    const current = api.getState().activeRangeFilters[field];
    if ((changed !== 'to' && !fromInput.valid) || (changed !== 'from' && !toInput.valid)) return;
    void api.setRange(field, {
      gte: fromInput.valid ? fromInput.value : current?.gte,
      lte: toInput.valid ? toInput.value : current?.lte,
    });
  };
  const clear = () => {
    setFrom('');
    setTo('');
    void api.clearRange(field);
  };

  if (template) {
    return (
      <>
        {template({
          field,
          label,
          from: fromText,
          to: toText,
          fromValid: fromInput.valid,
          toValid: toInput.valid,
          stats,
          setFrom,
          setTo,
          apply: () => apply('both'),
          clear,
          bounds,
        })}
      </>
    );
  }

  const cleared = withRange({ ...state, page: 1 }, field, null);
  const hidden = [...queryFor(cleared, api.linkBase.search, api.urlParams, api.defaultFilters)];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply('both');
  };
  const placeholder = (value: number | undefined, fallback: string) =>
    value === undefined ? fallback : formatStat(value);

  return (
    <Form method="get" action={api.linkBase.pathname || undefined} onSubmit={onSubmit} data-widget-type="RANGE">
      <Fieldset>
        <Legend>{label}</Legend>
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Inputs>
          {(['from', 'to'] as const).map((side) => {
            const from = side === 'from';
            const input = from ? fromInput : toInput;
            return (
              <InputField key={side}>
                <label htmlFor={`${id}-${side}`}>{from ? fromLabel : toLabel}</label>
                <Input
                  id={`${id}-${side}`}
                  name={rangeParamName(field, from ? 'gte' : 'lte', api.urlParams)}
                  inputMode="numeric"
                  autoComplete="off"
                  value={from ? fromText : toText}
                  placeholder={
                    from
                      ? placeholder(stats?.min, noStatsPlaceholders.from)
                      : placeholder(stats?.max, noStatsPlaceholders.to)
                  }
                  data-valid={input.valid}
                  aria-invalid={!input.valid || undefined}
                  onChange={(event) => (from ? setFrom : setTo)(event.target.value)}
                  onBlur={() => apply(side)}
                />
              </InputField>
            );
          })}
        </Inputs>
        <Actions>
          <ApplyButton type="submit">Apply</ApplyButton>
          <ClearLink href={hrefFor(cleared)} onClick={linkAction(clear)} data-action="clear">
            {widgetTexts.clear}
            <Hidden> {label}</Hidden>
          </ClearLink>
        </Actions>
      </Fieldset>
    </Form>
  );
}

const Form = styled.form`
  margin: 0;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin: 0 0 ${vars.space[2]};
  padding: 0;
  font-weight: ${vars.weight.bold};
`;

const Inputs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

const InputField = styled.div`
  display: flex;
  flex: 1 1 8rem;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const Input = styled.input`
  box-sizing: border-box;
  min-height: 44px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.inputBorder};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  font: inherit;

  &::placeholder {
    color: ${vars.color.textMuted};
  }
  &[data-valid='false'] {
    border: 2px solid ${vars.color.danger};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  margin-top: ${vars.space[3]};
`;

const ApplyButton = styled.button`
  min-height: 44px;
  padding: 0 ${vars.space[4]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.brand};
  color: ${vars.color.textInverse};
  font: inherit;
  font-weight: ${vars.weight.bold};
  cursor: pointer;

  &:hover {
    background: ${vars.color.brandHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const ClearLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${vars.color.link};

  &:focus-visible {
    ${focusRing}
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
