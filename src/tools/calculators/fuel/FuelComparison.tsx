import styled from 'styled-components';
import { vars } from '#tokens';
import { Badge } from '#src/primitives/Badge';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { Link } from '#src/primitives/Link';
import { Text } from '#src/primitives/Text';
import { mq } from '#src/styles/mq';
import { NumberField } from '#src/primitives/NumberField';
import { ErrorSummary, type FormProblem } from '../ui/ErrorSummary';
import {
  fuelComparisonFields,
  type FuelComparisonField,
  type FuelComparisonInput,
  type FuelComparisonRow,
} from './fuelComparison';
import { comparisonSummary, fuelComparisonTexts as t } from './fuelComparisonTexts';
import { pencePerMileText, roundPounds } from './runningCosts';
import { ButtonRow, FieldRow, ToolFieldset, ToolForm, ToolLegend, ToolNote } from './toolLayout';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { toolPaths } from '#src/domain/routes';

/**
 * FuelComparison: the fuel comparison tool. A GET form (so it works without JavaScript) with the
 * visitor's mileage, prices and each car's economy, every one prefilled with the dated defaults
 * and editable; under it the running cost of a petrol, a diesel, a hybrid and an electric car
 * side by side (stacked on small screens), the cheapest marked with a badge and named in a
 * summary line. A bad value shows its message and an error summary instead of the comparison.
 */
export interface FuelComparisonProps {
  /** The tool's reading of the query (values, the typed text, messages). */
  input: FuelComparisonInput;
  /** The comparison, or null while a value is wrong. */
  rows: readonly FuelComparisonRow[] | null;
  /** The date of the default prices, e.g. '1 April 2026'. */
  pricesDate: string;
}

/** The form's fields in order, grouped by fieldset. */
const groups: ReadonlyArray<{ legend: string; hint?: string; fields: readonly FuelComparisonField[] }> = [
  { legend: t.milesLegend, fields: ['miles'] },
  { legend: t.pricesLegend, fields: ['petrol', 'diesel', 'home', 'public', 'share'] },
  {
    legend: t.efficiencyLegend,
    hint: t.efficiencyHint,
    fields: ['petrolMpg', 'dieselMpg', 'hybridMpg', 'milesPerKwh'],
  },
];

const fieldText: Record<FuelComparisonField, { label: string; hint?: string; suffix: string }> = {
  miles: { label: t.miles, hint: t.milesHint, suffix: 'miles' },
  petrol: { label: t.petrol, hint: t.perLitre, suffix: 'p' },
  diesel: { label: t.diesel, hint: t.perLitre, suffix: 'p' },
  home: { label: t.home, hint: t.perKwh, suffix: 'p' },
  public: { label: t.public, hint: t.perKwh, suffix: 'p' },
  share: { label: t.share, hint: t.shareHint, suffix: '%' },
  petrolMpg: { label: t.petrolMpg, suffix: 'mpg' },
  dieselMpg: { label: t.dieselMpg, suffix: 'mpg' },
  hybridMpg: { label: t.hybridMpg, suffix: 'mpg' },
  milesPerKwh: { label: t.milesPerKwh, suffix: 'miles per kWh' },
};

/** The element id of a field. */
export const fuelFieldId = (field: FuelComparisonField) => `fuel-${field}`;

export function FuelComparison({ input, rows, pricesDate }: FuelComparisonProps) {
  const problems: FormProblem[] = groups.flatMap((group) =>
    group.fields.flatMap((field) => {
      const message = input.errors[field];
      return message ? [{ fieldId: fuelFieldId(field), message }] : [];
    }),
  );
  const value = (field: FuelComparisonField) =>
    input.entered[field] !== '' ? input.entered[field] : String(fuelComparisonFields[field].default);

  return (
    <Tool>
      <ErrorSummary problems={problems} />
      <ToolForm action={toolPaths.fuelComparison} method="get" aria-label={t.formLabel} data-fuel-form="">
        {groups.map((group) => (
          <ToolFieldset key={group.legend}>
            <ToolLegend>{group.legend}</ToolLegend>
            {group.hint && <ToolNote>{group.hint}</ToolNote>}
            <FieldRow>
              {group.fields.map((field) => (
                <NumberField
                  key={field}
                  id={fuelFieldId(field)}
                  name={field}
                  label={fieldText[field].label}
                  hint={fieldText[field].hint}
                  defaultValue={value(field)}
                  error={input.errors[field]}
                  suffix={fieldText[field].suffix}
                  width="short"
                />
              ))}
            </FieldRow>
          </ToolFieldset>
        ))}
        <ToolNote>{t.pricesDate(pricesDate)}</ToolNote>
        <ButtonRow>
          <Button type="submit" variant="primary" data-cy="fuel-compare">
            {t.compare}
          </Button>
        </ButtonRow>
      </ToolForm>

      <Results aria-labelledby="fuel-results-heading" data-fuel-results="">
        <Heading level={2} size="medium" id="fuel-results-heading">
          {t.resultsHeading(input.values.miles)}
        </Heading>
        {rows ? (
          <>
            <Text weight="bold" data-comparison-summary="">
              {comparisonSummary(rows)}
            </Text>
            <Columns>
              {rows.map((row) => (
                <Column key={row.fuel} data-fuel={row.fuel} data-cheapest={row.cheapest ? 'true' : 'false'}>
                  <ColumnHead>
                    <Heading level={3} size="small">
                      {row.label}
                    </Heading>
                    {row.cheapest && <Badge tone="positive">{t.cheapest}</Badge>}
                  </ColumnHead>
                  <Figures>
                    <div>
                      <dt>{t.costPerYear}</dt>
                      <dd data-annual-cost="">{formatPoundPrice(roundPounds(row.annualCost))}</dd>
                    </div>
                    <div>
                      <dt>{t.costPerMile}</dt>
                      <dd>{pencePerMileText(row.pencePerMile)}</dd>
                    </div>
                    <div>
                      <dt>{t.economy}</dt>
                      <dd>{row.efficiencyText}</dd>
                    </div>
                    <div>
                      <dt>{t.price}</dt>
                      <dd>{row.priceText}</dd>
                    </div>
                  </Figures>
                </Column>
              ))}
            </Columns>
          </>
        ) : (
          <Text>{t.fixErrors}</Text>
        )}
        <Link href={toolPaths.realMpg} variant="standalone">
          {t.realMpgLink}
        </Link>
      </Results>
    </Tool>
  );
}

const Tool = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Columns = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.from.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${mq.from.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Column = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  &[data-cheapest='true'] {
    border: 2px solid ${vars.color.brand};
    background: ${vars.color.brandTint};
  }
`;

const ColumnHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const Figures = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;

  & dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.text.sm.size};
    line-height: ${vars.text.sm.line};
  }

  & dd {
    margin: 0;
    font-weight: ${vars.weight.bold};
    font-variant-numeric: tabular-nums;
  }

  & div:first-child dd {
    font-size: ${vars.text.xl.size};
    line-height: ${vars.text.xl.line};
  }
`;
