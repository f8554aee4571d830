import { Fragment, type ReactNode } from 'react';
import { FactList } from './cardStyles';

/**
 * KeyFacts: the labelled figures of a car, a version or an offer (Fuel, Gearbox, Mileage …) as a
 * definition list, term muted on the left and value bold on the right. A fact the item does not
 * have is passed as null and left out, so callers list every fact in order in one place.
 */
export interface KeyFact {
  /** The label, e.g. 'Mileage'. */
  term: string;
  /** The value, e.g. '42,000 miles'. */
  value: ReactNode;
}

export interface KeyFactsProps {
  /** The facts in order; null or false leaves one out. */
  facts: ReadonlyArray<KeyFact | null | false>;
}

export function KeyFacts({ facts }: KeyFactsProps) {
  return (
    <FactList>
      {facts.map(
        (fact) =>
          fact && (
            <Fragment key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ),
      )}
    </FactList>
  );
}
