'use client';
import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { PRODUCT_NAME } from '#src/lib/constants';
import { focusRing } from '#src/styles/focus';
import { mq } from '#src/styles/mq';
import { Container } from '#src/primitives/Layout';
import { Link } from '#src/primitives/Link';
import type { ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { HeaderIconLink } from './HeaderIconLink';
import { HeaderSearchFocusContext, type HeaderSearchFocus } from './headerSearchFocus';
import { LoginArea } from './LoginArea';
import { LazyMegaMenu } from './LazyMegaMenu';
import { LazyMobileMenu } from './LazyMobileMenu';
import { COMPARE_ENTRY_KEY, COMPARE_HREF, menuData, type MenuData } from './menuData';
import type { UserDisplayState } from './parseUserInfoCookie';
import { ShortlistLink } from './ShortlistLink';

/**
 * The site header (spec 2.3-2.5, 4, 6) on the brand band. Both layouts are in the HTML and CSS
 * media queries pick one, so the server HTML is right at every width with no JavaScript:
 *
 * - lg: the wordmark, the search slot, then the Compare icon (the Car comparison menu entry moved
 *   out of the menu), the shortlist icon with its size and the login area; below them the mega
 *   menu bar.
 * - xs, sm, md: the mobile menu toggle, the wordmark and the mobile icon group (Compare link,
 *   shortlist icon, login initial); the search slot sits in the bar from sm and on its own row on
 *   xs. While the search overlay is on, the icon group is hidden (`data-search-focus`).
 *
 * The search box is not built here: pass it as `search`. The header provides
 * `HeaderSearchFocusContext` (see headerSearchFocus.ts) so the search box can report its overlay
 * state. A client component because it owns that state; the menus and the shortlist count inside
 * are client islands of their own, and the menus load their code on interaction (LazyMegaMenu,
 * LazyMobileMenu: issue #13).
 */
export interface HeaderProps {
  /** The visitor, from `parseUserInfoCookie` on the userInfo cookie; logged out by default. */
  user?: UserDisplayState;
  /** The site is embedded as external: the login area is hidden (spec 6). */
  isUsedExternal?: boolean;
  /** The header search box (HeaderSearch), placed in the search slot; none by default. */
  search?: ReactNode;
  /** The menus; the site's menu data by default. */
  menu?: MenuData;
  /** Where a logged-in user's name links. */
  accountHref?: string;
  /** Where Sign in links. */
  signInHref?: string;
  /** The shortlist store behind the count; the page's localStorage store by default. */
  shortlistStore?: ShortlistStore;
  /** Extra class for layout by the parent. */
  className?: string;
}

export function Header({
  user,
  isUsedExternal = false,
  search,
  menu = menuData,
  accountHref,
  signInHref,
  shortlistStore,
  className,
}: HeaderProps) {
  const [searchInFocus, setSearchInFocus] = useState(false);
  const searchFocus = useMemo<HeaderSearchFocus>(() => ({ setSearchInFocus }), []);
  return (
    <HeaderSearchFocusContext.Provider value={searchFocus}>
      <Band className={className} data-search-focus={searchInFocus ? '' : undefined}>
        <Container>
          <Bar data-has-search={search ? '' : undefined}>
            <ToggleSlot menu={menu} closeFrom="lg" />
            <Wordmark href="/" variant="unstyled" aria-label={`${PRODUCT_NAME} home`} data-cy="header-home">
              {PRODUCT_NAME}
            </Wordmark>
            {search && <SearchSlot data-header-search-slot="">{search}</SearchSlot>}
            <Actions data-header-actions="">
              <HeaderIconLink href={COMPARE_HREF} icon="compare" label="Compare" dataCy="header-compare" />
              <ShortlistLink store={shortlistStore} />
              <LoginArea
                user={user}
                isUsedExternal={isUsedExternal}
                accountHref={accountHref}
                signInHref={signInHref}
              />
            </Actions>
          </Bar>
        </Container>
        <DesktopMenu menu={menu} omit={[COMPARE_ENTRY_KEY]} />
      </Band>
    </HeaderSearchFocusContext.Provider>
  );
}

const Band = styled.header`
  position: relative;
  z-index: ${vars.z.sticky};
  background: ${vars.color.brand};
  color: ${vars.color.textInverse};
`;

/* Inside the header's stacking context the bar (with the search results that drop from it) sits
   above the mega menu bar and its panels. */
const Bar = styled.div`
  position: relative;
  z-index: ${vars.z.overlay};
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'toggle brand actions'
    'search search search';
  align-items: center;
  column-gap: ${vars.space[2]};
  padding-block: ${vars.space[2]};

  ${mq.from.sm} {
    grid-template-columns: auto auto minmax(0, 1fr) auto;
    grid-template-areas: 'toggle brand search actions';
    column-gap: ${vars.space[4]};
  }
  ${mq.from.lg} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'brand search actions';
    column-gap: ${vars.space[6]};
    padding-block: ${vars.space[3]};
  }
`;

const ToggleSlot = styled(LazyMobileMenu)`
  grid-area: toggle;

  ${mq.from.lg} {
    display: none;
  }
`;

const Wordmark = styled(Link)`
  grid-area: brand;
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-size: ${vars.text.xl.size};
  line-height: ${vars.text.xl.line};
  font-weight: ${vars.weight.bold};
  letter-spacing: -0.02em;
  color: ${vars.color.textInverse};

  &:focus-visible {
    ${focusRing}
    background: transparent;
    color: ${vars.color.textInverse};
  }

  ${mq.from.lg} {
    font-size: ${vars.text['2xl'].size};
    line-height: ${vars.text['2xl'].line};
  }
`;

const SearchSlot = styled.div`
  grid-area: search;
  min-width: 0;
  padding-top: ${vars.space[2]};

  ${mq.from.sm} {
    padding-top: 0;
  }
  ${mq.from.lg} {
    max-width: 560px;
    width: 100%;
    justify-self: center;
  }
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[1]};

  ${mq.from.lg} {
    gap: ${vars.space[3]};
  }

  /* On the small layouts the icon group makes way while the search overlay is on (spec 2.5). */
  ${mq.until.lg} {
    [data-search-focus] & {
      display: none;
    }
  }
`;

const DesktopMenu = styled(LazyMegaMenu)`
  ${mq.until.lg} {
    display: none;
  }
`;
