import styled from 'styled-components';
import { vars } from '../../../tokens';
import { paginationWindow } from '../../lib/paginationWindow';
import { Icon } from '../../primitives/Icon';
import { Link } from '../../primitives/Link';
import { focusRing } from '../../styles/focus';
import { mq } from '../../styles/mq';
import { searchPageHref } from './searchPageHref';
import { pageLinkLabel, searchTexts } from './searchTexts';

/**
 * Pagination of the results page as plain links (`/search?search=..&page=n`), so it works without
 * JavaScript: previous, at most 9 page buttons around the current page (spec 9), next. Each page
 * link is named 'Page n'; the current one carries aria-current="page". Below sm only the 5 pages
 * nearest the current one show, so the row fits a phone.
 */
export interface SearchPaginationProps {
  /** The keyword the pages are for. */
  keyword: string;
  /** The page shown now (1-based). */
  currentPage: number;
  /** How many pages there are; with 1 or fewer nothing is rendered. */
  totalPages: number;
  /** Builds a page's URL; the results page's own by default. */
  hrefFor?: (keyword: string, page: number) => string;
}

/** Pages shown below sm. */
const phoneButtons = 5;

export function SearchPagination({
  keyword,
  currentPage,
  totalPages,
  hrefFor = searchPageHref,
}: SearchPaginationProps) {
  const pages = paginationWindow(currentPage, totalPages);
  if (totalPages <= 1 || pages.length === 0) return null;
  const current = Math.min(Math.max(currentPage, 1), totalPages);
  const nearby = new Set(paginationWindow(current, totalPages, phoneButtons));
  return (
    <nav aria-label={searchTexts.paginationLabel}>
      <List>
        {current > 1 && (
          <li>
            <PageLink
              variant="unstyled"
              href={hrefFor(keyword, current - 1)}
              rel="prev"
              aria-label={searchTexts.previousLabel}
              data-step="previous"
            >
              <Icon name="chevronLeft" size="sm" />
              <StepText>{searchTexts.previous}</StepText>
            </PageLink>
          </li>
        )}
        {pages.map((page) => (
          <li key={page} data-far={nearby.has(page) ? undefined : ''}>
            <PageLink
              variant="unstyled"
              href={hrefFor(keyword, page)}
              aria-label={pageLinkLabel(page)}
              aria-current={page === current ? 'page' : undefined}
            >
              {page}
            </PageLink>
          </li>
        ))}
        {current < totalPages && (
          <li>
            <PageLink
              variant="unstyled"
              href={hrefFor(keyword, current + 1)}
              rel="next"
              aria-label={searchTexts.nextLabel}
              data-step="next"
            >
              <StepText>{searchTexts.next}</StepText>
              <Icon name="chevronRight" size="sm" />
            </PageLink>
          </li>
        )}
      </List>
    </nav>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.until.sm} {
    & > li[data-far] {
      display: none;
    }
  }
`;

const PageLink = styled(Link)`
  && {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[1]};
    box-sizing: border-box;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.background};
    color: ${vars.color.brand};
    font-weight: ${vars.weight.bold};
    font-variant-numeric: tabular-nums;
    text-decoration: none;
  }
  &&:hover {
    border-color: ${vars.color.brand};
    background: ${vars.color.brandTint};
  }
  &&[aria-current='page'] {
    border-color: ${vars.color.brand};
    background: ${vars.color.brand};
    color: ${vars.color.textInverse};
  }
  &&:focus-visible {
    ${focusRing}
    background: ${vars.color.focus};
    color: ${vars.color.text};
  }
`;

/** 'Previous' / 'Next': shown from sm up; below it the chevron alone (the link keeps its name). */
const StepText = styled.span`
  ${mq.until.sm} {
    display: none;
  }
`;
