import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyFacts } from '#src/components/cards/KeyFacts';

describe('KeyFacts', () => {
  it('lists each fact as a term and its value, in order, leaving out the missing ones', () => {
    render(
      <KeyFacts
        facts={[
          { term: 'Year', value: 2021 },
          null,
          { term: 'Fuel', value: 'Petrol' },
          false,
          { term: 'Gearbox', value: 'Manual' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Year', 'Fuel', 'Gearbox']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['2021', 'Petrol', 'Manual']);
  });
});
