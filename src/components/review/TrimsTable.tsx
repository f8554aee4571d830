import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import type { TrimSummary } from './reviewSummaries';
import { SummaryTable } from './SummaryTable';

/**
 * TrimsTable: the #trims table of a review page: each trim with its number of versions, its
 * cheapest manufacturer price and its cheapest Kerbside target price.
 */
export interface TrimsTableProps {
  /** The car's name for the caption, e.g. 'Volkswagen Golf'. */
  carName: string;
  /** The trims (summariseTrims), in order. */
  trims: readonly TrimSummary[];
}

/** The column headers. */
export const trimsColumns = {
  trim: 'Trim',
  versions: 'Versions',
  manufacturer: 'Manufacturer price from',
  kerbside: 'Kerbside price from',
} as const;

export function TrimsTable({ carName, trims }: TrimsTableProps) {
  return (
    <SummaryTable
      caption={`${carName} trims and prices`}
      columns={[
        { label: trimsColumns.trim },
        { label: trimsColumns.versions, numeric: true },
        { label: trimsColumns.manufacturer, numeric: true },
        { label: trimsColumns.kerbside, numeric: true },
      ]}
      rows={trims.map((trim) => ({
        key: trim.trim,
        header: trim.trim,
        cells: [trim.versions, formatPoundPrice(trim.manufacturerPriceFrom), formatPoundPrice(trim.kerbsidePriceFrom)],
      }))}
    />
  );
}
