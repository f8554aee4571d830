import styled from 'styled-components';
import { vars } from '#tokens';
import { focusRingInset } from '#src/styles/focus';
import { Link } from '#src/primitives/Link';
import type { KeyedMenuEntry, NavLink } from './menuData';
import { trackTopMenuClick } from './trackTopMenuClick';

/**
 * The elements of the mega menu bar, shared by MegaMenu (which puts Radix NavigationMenu's
 * behaviour on them with `asChild`) and LazyMegaMenu's plain bar, so both render the same classes
 * and the bar looks the same before and after the menu's code loads. No Radix here: this module is
 * in the first load.
 */
export const Root = styled.nav`
  position: relative;
  z-index: ${vars.z.dropdown};
  border-top: 1px solid ${vars.color.brandHover};

  /* Radix wraps the list in a div positioned relative by an inline style (the track of its
     indicator, unused here); made static, the panels are placed against the whole bar and run
     full width. The path is the page column (Container), then that wrapper. */
  & > div > div {
    position: static !important;
  }
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  margin: 0 0 0 calc(-1 * ${vars.space[2]});
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;

  &[data-inactive] > button,
  &[data-inactive] > a {
    opacity: 0.72;
  }
`;

const topItem = `
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-height: 48px;
  padding: 0 ${vars.space[2]};
  border: 0;
  background: transparent;
  color: ${vars.color.textInverse};
  font: inherit;
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
  font-weight: ${vars.weight.bold};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
`;

export const Trigger = styled.button`
  ${topItem}

  & > svg {
    transition: transform ${vars.duration.normal} ${vars.easing.standard};
  }
  &:hover {
    background: ${vars.color.brandHover};
  }
  &[data-state='open'] {
    background: ${vars.color.background};
    color: ${vars.color.brand};
  }
  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    ${focusRingInset}
  }
`;

export const TopLink = styled(Link)`
  ${topItem}

  &:hover {
    background: ${vars.color.brandHover};
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRingInset}
    background: transparent;
    color: ${vars.color.textInverse};
  }
`;

/** The props of a top menu that is one link (`link`, its only link), in MegaMenu and its plain twin alike. */
export function topLinkProps(entry: KeyedMenuEntry, link: NavLink) {
  return {
    href: link.href,
    variant: 'unstyled' as const,
    target: link.target === '_blank' ? '_blank' : undefined,
    rel: link.rel,
    'data-cy': link.dataCy,
    onClick: () => trackTopMenuClick(entry.title),
  };
}
