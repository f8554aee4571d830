'use client';
import { Fragment, useState, type FormEvent } from 'react';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { NumberField } from '#src/primitives/NumberField';
import { RadioGroupField } from '#src/primitives/RadioGroupField';
import { Text } from '#src/primitives/Text';
import { ErrorSummary } from '../calculators/ui/ErrorSummary';
import {
  calculateFinance,
  financeFields,
  financeQueryString,
  isEmptyFinance,
  validateFinance,
  type FinanceErrors,
  type FinanceField,
  type FinanceResult,
  type FinanceValues,
} from '#src/domain/finance';
import {
  ToolActions,
  ToolFields,
  ToolFigures,
  ToolForm,
  ToolHeadline,
  ToolResultPanel,
  ToolStatus,
} from './toolFormStyles';

/**
 * FinanceCalculator: the PCP and hire-purchase calculator of /car-finance. It is a plain GET form
 * first: the page reads the query, passes the values in, and the server HTML already holds the
 * figures (or the errors), so it works without JavaScript. Once hydrated it is a client island:
 * the representative example updates as the visitor types, and 'Calculate' keeps the page and
 * puts the values in the address bar instead of reloading. Errors show per field and in a summary.
 */
export interface FinanceCalculatorProps {
  /** Where the form submits (the page's own path, '/car-finance'). */
  action: string;
  /** The values the form starts with: the query's, a deal's or the representative example. */
  initialValues: FinanceValues;
  /** Whether the values came from a submitted form (its errors are then shown at once). */
  submitted?: boolean;
  /** Extra query values the form carries along, e.g. the capid of the car it was opened for. */
  hiddenFields?: Readonly<Record<string, string>>;
  /** The car the figures are for, when the form was opened from a car or a deal. */
  carName?: string;
  /** Document level of the results heading. */
  headingLevel?: 2 | 3;
  /** Prefix of element ids (unique on the page). */
  idPrefix?: string;
  /** Put the values in the address bar on 'Calculate' (off where the form is not the page, e.g. a story). */
  syncUrl?: boolean;
}

/** The texts of the calculator. */
export const financeCalculatorTexts = {
  productLegend: 'Type of finance',
  products: { pcp: 'PCP (personal contract purchase)', hp: 'Hire purchase' },
  submit: 'Calculate',
  resultsHeading: 'Representative example',
  forCar: 'For the',
  emptyResult: 'Enter the cash price, your deposit, the APR and the term to see your monthly payment.',
  invalidResult: 'Correct the values marked above to see your monthly payment.',
  note: 'An illustration to help you compare: payments are rounded to the penny, and a lender may quote different figures or add fees.',
} as const;

/** Label and hint of each amount field. */
const fieldTexts: Record<Exclude<FinanceField, 'product'>, { label: string; hint: string }> = {
  price: { label: 'Cash price (£)', hint: 'The on-the-road price of the car' },
  deposit: { label: 'Your deposit (£)', hint: 'What you pay up front; 0 for none' },
  contribution: { label: 'Deposit contribution (£)', hint: 'Optional: money off from the maker or dealer' },
  apr: { label: 'APR (%)', hint: 'The representative APR, e.g. 8.9' },
  term: { label: 'Term (months)', hint: '12 to 60 monthly payments' },
  final: { label: 'Optional final payment (£)', hint: 'PCP only: pay it to keep the car' },
};

const productOptions = (['pcp', 'hp'] as const).map((product) => ({
  value: product,
  label: financeCalculatorTexts.products[product],
}));

const amountFields = financeFields.filter((field): field is Exclude<FinanceField, 'product'> => field !== 'product');

