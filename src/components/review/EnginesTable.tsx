import { formatMilesLabel } from '#src/lib/formatMiles';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { vehicleLabels } from '#src/domain/vocabulary';
import type { EngineSummary } from './reviewSummaries';
import { SummaryTable } from './SummaryTable';

/**
 * EnginesTable: the #engines table of a review page: each engine with its fuel, gearboxes, power,
 * 0-62mph time, official economy (mpg, or electric range for an electric car), CO2 and price.
 */
export interface EnginesTableProps {
  /** The car's name for the caption, e.g. 'Volkswagen Golf'. */
  carName: string;
  /** The engines (summariseEngines), in order. */
  engines: readonly EngineSummary[];
}

/** The column headers. */
export const enginesColumns = {
  engine: 'Engine',
  fuel: 'Fuel',
  gearbox: 'Gearbox',
  power: 'Power',
  acceleration: '0-62mph',
  economy: 'MPG or range',
  co2: 'CO2',
  price: 'Price from',
} as const;

/** One figure to one decimal place, e.g. '47.3'. */
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** Official mpg, or the electric range of an electric car; both for a plug-in hybrid. */
function economy(engine: EngineSummary): string {
  const parts: string[] = [];
  if (engine.wltpMpg !== null) parts.push(`${oneDecimal(engine.wltpMpg)}mpg`);
  if (engine.electricRangeMiles !== null) parts.push(formatMilesLabel(engine.electricRangeMiles));
  return parts.join(', ') || '–';
}

export function EnginesTable({ carName, engines }: EnginesTableProps) {
  return (
    <SummaryTable
      caption={`${carName} engines`}
      columns={[
        { label: enginesColumns.engine },
        { label: enginesColumns.fuel },
        { label: enginesColumns.gearbox },
        { label: enginesColumns.power, numeric: true },
        { label: enginesColumns.acceleration, numeric: true },
        { label: enginesColumns.economy, numeric: true },
        { label: enginesColumns.co2, numeric: true },
        { label: enginesColumns.price, numeric: true },
      ]}
      rows={engines.map((engine) => ({
        key: `${engine.engineName}-${engine.fuelType}`,
        header: engine.engineName,
        cells: [
          vehicleLabels.fuelType[engine.fuelType],
          engine.transmissions.map((transmission) => vehicleLabels.transmission[transmission]).join(', '),
          `${engine.powerBhp}bhp`,
          `${oneDecimal(engine.zeroToSixtyTwoSeconds)}sec`,
          economy(engine),
          `${engine.co2GPerKm}g/km`,
          formatPoundPrice(engine.manufacturerPriceFrom),
        ],
      }))}
    />
  );
}
