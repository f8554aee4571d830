/**
 * The rows of the comparison table as data: what each row shows for a car, how its figure
 * reads, and whether a lower or a higher figure is better, so the table marks the best car of a
 * row in words ('Best'), not by colour alone. Pure, so the rules are unit tested without
 * rendering and the table, its stories and the end-to-end test agree on the labels.
 */
import { vehicleLabels } from '#src/domain/vocabulary';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import type { ComparedCar } from './comparisonData';

/** Which way a figure is better. */
export type Better = 'lower' | 'higher';

/** A row with a number per car; a car without the figure shows `missing`. */
export interface FigureRow {
  kind: 'figure';
  id: string;
  label: string;
  better?: Better;
  value: (car: ComparedCar) => number | null;
  format: (value: number) => string;
  /** What a car without the figure shows. */
  missing: string;
}

/** A row with a word per car (body style, fuel...). */
export interface TextRow {
  kind: 'text';
  id: string;
  label: string;
  text: (car: ComparedCar) => string;
}

export type ComparisonRow = FigureRow | TextRow;

const NOT_AVAILABLE = 'Not available';
const plain = (value: number) => value.toLocaleString('en-GB');

/** The rows, top to bottom (the name, image, review and deal links are the table's own). */
export const comparisonRows: readonly ComparisonRow[] = [
  {
    kind: 'figure',
    id: 'list-price',
    label: 'List price',
    better: 'lower',
    value: (car) => car.version?.onTheRoadPrice ?? car.model.priceFrom,
    format: formatPoundPrice,
    missing: NOT_AVAILABLE,
  },
  {
    kind: 'figure',
    id: 'kerbside-price',
    label: 'Kerbside target price',
    better: 'lower',
    value: (car) => car.version?.cashPrice ?? null,
    format: formatPoundPrice,
    missing: NOT_AVAILABLE,
  },
  {
    kind: 'figure',
    id: 'rating',
    label: 'Kerbside rating',
    better: 'higher',
    value: (car) => car.review?.verdictRating ?? null,
    format: (value) => `${value} out of 5`,
    missing: 'Not rated yet',
  },
  { kind: 'text', id: 'body-style', label: 'Body style', text: (car) => vehicleLabels.bodyStyle[car.model.bodyStyle] },
  { kind: 'text', id: 'class', label: 'Class', text: (car) => vehicleLabels.category[car.model.category] },
  {
    kind: 'text',
    id: 'fuel',
    label: 'Fuel',
    text: (car) => (car.version ? vehicleLabels.fuelType[car.version.fuelType] : NOT_AVAILABLE),
  },
  {
    kind: 'text',
    id: 'gearbox',
    label: 'Gearbox',
    text: (car) => (car.version ? vehicleLabels.transmission[car.version.transmission] : NOT_AVAILABLE),
  },
  {
    kind: 'figure',
    id: 'co2',
    label: 'CO2 emissions',
    better: 'lower',
    value: (car) => car.version?.co2GPerKm ?? null,
    format: (value) => `${plain(value)} g/km`,
    missing: NOT_AVAILABLE,
  },
  {
    kind: 'figure',
    id: 'mpg',
    label: 'Official economy (WLTP)',
    better: 'higher',
    value: (car) => car.version?.wltpMpg ?? null,
    format: (value) => `${plain(value)} mpg`,
    missing: 'Not applicable',
  },
  {
    kind: 'figure',
    id: 'electric-range',
    label: 'Electric range',
    better: 'higher',
    value: (car) => car.version?.electricRangeMiles ?? null,
    format: (value) => `${plain(value)} miles`,
    missing: 'Not applicable',
  },
  {
    kind: 'figure',
    id: 'acceleration',
    label: '0-62mph',
    better: 'lower',
    value: (car) => car.version?.zeroToSixtyTwoSeconds ?? null,
    format: (value) => `${plain(value)} sec`,
    missing: NOT_AVAILABLE,
  },
  {
    kind: 'figure',
    id: 'power',
    label: 'Power',
    better: 'higher',
    value: (car) => car.version?.powerBhp ?? null,
    format: (value) => `${plain(value)} bhp`,
    missing: NOT_AVAILABLE,
  },
  {
    kind: 'figure',
    id: 'top-speed',
    label: 'Top speed',
    better: 'higher',
    value: (car) => car.version?.topSpeedMph ?? null,
    format: (value) => `${plain(value)} mph`,
    missing: NOT_AVAILABLE,
  },
  {
    kind: 'figure',
    id: 'boot',
    label: 'Boot space',
    better: 'higher',
    value: (car) => car.version?.bootLitres ?? null,
    format: (value) => `${plain(value)} litres`,
    missing: NOT_AVAILABLE,
  },
  {
    kind: 'figure',
    id: 'seats',
    label: 'Seats',
    value: (car) => car.version?.seats ?? null,
    format: plain,
    missing: NOT_AVAILABLE,
  },
  {
    kind: 'figure',
    id: 'insurance',
    label: 'Insurance group',
    better: 'lower',
    value: (car) => car.version?.insuranceGroup ?? null,
    format: (value) => `Group ${plain(value)}`,
    missing: NOT_AVAILABLE,
  },
];

/**
 * The positions holding the best figure of a row: every car tied for best, among the cars that
 * have the figure. None when fewer than two cars have it or all have the same one (nothing to
 * choose between), or when the row has no better direction.
 * @example bestPositions([30, 25, null, 25], 'lower') // [1, 3]
 */
export function bestPositions(values: readonly (number | null)[], better: Better | undefined): number[] {
  if (!better) return [];
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (known.length < 2) return [];
  const best = better === 'lower' ? Math.min(...known) : Math.max(...known);
  if (known.every((value) => value === best)) return [];
  return values.flatMap((value, position) => (value === best ? [position] : []));
}

/** The hint a row header gives about its direction: '(lower is better)'. */
export function betterHint(better: Better | undefined): string {
  return better ? `(${better} is better)` : '';
}
