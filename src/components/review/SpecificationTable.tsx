import type { SpecificationRange } from './reviewSummaries';
import { SummaryTable } from './SummaryTable';

/**
 * SpecificationTable: the #specification table of a review page: size, boot, seats, performance
 * and insurance figures as the range across the model's versions ('4,034-4,120mm'), or one value
 * when every version is the same.
 */
export interface SpecificationTableProps {
  /** The car's name for the caption, e.g. 'Volkswagen Golf'. */
  carName: string;
  /** The figures (specificationRanges), in order. */
  ranges: readonly SpecificationRange[];
}

const figure = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A range as text: '4,034mm', '4,034-4,120mm', '5 seats'. */
export function formatSpecificationRange({ min, max, unit }: Pick<SpecificationRange, 'min' | 'max' | 'unit'>): string {
  const value = min === max ? figure.format(min) : `${figure.format(min)}-${figure.format(max)}`;
  return `${value}${unit}`;
}

export function SpecificationTable({ carName, ranges }: SpecificationTableProps) {
  return (
    <SummaryTable
      caption={`${carName} specification`}
      columns={[{ label: 'Figure' }, { label: 'Value', numeric: true }]}
      rows={ranges.map((range) => ({
        key: range.key,
        header: range.label,
        cells: [formatSpecificationRange(range)],
      }))}
    />
  );
}
