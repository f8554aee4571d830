import styled from 'styled-components';
import { vars } from '#tokens';
import type { FuelType } from '#src/domain/content/types';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { Link } from '#src/primitives/Link';
import { Text } from '#src/primitives/Text';
import { blendedPencePerKwh, type ChargingPrices } from '../fuel/runningCosts';
import { ButtonRow } from '../fuel/toolLayout';
import { ResultFigures, type ResultFigure } from '../ui/ResultFigures';
import { ResultsTable, type FigureUsed } from '../ui/ResultsTable';
import type { MpgResult } from './realMpg';
import { figureUsedText, officialComparisonText, realMpgTexts as t, resultText } from './realMpgTexts';
import { toolPaths } from '#src/domain/routes';

/**
 * RealMpgResults: the answer of /real-mpg-calculator/results. For a fuel car: the estimated
 * real-world mpg and which estimate it is (the catalogue's, from the published real-world gap for
 * its fuel type and body style, or the official WLTP figure x 0.96), the cost per mile
 * and per year at the visitor's price and mileage, and how that compares with the official
 * figure; for an electric car the same costs from its miles per kWh and the charging blend.
 * Every figure used is listed with where it came from, so the sums can be checked by hand.
 */
export interface RealMpgResultsProps {
  /** The car's name, or undefined for an official mpg the visitor typed. */
  carName?: string;
  /** The car's fuel. */
  fuelType: FuelType;
  /** The calculator's answer. */
  result: MpgResult;
  /** The visitor's annual mileage. */
  annualMiles: number;
  /** The fuel price used, pence per litre. */
  pencePerLitre: number;
  /** The charging prices used. */
  charging: ChargingPrices;
  /** Which of the prices and the mileage the visitor typed (the rest are defaults). */
  typed: { miles: boolean; price: boolean; charging: boolean };
  /** The date of the default prices, e.g. '1 April 2026'. */
  pricesDate: string;
  /** The form with the visitor's details filled in. */
  changeHref: string;
}

export function RealMpgResults({
  carName,
  fuelType,
  result,
  annualMiles,
  pencePerLitre,
  charging,
  typed,
  pricesDate,
  changeHref,
}: RealMpgResultsProps) {
  const source = (isTyped: boolean) => (isTyped ? t.sourceYours : t.sourceDefault(pricesDate));
  const milesRow: FigureUsed = {
    label: t.yourMiles,
    value: `${annualMiles.toLocaleString('en-GB')} miles`,
    source: typed.miles ? t.sourceYours : t.milesHint,
  };
  let figures: ResultFigure[] = [];
  let rows: FigureUsed[] = [];
  if (result.kind === 'fuel') {
    figures = [
      {
        label: t.realMpgEstimated,
        value: resultText.mpg(result.realMpg),
      },
      { label: t.costPerMile, value: resultText.perMile(result.pencePerMile) },
      { label: t.costPerYear, value: resultText.perYear(result.annualCost) },
      { label: t.officialMpgFigure, value: resultText.mpg(result.officialMpg) },
    ];
    rows = [
      {
        label: t.realMpgEstimated,
        value: resultText.mpg(result.realMpg),
        source: result.source === 'catalogue' ? t.sourceCatalogue : t.sourceFlat,
      },
      {
        label: t.officialMpgFigure,
        value: resultText.mpg(result.officialMpg),
        source: carName ? t.sourceOfficial : t.sourceYours,
      },
      { label: t.fuelPriceUsed, value: `${pencePerLitre}p a litre`, source: source(typed.price) },
      milesRow,
      { label: t.officialCostPerYear, value: resultText.perYear(result.officialAnnualCost), source: t.sourceOfficial },
    ];
  } else if (result.kind === 'electric') {
    figures = [
      { label: t.costPerMile, value: resultText.perMile(result.pencePerMile) },
      { label: t.costPerYear, value: resultText.perYear(result.annualCost) },
      { label: t.milesPerKwh, value: String(result.milesPerKwh) },
    ];
    rows = [
      { label: t.milesPerKwh, value: String(result.milesPerKwh), source: t.sourceOfficial },
      {
        label: t.electricityPriceUsed,
        value: `${Math.round(blendedPencePerKwh(charging) * 100) / 100}p a kWh`,
        source: `${charging.homeSharePercent}% at home at ${charging.homePencePerKwh}p, the rest at ${charging.publicPencePerKwh}p (${source(typed.charging).toLowerCase()})`,
      },
      milesRow,
    ];
  }

  return (
    <Results aria-labelledby="real-mpg-results-heading" data-result-kind={result.kind}>
      <Heading level={2} size="medium" id="real-mpg-results-heading">
        {carName ?? t.typedCar}
      </Heading>
      {result.kind === 'no-figure' ? (
        <Text>{t.noFigure}</Text>
      ) : (
        <>
          <ResultFigures figures={figures} />
          {result.kind === 'fuel' ? (
            <Notes>
              <Text weight="bold" data-figure-source={result.source}>
                {figureUsedText(result.source)}
              </Text>
              <Text>{officialComparisonText(result)}</Text>
              {fuelType === 'plug-in-hybrid' && <Text>{t.pluginNote}</Text>}
            </Notes>
          ) : (
            <Text data-figure-source="official">{t.electricNote}</Text>
          )}
          <ResultsTable caption={t.figuresCaption} rows={rows} />
        </>
      )}
      <ButtonRow>
        <Button href={changeHref} variant="secondary">
          {t.changeDetails}
        </Button>
        <Link href={toolPaths.fuelComparison} variant="standalone">
          {t.fuelComparisonLink}
        </Link>
      </ButtonRow>
    </Results>
  );
}

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;
