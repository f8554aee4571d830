import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import type { Derivative } from '#src/domain/content/types';
import { formatMilesLabel } from '#src/lib/formatMiles';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { Link } from '#src/primitives/Link';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import { mq } from '#src/styles/mq';
import { modelPaths } from '#src/domain/routes';
import { vehicleLabels } from '#src/domain/vocabulary';

/**
 * DerivativeRow and DerivativeTable: the versions of one model (/make{base}/versions) as an
 * accessible table: a caption, column headers with scope, and each version's trim and engine as
 * the row header linking to its derivative page ({base}/:edition/:capid). On xs the rows stack
 * into labelled blocks through CSS alone; explicit table roles keep the semantics a browser would
 * otherwise drop when table parts are no longer displayed as a table. Under the official mpg, a
 * version's real-world mpg is shown as 'Est. real': an estimate from the official figure
 * (docs/data-sources.md), never a test result.
 */

/** The column headers, in order; the electric range column is optional. */
export const derivativeColumns = {
  version: 'Version',
  fuel: 'Fuel',
  transmission: 'Gearbox',
  price: 'Price (OTR)',
  co2: 'CO2 (g/km)',
  mpg: 'MPG (WLTP)',
  electricRange: 'Electric range',
} as const;

export interface DerivativeRowProps {
  /** The version to show. */
  derivative: Derivative;
  /** The model's {base} path (/make/model/bodystyle); built from the derivative's slugs when absent. */
  basePath?: string;
  /** Render the electric range cell (the table shows that column when any version has a range). */
  showElectricRange?: boolean;
}

/** Shown (and announced as 'Not applicable') where a figure does not apply, e.g. mpg of an EV. */
function NotApplicable() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>Not applicable</VisuallyHidden>
    </>
  );
}

/** One figure to one decimal place, e.g. '47.3'. */
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

export function DerivativeRow({ derivative, basePath, showElectricRange = false }: DerivativeRowProps) {
  const base = basePath ?? modelPaths.base(derivative);
  const href = modelPaths.derivative(base, derivative.edition, derivative.capId);
  const transmission = vehicleLabels.transmission[derivative.transmission];
  return (
    <Row role="row" data-fuel={derivative.fuelType}>
      <VersionCell role="rowheader" scope="row">
        <VersionLink href={href} variant="standalone">
          {derivative.trim} {derivative.engineName}
          <VisuallyHidden> {transmission.toLowerCase()}</VisuallyHidden>
        </VersionLink>
      </VersionCell>
      <Cell role="cell" data-label={derivativeColumns.fuel}>
        {vehicleLabels.fuelType[derivative.fuelType]}
      </Cell>
      <Cell role="cell" data-label={derivativeColumns.transmission}>
        {transmission}
      </Cell>
      <Cell role="cell" data-label={derivativeColumns.price} data-numeric="">
        {formatPoundPrice(derivative.onTheRoadPrice)}
      </Cell>
      <Cell role="cell" data-label={derivativeColumns.co2} data-numeric="">
        {derivative.co2GPerKm}
      </Cell>
      <Cell role="cell" data-label={derivativeColumns.mpg} data-numeric="">
        <span>
          {derivative.wltpMpg === null ? <NotApplicable /> : oneDecimal(derivative.wltpMpg)}
          {derivative.realMpg !== null && (
            <RealMpg data-real-mpg="estimated">
              <span aria-hidden="true">Est. real </span>
              <VisuallyHidden>Estimated real-world mpg </VisuallyHidden>
              {oneDecimal(derivative.realMpg)}
            </RealMpg>
          )}
        </span>
      </Cell>
      {showElectricRange && (
        <Cell role="cell" data-label={derivativeColumns.electricRange} data-numeric="">
          {derivative.electricRangeMiles === null ? <NotApplicable /> : formatMilesLabel(derivative.electricRangeMiles)}
        </Cell>
      )}
    </Row>
  );
}

