import styled from 'styled-components';
import { vars } from '#tokens';
import { Link } from '#src/primitives/Link';
import { focusRing } from '#src/styles/focus';
import { hubTexts } from './hubTexts';

/**
 * YearLinks: the years of an award hub as a small navigation of links, newest first; the year
 * shown carries aria-current="page". Plain links, so they work without JavaScript.
 */
export interface YearLinksProps {
  /** The years, newest first. */
  years: readonly number[];
  /** The year shown now. */
  current: number;
  /** The path of a year's page. */
  hrefFor: (year: number) => string;
  /** Accessible name of the navigation. */
  label?: string;
}

export function YearLinks({ years, current, hrefFor, label = hubTexts.awardYears }: YearLinksProps) {
  if (years.length < 2) return null;
  return (
    <nav aria-label={label}>
      <List>
        {years.map((year) => (
          <li key={year}>
            <YearLink variant="unstyled" href={hrefFor(year)} aria-current={year === current ? 'page' : undefined}>
              {year}
            </YearLink>
          </li>
        ))}
      </List>
    </nav>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const YearLink = styled(Link)`
  && {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 64px;
    min-height: 44px;
    padding: 0 ${vars.space[3]};
    border: 1px solid ${vars.color.brand};
    border-radius: ${vars.radius.pill};
    color: ${vars.color.brand};
    font-weight: ${vars.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  &&:hover {
    background: ${vars.color.brandTint};
  }
  &&[aria-current='page'] {
    background: ${vars.color.brand};
    color: ${vars.color.textInverse};
  }
  &&:focus-visible {
    ${focusRing}
  }
`;