export function FinanceCalculator({
  action,
  initialValues,
  submitted: initiallySubmitted = false,
  hiddenFields = {},
  carName,
  headingLevel = 2,
  idPrefix = 'finance',
  syncUrl = true,
}: FinanceCalculatorProps) {
  const [values, setValues] = useState<FinanceValues>(initialValues);
  const [submitted, setSubmitted] = useState(initiallySubmitted);
  const [touched, setTouched] = useState<ReadonlySet<FinanceField>>(() => new Set());

  const check = validateFinance(values);
  const errors: FinanceErrors = check.ok ? {} : check.errors;
  const shown = (field: FinanceField) => (submitted || touched.has(field) ? errors[field] : undefined);
  const summary = submitted
    ? amountFields.flatMap((field) =>
        errors[field] ? [{ fieldId: `${idPrefix}-${field}`, message: errors[field] }] : [],
      )
    : [];
  const isHp = values.product === 'hp';
  const result = check.ok ? calculateFinance(check.input) : null;
  const statusText = result
    ? `Monthly payment ${formatPoundPrice(result.monthly)}`
    : isEmptyFinance(values)
      ? ''
      : financeCalculatorTexts.invalidResult;

  const update = (field: FinanceField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const extra = new URLSearchParams(hiddenFields as Record<string, string>).toString();
    const query = [financeQueryString(values), extra].filter(Boolean).join('&');
    if (syncUrl) window.history.replaceState(window.history.state, '', `${action}?${query}`);
    if (!check.ok) requestAnimationFrame(() => document.getElementById(`${idPrefix}-errors`)?.focus());
  };

  return (
    <ToolForm method="get" action={action} onSubmit={onSubmit} noValidate aria-label="Car finance calculator">
      <ErrorSummary id={`${idPrefix}-errors`} problems={summary} />
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <RadioGroupField
        id={`${idPrefix}-product`}
        name="product"
        legend={financeCalculatorTexts.productLegend}
        options={productOptions}
        layout="inline"
        value={values.product}
        onValueChange={(product) => update('product', product)}
      />
      <ToolFields>
        {amountFields.map((field) => {
          const disabled = field === 'final' && isHp;
          return (
            <NumberField
              key={field}
              id={`${idPrefix}-${field}`}
              name={field}
              label={fieldTexts[field].label}
              hint={fieldTexts[field].hint}
              error={shown(field)}
              width="full"
              value={disabled ? '' : values[field]}
              disabled={disabled}
              onChange={(event) => update(field, event.target.value)}
            />
          );
        })}
      </ToolFields>
      <ToolActions>
        <Button type="submit">{financeCalculatorTexts.submit}</Button>
      </ToolActions>
      <ToolStatus role="status">{statusText}</ToolStatus>
      <ToolResultPanel aria-labelledby={`${idPrefix}-result-title`}>
        <Heading level={headingLevel} size="small" id={`${idPrefix}-result-title`}>
          {financeCalculatorTexts.resultsHeading}
        </Heading>
        {carName && <Text size="sm">{`${financeCalculatorTexts.forCar} ${carName}`}</Text>}
        {result && check.ok ? (
          <FinanceFigures result={result} values={check.input} idPrefix={idPrefix} />
        ) : (
          <Text>
            {isEmptyFinance(values) ? financeCalculatorTexts.emptyResult : financeCalculatorTexts.invalidResult}
          </Text>
        )}
        <Text size="sm" tone="muted">
          {financeCalculatorTexts.note}
        </Text>
      </ToolResultPanel>
    </ToolForm>
  );
}

/** The figures of a representative example, in the order UK lenders print them. */
function FinanceFigures({
  result,
  values,
  idPrefix,
}: {
  result: FinanceResult;
  values: { price: number; deposit: number; depositContribution: number; aprPercent: number };
  idPrefix: string;
}) {
  const pcp = result.product === 'pcp';
  const rows: [string, string][] = [
    ['Cash price', formatPoundPrice(values.price)],
    ['Customer deposit', formatPoundPrice(values.deposit)],
    ...(values.depositContribution > 0
      ? [['Deposit contribution', formatPoundPrice(values.depositContribution)] as [string, string]]
      : []),
    ['Total amount of credit', formatPoundPrice(result.amountFinanced)],
    [`${result.termMonths} monthly payments of`, formatPoundPrice(result.monthly)],
    ...(pcp ? [['Optional final payment', formatPoundPrice(result.finalPayment)] as [string, string]] : []),
    ['Interest and charges', formatPoundPrice(result.totalCharges)],
    ['Total amount payable', formatPoundPrice(result.totalPayable)],
    ['Duration of agreement', `${result.termMonths + (pcp ? 1 : 0)} months`],
    ['Representative APR', `${values.aprPercent}%`],
  ];
  return (
    <>
      <ToolHeadline id={`${idPrefix}-monthly`}>
        {formatPoundPrice(result.monthly)}
        <Text as="span" size="md" weight="regular">
          {` a month (${pcp ? 'PCP' : 'hire purchase'})`}
        </Text>
      </ToolHeadline>
      <ToolFigures>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </ToolFigures>
    </>
  );
}