export interface DerivativeTableProps {
  /** The table's caption, e.g. 'Volkswagen Golf hatchback: versions and prices'. */
  caption: ReactNode;
  /** The versions, in the order to show them. */
  derivatives: readonly Derivative[];
  /** The model's {base} path; built from each derivative's slugs when absent. */
  basePath?: string;
  /** Show the electric range column; by default when any version has an electric range. */
  showElectricRange?: boolean;
}

export function DerivativeTable({
  caption,
  derivatives,
  basePath,
  showElectricRange = derivatives.some((derivative) => derivative.electricRangeMiles !== null),
}: DerivativeTableProps) {
  const headers: string[] = [
    derivativeColumns.version,
    derivativeColumns.fuel,
    derivativeColumns.transmission,
    derivativeColumns.price,
    derivativeColumns.co2,
    derivativeColumns.mpg,
    ...(showElectricRange ? [derivativeColumns.electricRange] : []),
  ];
  return (
    <Scroller>
      <Table role="table">
        <Caption>{caption}</Caption>
        <Head role="rowgroup">
          <tr role="row">
            {headers.map((header, index) => (
              <HeaderCell key={header} role="columnheader" scope="col" data-numeric={index > 2 ? '' : undefined}>
                {header}
              </HeaderCell>
            ))}
          </tr>
        </Head>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept on purpose: the stacked xs layout displays table parts as blocks, which drops their implicit roles in some browsers */}
        <tbody role="rowgroup">
          {derivatives.map((derivative) => (
            <DerivativeRow
              key={derivative.capId}
              derivative={derivative}
              basePath={basePath}
              showElectricRange={showElectricRange}
            />
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

// Below sm the table parts are displayed as blocks: each row a bordered block, each cell a
// label/value line whose label comes from data-label (hidden from assistive technology, which
// reads the column header instead).
const stacked = mq.until.sm;

const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};

  ${stacked} {
    display: block;
    & > tbody {
      display: block;
    }
  }
`;

const Caption = styled.caption`
  padding-block-end: ${vars.space[3]};
  text-align: start;
  font-size: ${vars.text.lg.size};
  line-height: ${vars.text.lg.line};
  font-weight: ${vars.weight.bold};

  ${stacked} {
    display: block;
  }
`;

const Head = styled.thead`
  ${stacked} {
    /* Visually hidden but still read: the headers name the stacked cells for assistive technology. */
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const HeaderCell = styled.th`
  padding: ${vars.space[2]} ${vars.space[3]};
  border-block-end: 2px solid ${vars.color.brand};
  text-align: start;
  vertical-align: bottom;
  white-space: nowrap;

  &[data-numeric] {
    text-align: end;
  }
`;

const Row = styled.tr`
  border-block-end: 1px solid ${vars.color.border};

  &:nth-child(even) {
    background: ${vars.color.surface};
  }

  ${stacked} {
    display: block;
    padding-block: ${vars.space[3]};
  }
`;

const cellRules = `
  padding: ${vars.space[2]} ${vars.space[3]};
  vertical-align: top;
`;

const VersionCell = styled.th`
  ${cellRules}
  text-align: start;
  font-weight: ${vars.weight.regular};

  ${stacked} {
    display: block;
    padding-block: ${vars.space[1]};
  }
`;

const VersionLink = styled(Link)`
  display: inline-block;
  min-height: ${vars.space[5]};
`;

const Cell = styled.td`
  ${cellRules}
  font-variant-numeric: tabular-nums;

  &[data-numeric] {
    text-align: end;
  }

  ${stacked} {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space[3]};
    padding-block: ${vars.space[1]};

    &[data-numeric] {
      text-align: end;
    }
    &::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      color: ${vars.color.textMuted};
      text-align: start;
    }
  }
`;

const RealMpg = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.xs.size};
  line-height: ${vars.text.xs.line};
`;
