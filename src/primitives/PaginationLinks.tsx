import styled from 'styled-components';
import { vars } from '#tokens';
import { paginationWindow } from '../lib/paginationWindow';
import { Icon } from './Icon';
import { Link } from '#src/primitives/Link';
import { focusRing } from '../styles/focus';
import { mq } from '../styles/mq';
import { pageHref } from '../domain/routes';

/**
 * PaginationLinks: the pages of a paged list as plain links (`?page=n`), so paging works without
 * JavaScript and crawlers follow it: previous, at most 9 page links around the current page
 * (spec 9, via paginationWindow), next. Each link is named 'Page n'; the current one carries
 * aria-current="page". Below sm only the 5 pages nearest the current one show. A Server Component.
 */
export interface PaginationLinksProps {
  /** The page shown now (1-based). */
  page: number;
  /** How many pages there are; with 1 or fewer nothing is rendered. */
  totalPages: number;
  /** The list's path, e.g. '/reviews'; page n is `basePath?…&page=n` (page 1 has no parameter). */
  basePath?: string;
  /** Other query values every page keeps, e.g. { price: '10000-11000' }. */
  query?: Readonly<Record<string, string | number | undefined>>;
  /** Builds a page's href instead of basePath and query. */
  hrefFor?: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** Texts of the pagination, for pages and tests. */
export const paginationTexts = {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  pageLabel: (page: number) => `Page ${page}`,
  /** What a page past the end of a list says instead of its items. */
  pastTheEnd: (page: number) => `There is no page ${page} of this list.`,
  firstPage: 'Go to the first page',
} as const;

/** Pages shown below sm. */
const phoneButtons = 5;

export function PaginationLinks({
  page,
  totalPages,
  basePath = '',
  query,
  hrefFor = (target) => pageHref(basePath, target, query),
  label = paginationTexts.label,
}: PaginationLinksProps) {
  const pages = paginationWindow(page, totalPages);
  if (totalPages <= 1 || pages.length === 0) return null;
  const current = Math.min(Math.max(Math.floor(page), 1), Math.floor(totalPages));
  const nearby = new Set(paginationWindow(current, totalPages, phoneButtons));
  return (
    <nav aria-label={label}>
      <List>
        {current > 1 && (
          <li>
            <PageLink
              variant="unstyled"
              href={hrefFor(current - 1)}
              rel="prev"
              aria-label={paginationTexts.previousLabel}
              data-step="previous"
            >
              <Icon name="chevronLeft" size="sm" />
              <StepText>{paginationTexts.previous}</StepText>
            </PageLink>
          </li>
        )}
        {pages.map((target) => (
          <li key={target} data-far={nearby.has(target) ? undefined : ''}>
            <PageLink
              variant="unstyled"
              href={hrefFor(target)}
              aria-label={paginationTexts.pageLabel(target)}
              aria-current={target === current ? 'page' : undefined}
            >
              {target}
            </PageLink>
          </li>
        ))}
        {current < totalPages && (
          <li>
            <PageLink
              variant="unstyled"
              href={hrefFor(current + 1)}
              rel="next"
              aria-label={paginationTexts.nextLabel}
              data-step="next"
            >
              <StepText>{paginationTexts.next}</StepText>
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
