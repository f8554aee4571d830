import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { modelPaths } from '#src/domain/routes';
import { versionName } from '#src/domain/carTitles';
import { derivativeShortlistItem, modelShortlistItem } from '../shortlist/shortlistItems';
import { ShortlistToggle } from '../shortlist/ShortlistToggle';
import { Badge } from '#src/primitives/Badge';
import { Button } from '#src/primitives/Button';
import { Image } from '#src/primitives/Image';
import { Link } from '#src/primitives/Link';
import { StarRating } from '#src/primitives/StarRating';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import { focusRing } from '#src/styles/focus';
import { mq } from '#src/styles/mq';
import type { ShortlistStore } from '../shortlist/shortlistStore';
import { comparedCarName, type ComparedCar } from './comparisonData';
import { COMPARISON_PATH } from './comparisonKeys';
import { bestPositions, betterHint, comparisonRows, type ComparisonRow } from './comparisonRows';
import { comparisonTexts } from './comparisonTexts';

/**
 * ComparisonTable: the cars of a comparison side by side, one column per car and one row per
 * figure (./comparisonRows.ts), with the best car of each row marked by the word 'Best' (and a
 * tint, never colour alone), links to each car's review and deals, and 'Add to shortlist'. A real
 * table (caption, column and row headers with scope) inside a labelled region that scrolls
 * sideways on narrow screens and can take keyboard focus, so it can be scrolled without a mouse.
 *
 * Each car's 'Remove' is a GET form (the page's URL without that car), so it works without
 * JavaScript; with `onRemove` the island handles it in place instead.
 */
export interface ComparisonTableProps {
  /** The cars, in column order. */
  cars: readonly ComparedCar[];
  /** Every key of the comparison (the remove forms carry them); the cars' own keys by default. */
  keys?: readonly string[];
  /** Handles 'Remove' in the browser; without it the remove form is submitted to the server. */
  onRemove?: (car: ComparedCar) => void;
  /** The shortlist store of the 'Add to shortlist' buttons (stories pass their own). */
  shortlistStore?: ShortlistStore;
}

function versionNote(car: ComparedCar): string {
  if (!car.version) return comparisonTexts.noVersion;
  return `${car.versionChosen ? comparisonTexts.chosenNote : comparisonTexts.cheapestNote} ${versionName(car.version)}`;
}

function FigureCell({ row, car, best }: { row: ComparisonRow; car: ComparedCar; best: boolean }) {
  if (row.kind === 'text') return <Cell>{row.text(car)}</Cell>;
  const value = row.value(car);
  const text = value === null ? row.missing : row.format(value);
  return (
    <Cell data-best={best || undefined}>
      <CellBody>
        {row.id === 'rating' && value !== null ? (
          <StarRating value={value} showValue />
        ) : (
          <span data-missing={value === null || undefined}>{text}</span>
        )}
        {best ? <Badge tone="positive">{comparisonTexts.best}</Badge> : null}
      </CellBody>
    </Cell>
  );
}

