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
 * With fixed `choices` (the price steps of spec 5, say) each bound is a select instead of a text
 * input, applied as soon as it changes; `sides` keeps just one bound (mileage: 'to' only).
 *
 * With JavaScript off it is a GET form (the other search state in hidden inputs; each bound under
 * the store URL format's name for it, `search_filters:gte:<field>` / `:lte:` in the widgets' own)
 * and Clear is a link.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { focusRing } from '#src/styles/focus';
import type { SearchStore } from '../store/searchStore';
import { WidgetInput, WidgetSelect } from '../widgetFields';
import { withRange, type FieldStatRange, type RangeBounds } from '../store/searchState';
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

/** One fixed choice of a bound: its value and its visible text. */
export interface RangeChoice {
  value: number;
  label: string;
}

/** A side of the range: 'from' is the lower bound (gte), 'to' the upper (lte). */
export type RangeSide = 'from' | 'to';

/**
 * Fixed choices of a side, given the other side's applied bound (spec 5: 'from' choices stop below
 * the chosen 'to', 'to' choices start above the chosen 'from').
 */
export type RangeChoices = (side: RangeSide, other: number | undefined) => readonly RangeChoice[];

export interface RangeProps {
  /** The field, e.g. 'custom_fields.price' (its stats must be requested: the store's statsFields). */
  field: string;
  /** The group's visible name, e.g. 'Price'. */
  label: string;
  /** The validator pattern of both inputs, e.g. '^[0-9]+$'. */
  validator?: RangeValidator;
  /** Formats a stat for the placeholders; plain digits by default. */
  formatStat?: (value: number) => string;
  /** Fixed choices: each side becomes a select applied on change (no validator needed). */
  choices?: RangeChoices;
  /** The sides offered; both by default. */
  sides?: readonly RangeSide[];
  /** Text of a select's "no bound" choice; the no-stats placeholders by default. */
  anyLabels?: Partial<Record<RangeSide, string>>;
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

const bothSides: readonly RangeSide[] = ['from', 'to'];

/** A side's choices, with an applied bound that is not one of them added in order (from a URL). */
function choicesWith(list: readonly RangeChoice[], chosen: number | undefined, label: (value: number) => string) {
  if (chosen === undefined || list.some((choice) => choice.value === chosen)) return list;
  return [...list, { value: chosen, label: label(chosen) }].sort((a, b) => a.value - b.value);
}

export function Range({
  field,
  label,
  validator,
  formatStat = String,
  choices,
  sides = bothSides,
  anyLabels = noStatsPlaceholders,
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

  const fromInputNow = readRangeInput(fromText, validator);
  const toInputNow = readRangeInput(toText, validator);

  /**
   * Applies the bounds when `changed` is valid; an invalid other side keeps its applied bound.
   * `texts` are the inputs' texts when they were just set (a select applies in the same event).
   */
  const apply = (changed: RangeSide | 'both', texts?: { from: string; to: string }) => {
    const current = api.getState().activeRangeFilters[field];
    const fromInput = texts ? readRangeInput(texts.from, validator) : fromInputNow;
    const toInput = texts ? readRangeInput(texts.to, validator) : toInputNow;
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
          fromValid: fromInputNow.valid,
          toValid: toInputNow.valid,
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
  const hidden = [...api.urlFormat.write(cleared, api.linkBase.search)];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply('both');
  };
  const placeholder = (value: number | undefined, fallback: string) =>
    value === undefined ? fallback : formatStat(value);
  const applyButton = <ApplyButton type="submit">Apply</ApplyButton>;

  return (
    <Form method="get" action={api.linkBase.pathname || undefined} onSubmit={onSubmit} data-widget-type="RANGE">
      <Fieldset>
        <Legend>{label}</Legend>
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Inputs>
          {sides.map((side) => {
            const from = side === 'from';
            const input = from ? fromInputNow : toInputNow;
            const param = api.urlFormat.rangeInput(field, from ? 'gte' : 'lte');
            const text = from ? fromText : toText;
            const setText = from ? setFrom : setTo;
            const inputId = `${id}-${side}`;
            if (choices) {
              const other = from ? bounds?.lte : bounds?.gte;
              const list = choicesWith(choices(side, other), input.value, formatStat);
              // Options carry the bound as the format writes it (an age for a registration-year
              // bound, say), so the no-JavaScript form sends what the server reads.
              const encode = (value: number) => param?.value(value) ?? String(value);
              return (
                <InputField key={side}>
                  <label htmlFor={inputId}>{from ? fromLabel : toLabel}</label>
                  <WidgetSelect
                    id={inputId}
                    data-size="md"
                    name={param?.name}
                    value={input.value === undefined ? '' : encode(input.value)}
                    data-valid="true"
                    onChange={(event) => {
                      const picked = list.find((choice) => encode(choice.value) === event.target.value);
                      const next = picked ? String(picked.value) : '';
                      setText(next);
                      apply(side, { from: from ? next : fromText, to: from ? toText : next });
                    }}
                  >
                    <option value="">{anyLabels[side] ?? noStatsPlaceholders[side]}</option>
                    {list.map((choice) => (
                      <option key={choice.value} value={encode(choice.value)}>
                        {choice.label}
                      </option>
                    ))}
                  </WidgetSelect>
                </InputField>
              );
            }
            return (
              <InputField key={side}>
                <label htmlFor={inputId}>{from ? fromLabel : toLabel}</label>
                <WidgetInput
                  id={inputId}
                  data-size="md"
                  name={param?.name}
                  inputMode="numeric"
                  autoComplete="off"
                  value={text}
                  placeholder={
                    from
                      ? placeholder(stats?.min, noStatsPlaceholders.from)
                      : placeholder(stats?.max, noStatsPlaceholders.to)
                  }
                  data-valid={input.valid}
                  aria-invalid={!input.valid || undefined}
                  onChange={(event) => setText(event.target.value)}
                  onBlur={() => apply(side)}
                />
              </InputField>
            );
          })}
        </Inputs>
        <Actions>
          {/* Choices apply as they change; the button is for the no-JavaScript form. */}
          {choices ? <noscript>{applyButton}</noscript> : applyButton}
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
