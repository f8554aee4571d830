'use client';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { Icon } from '#src/primitives/Icon';
import { Container } from '#src/primitives/Layout';
import { Link } from '#src/primitives/Link';
import { trackTopMenuClick } from './trackTopMenuClick';
import { Item, List, Root, TopLink, topLinkProps, Trigger } from './megaMenuStyles';
import { menuData, menuEntries, type KeyedMenuEntry, type MenuData, type NavLink } from './menuData';

/**
 * The desktop mega menu (spec 2.3, 4): the top menus in a bar, each dropdown entry opening a panel
 * of its links under the bar. Built on Radix NavigationMenu for the WAI-ARIA disclosure-navigation
 * pattern: Tab and the arrow keys move between menus, Enter, Space or ArrowDown open one, Escape
 * closes it and returns focus to its trigger. Hovering a menu opens it and marks it active
 * (`data-state="open"` on the trigger, `data-active` on the item); moving the pointer elsewhere
 * (after Radix's short grace period) or clicking anywhere outside, on the open trigger, on a link
 * or on the panel's background closes it. While one is open the bar carries `data-menu-open` and
 * every other menu `data-inactive`, which dims them. A click on a top menu pushes the top-menu
 * analytics event (spec 7). The panels render only while open, so they add no HTML to the page.
 * The bar's elements live in megaMenuStyles.ts, Radix's behaviour put on them with `asChild`, so
 * LazyMegaMenu's plain bar renders the same HTML (the header loads this on interaction).
 */
export interface MegaMenuProps {
  /** The menus; the site's menu data by default. */
  menu?: MenuData;
  /** Keys of entries to leave out (the header leaves out Car comparison, spec 2.3). */
  omit?: readonly string[];
  /** The open menu's key at first (stories); none by default. */
  defaultValue?: string;
  /** Called with the open menu's key, or '' when all are closed. */
  onValueChange?: (value: string) => void;
  /** Extra class for layout by the parent. */
  className?: string;
}

export function MegaMenu({ menu = menuData, omit = [], defaultValue = '', onValueChange, className }: MegaMenuProps) {
  const [value, setValue] = useState(defaultValue);
  const change = (next: string) => {
    setValue(next);
    onValueChange?.(next);
  };
  const entries = menuEntries(menu, omit);
  const rootRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (value) unhideFocusProxies(rootRef.current);
  }, [value]);
  return (
    <NavigationMenu.Root asChild value={value} onValueChange={change}>
      <Root ref={rootRef} className={className} data-menu-open={value ? '' : undefined}>
        <Container>
          <NavigationMenu.List asChild>
            <List>
              {entries.map((entry) => (
                <NavigationMenu.Item key={entry.key} value={entry.key} asChild>
                  <Item
                    data-menu={entry.key}
                    data-active={value === entry.key ? '' : undefined}
                    data-inactive={value && value !== entry.key ? '' : undefined}
                  >
                    {entry.dropdown ? (
                      <Dropdown entry={entry} close={() => change('')} />
                    ) : (
                      <SingleLink entry={entry} />
                    )}
                  </Item>
                </NavigationMenu.Item>
              ))}
            </List>
          </NavigationMenu.List>
        </Container>
      </Root>
    </NavigationMenu.Root>
  );
}

/**
 * While a menu is open Radix renders an empty, visually hidden focus proxy after its trigger: a
 * span with tabindex 0 and aria-hidden (radix-ui/primitives#3085). Focus passes through it only for
 * a moment (Radix moves focus on into or out of the panel), but an aria-hidden element that takes
 * focus is an axe violation (aria-hidden-focus, WCAG 4.1.2). Dropping aria-hidden keeps Radix's
 * keyboard behaviour intact, which tabindex -1 would break (Tab from the trigger would skip a
 * panel Radix had taken out of the tab order). Radix sets the attribute once on mount, so this runs
 * each time a menu opens.
 */
function unhideFocusProxies(root: HTMLElement | null) {
  root?.querySelectorAll('li > span[aria-hidden="true"][tabindex="0"]').forEach((proxy) => {
    proxy.removeAttribute('aria-hidden');
  });
}

/** A dropdown menu: its trigger and its panel of links. */
function Dropdown({ entry, close }: { entry: KeyedMenuEntry; close: () => void }) {
  const titleLinks = entry.navLinks.filter((link) => link.titleLink);
  const otherLinks = entry.navLinks.filter((link) => !link.titleLink);
  // A click on the panel's background (not on a link) closes it too: "clicking anywhere closes".
  const closeOnBackground = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as Element).closest('a, button')) close();
  };
  return (
    <>
      <NavigationMenu.Trigger asChild>
        <Trigger data-cy={`nav-${entry.key}`} onClick={() => trackTopMenuClick(entry.title)}>
          {entry.title}
          <Icon name="chevronDown" size="xs" />
        </Trigger>
      </NavigationMenu.Trigger>
      <Content onClick={closeOnBackground} data-menu-panel={entry.key}>
        <Container>
          <Panel>
            {titleLinks.map((link) => (
              <MenuLink key={link.href} link={link} data-title-link="">
                {link.text}
                <Icon name="arrowRight" size="sm" />
              </MenuLink>
            ))}
            <PanelList aria-label={entry.title}>
              {otherLinks.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link}>{link.text}</MenuLink>
                </li>
              ))}
            </PanelList>
          </Panel>
        </Container>
      </Content>
    </>
  );
}

/** A top menu that is one link (no dropdown). */
function SingleLink({ entry }: { entry: KeyedMenuEntry }) {
  const link = entry.navLinks[0];
  if (!link) return null;
  return (
    <NavigationMenu.Link asChild>
      <TopLink {...topLinkProps(entry, link)}>{entry.title}</TopLink>
    </NavigationMenu.Link>
  );
}

/** A link inside a panel; Radix closes the menu when it is followed. */
function MenuLink({ link, children, ...rest }: { link: NavLink; children: ReactNode; 'data-title-link'?: string }) {
  return (
    <NavigationMenu.Link asChild>
      <PanelLink
        href={link.href}
        target={link.target === '_blank' ? '_blank' : undefined}
        rel={link.rel}
        data-cy={link.dataCy}
        {...rest}
      >
        {children}
      </PanelLink>
    </NavigationMenu.Link>
  );
}

const Content = styled(NavigationMenu.Content)`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  background: ${vars.color.background};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.overlay};
  border-bottom: 3px solid ${vars.color.brand};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[5]};
`;

const PanelList = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.space[1]} ${vars.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PanelLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 32px;
  padding-inline: ${vars.space[1]};
  margin-inline: calc(-1 * ${vars.space[1]});
  font-size: ${vars.text.md.size};

  &[data-title-link] {
    align-self: flex-start;
    color: ${vars.color.text};
    font-size: ${vars.text.lg.size};
    font-weight: ${vars.weight.bold};
    text-decoration: none;
  }
  &[data-title-link]:hover {
    text-decoration: underline;
  }
`;
