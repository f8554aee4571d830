import { Children, isValidElement, type ReactNode } from 'react';
import type { Responsive } from '#src/primitives/Layout';
import { Grid } from '#src/primitives/Layout';

/**
 * CardGrid: a list of cards (review, model, article, deal cards) as a responsive grid that is
 * also a real list (ul/li), so assistive technology announces how many there are. Name the list
 * with the heading of the section it sits in.
 */
export interface CardGridProps {
  /** The cards, one per list item (give each a key). */
  children: ReactNode;
  /** Columns per viewport; one on phones, two from sm, three from md and four from lg by default. */
  columns?: Responsive<number>;
}

export function CardGrid({ children, columns = { xs: 1, sm: 2, md: 3, lg: 4 } }: CardGridProps) {
  const cards = Children.toArray(children);
  return (
    <Grid as="ul" columns={columns} gap={5}>
      {cards.map((card, index) => (
        <li key={isValidElement(card) && card.key !== null ? card.key : index}>{card}</li>
      ))}
    </Grid>
  );
}