export function ComparisonTable({ cars, keys, onRemove, shortlistStore }: ComparisonTableProps) {
  const captionId = useId();
  const allKeys = keys ?? cars.map((car) => car.key);

  const submitRemove = (car: ComparedCar) => (event: FormEvent<HTMLFormElement>) => {
    if (!onRemove) return;
    event.preventDefault();
    onRemove(car);
  };

  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0} data-comparison-table="">
      <Table data-cars={cars.length}>
        <Caption id={captionId}>
          {comparisonTexts.caption}
          <ScrollHint> {comparisonTexts.scrollHint}</ScrollHint>
        </Caption>
        <thead>
          <tr>
            <Corner />
            {cars.map((car) => {
              const name = comparedCarName(car);
              const others = allKeys.filter((key) => key !== car.key);
              return (
                <CarHeader key={car.key} scope="col" data-car={car.key}>
                  <CarImage src={car.model.image} alt="" preset="derivativeThumb" />
                  <CarName>{name}</CarName>
                  <Note>{versionNote(car)}</Note>
                  <form method="get" action={COMPARISON_PATH} onSubmit={submitRemove(car)}>
                    {others.length ? <input type="hidden" name="ids" value={others.join(',')} /> : null}
                    <Button type="submit" variant="transparent" size="smallest" icon="close">
                      {comparisonTexts.remove}
                      <VisuallyHidden> {name}</VisuallyHidden>
                    </Button>
                  </form>
                </CarHeader>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {comparisonRows.map((row) => {
            const best = row.kind === 'figure' ? bestPositions(cars.map(row.value), row.better) : [];
            const hint = row.kind === 'figure' ? betterHint(row.better) : '';
            return (
              <tr key={row.id} data-row={row.id}>
                <RowHeader scope="row">
                  {row.label}
                  {hint ? <Note>{hint}</Note> : null}
                </RowHeader>
                {cars.map((car, position) => (
                  <FigureCell key={car.key} row={row} car={car} best={best.includes(position)} />
                ))}
              </tr>
            );
          })}
          <tr data-row="links">
            <RowHeader scope="row">Reviews and deals</RowHeader>
            {cars.map((car) => {
              const name = comparedCarName(car);
              return (
                <Cell key={car.key}>
                  <Links>
                    {car.review ? (
                      <CellLink href={car.review.url} variant="standalone">
                        {comparisonTexts.readReview}
                        <VisuallyHidden>: {name}</VisuallyHidden>
                      </CellLink>
                    ) : (
                      <span>{comparisonTexts.noReview}</span>
                    )}
                    <CellLink href={modelPaths.deals({ ...car.model, rangeSlug: car.model.slug })} variant="standalone">
                      {comparisonTexts.seeDeals}
                      <VisuallyHidden>: {name}</VisuallyHidden>
                    </CellLink>
                  </Links>
                </Cell>
              );
            })}
          </tr>
          <tr data-row="shortlist">
            <RowHeader scope="row">Shortlist</RowHeader>
            {cars.map((car) => (
              <Cell key={car.key}>
                <ShortlistToggle
                  size="smaller"
                  store={shortlistStore}
                  item={
                    car.version && car.versionChosen
                      ? derivativeShortlistItem(car.version, car.model.image)
                      : modelShortlistItem(car.model)
                  }
                />
              </Cell>
            ))}
          </tr>
        </tbody>
      </Table>
    </Scroller>
  );
}

/* The region scrolls sideways when the columns do not fit; it takes focus so keyboards can scroll it. */
const Scroller = styled.div`
  overflow-x: auto;
  max-width: 100%;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};

  &:focus-visible {
    ${focusRing}
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
`;

const Caption = styled.caption`
  padding: ${vars.space[3]} ${vars.space[4]};
  text-align: start;
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.lg.size};
  line-height: ${vars.text.lg.line};
`;

/* Small print under a caption, car name or row label (the scroll hint, version, 'lower is better'). */
const Note = styled.span`
  display: block;
  font-weight: ${vars.weight.regular};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
  color: ${vars.color.textMuted};
`;

/* Wide screens fit four columns, so the hint is for narrower ones. */
const ScrollHint = styled(Note)`
  ${mq.from.lg} {
    display: none;
  }
`;

const cellPadding = `${vars.space[3]} ${vars.space[4]}`;

/*
 * The sticky cells always get their own compositing layer: left to Chromium, whether they are
 * composited depends on timing, and the rows' fractional tops (image heights) then snap their text
 * a pixel apart from one render to the next.
 */
const stickyLayer = 'will-change: transform;';

const Corner = styled.td`
  position: sticky;
  left: 0;
  z-index: 1;
  ${stickyLayer}
  background: ${vars.color.background};
  border-block-end: 2px solid ${vars.color.border};
`;

const CarHeader = styled.th`
  min-width: 11rem;
  padding: ${cellPadding};
  vertical-align: top;
  text-align: start;
  border-block-end: 2px solid ${vars.color.border};

  & > form {
    margin-block-start: ${vars.space[2]};
  }
`;

const CarImage = styled(Image)`
  max-width: 12.5rem;
  margin-block-end: ${vars.space[2]};
  border-radius: ${vars.radius.sm};
`;

const CarName = styled.span`
  display: block;
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
`;

const RowHeader = styled.th`
  position: sticky;
  left: 0;
  z-index: 1;
  ${stickyLayer}
  min-width: 8rem;
  padding: ${cellPadding};
  text-align: start;
  vertical-align: top;
  background: ${vars.color.surface};
  border-block-end: 1px solid ${vars.color.border};
`;

const Cell = styled.td`
  padding: ${cellPadding};
  vertical-align: top;
  border-block-end: 1px solid ${vars.color.border};

  &[data-best] {
    background: ${vars.color.positiveTint};
    font-weight: ${vars.weight.bold};
  }

  [data-missing] {
    color: ${vars.color.textMuted};
  }
`;

const CellBody = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
`;

const Links = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

const CellLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;
