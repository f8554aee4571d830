import styled from 'styled-components';
import { vars } from '#tokens';
import type { Crumb } from '#src/lib/seo/pageMetadata';
import { Link } from '#src/primitives/Link';

/**
 * Breadcrumbs: where a page sits in the site, as a navigation landmark with an ordered list.
 * Every crumb but the last links to its page; the last is the page itself (aria-current="page").
 * The same crumbs feed the page's BreadcrumbList JSON-LD (breadcrumbSchema), so both agree.
 */
export interface BreadcrumbsProps {
  /** The trail from the home page to this page, in order; the last crumb is this page. */
  crumbs: readonly Crumb[];
}

/** The accessible name of the breadcrumb landmark. */
export const BREADCRUMBS_LABEL = 'Breadcrumb';

export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  if (crumbs.length === 0) return null;
  const last = crumbs.length - 1;
  return (
    <nav aria-label={BREADCRUMBS_LABEL}>
      <Trail>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.path}-${index}`}>
            {index === last ? (
              <Current aria-current="page">{crumb.name}</Current>
            ) : (
              <CrumbLink href={crumb.path}>{crumb.name}</CrumbLink>
            )}
          </li>
        ))}
      </Trail>
    </nav>
  );
}

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
  /* The separator is decoration: the list already tells assistive technology the order. */
  & > li + li::before {
    content: '›';
    content: '›' / '';
    color: ${vars.color.textMuted};
  }
`;

const CrumbLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;

const Current = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  color: ${vars.color.textMuted};
`;
