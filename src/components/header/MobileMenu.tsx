'use client';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { viewports, vars, type Viewport } from '#tokens';
import { focusRing, focusRingInset } from '#src/styles/focus';
import { Accordion } from '#src/primitives/Accordion';
import { Icon } from '#src/primitives/Icon';
import { Link } from '#src/primitives/Link';
import { COMPARE_ENTRY_KEY, menuData, menuEntries, type KeyedMenuEntry, type MenuData } from './menuData';
import { Toggle } from './mobileMenuStyles';
import { trackTopMenuClick } from './trackTopMenuClick';

/**
 * The mobile menu (spec 2.4, 4): a toggle button and the full-screen menu panel it opens, used
 * where the desktop mega menu is not (xs, sm, md). The panel is a modal dialog: page scrolling is
 * locked while it is open (overflow hidden on the root and body, restored on close), focus moves
 * to its close control, Tab and Shift+Tab wrap inside it, and Escape, the close control or
 * following any link closes it and returns focus to the toggle. Panel order: a first row titled
 * Menu with the close control; a static Car comparison link; an accordion (at most one section
 * open) of the entries with dropdowns; the single-link entries. Opening a section or following a
 * top link pushes the top-menu analytics event (spec 7), as on desktop.
 */
export interface MobileMenuProps {
  /** The menus; the site's menu data by default. */
  menu?: MenuData;
  /** Close the panel when the window grows to this viewport (where the header hides the toggle). */
  closeFrom?: Viewport;
  /** Whether the panel is open at first (LazyMobileMenu, after a click made before this loaded). */
  defaultOpen?: boolean;
  /** Called when the panel opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Extra class for layout by the parent (on the toggle's wrapper). */
  className?: string;
}

/** Focusable elements a Tab can reach inside the panel. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function MobileMenu({
  menu = menuData,
  closeFrom,
  defaultOpen = false,
  onOpenChange,
  className,
}: MobileMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const close = useCallback(() => {
    change(false);
    // After the panel is gone the toggle is the natural place to continue from.
    queueMicrotask(() => toggleRef.current?.focus());
  }, [change]);

  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  useEffect(() => {
    if (!open || !closeFrom || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(min-width: ${viewports[closeFrom].minWidth}px)`);
    const onChange = () => {
      if (query.matches) change(false);
    };
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, closeFrom, change]);

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbables = Array.from(panelRef.current.querySelectorAll<HTMLElement>(TABBABLE));
    const first = tabbables[0];
    const last = tabbables[tabbables.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  // Following any link in the panel (static, single or inside a section) closes the menu.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) close();
  };

  const entries = menuEntries(menu);
  const compare = entries.find((entry) => entry.key === COMPARE_ENTRY_KEY);
  const sections = entries.filter((entry) => entry.dropdown);
  const singles = entries.filter((entry) => !entry.dropdown && entry.key !== COMPARE_ENTRY_KEY);

  return (
    <div className={className}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-cy="mobile-menu-toggle"
        onClick={() => (open ? close() : change(true))}
      >
        <Icon name="menu" size="md" />
        <span>Menu</span>
      </Toggle>
      {open && (
        <Panel
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={trapFocus}
          data-mobile-menu-panel=""
        >
          <TopRow>
            <Title id={titleId}>Menu</Title>
            <CloseButton ref={closeRef} type="button" onClick={close} data-cy="mobile-menu-close">
              <Icon name="close" size="md" title="Close menu" />
            </CloseButton>
          </TopRow>
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a delegated listener for link activation; Enter on a link fires click too */}
          <nav aria-label="Main menu" onClick={closeOnLink}>
            {compare && <TopLinks entries={[compare]} data-static="" />}
            {sections.length > 0 && (
              <Accordion
                appearance="plain"
                headingLevel={3}
                items={sections.map((entry) => ({
                  id: entry.key,
                  title: entry.title,
                  content: <SectionLinks entry={entry} />,
                }))}
                onOpenChange={(id) => {
                  const entry = sections.find((section) => section.key === id);
                  if (entry) trackTopMenuClick(entry.title);
                }}
              />
            )}
            {singles.length > 0 && <TopLinks entries={singles} />}
          </nav>
        </Panel>
      )}
    </div>
  );
}

/** Top-level links: the static Car comparison link, or the single-link entries. */
function TopLinks({ entries, ...rest }: { entries: KeyedMenuEntry[]; 'data-static'?: string }) {
  return (
    <RowList {...rest}>
      {entries.map((entry) => {
        const link = entry.navLinks[0];
        if (!link) return null;
        return (
          <li key={entry.key}>
            <RowLink
              href={link.href}
              variant="unstyled"
              target={link.target === '_blank' ? '_blank' : undefined}
              rel={link.rel}
              data-cy={`mobile-${link.dataCy}`}
              onClick={() => trackTopMenuClick(entry.title)}
            >
              {entry.title}
            </RowLink>
          </li>
        );
      })}
    </RowList>
  );
}

/** The links of one accordion section, its title link first. */
function SectionLinks({ entry }: { entry: KeyedMenuEntry }) {
  const links = [...entry.navLinks].sort((a, b) => Number(Boolean(b.titleLink)) - Number(Boolean(a.titleLink)));
  return (
    <SectionList>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            variant={link.titleLink ? 'standalone' : 'inline'}
            target={link.target === '_blank' ? '_blank' : undefined}
            rel={link.rel}
            data-cy={`mobile-${link.dataCy}`}
          >
            {link.text}
          </Link>
        </li>
      ))}
    </SectionList>
  );
}

/**
 * Locks page scrolling while `locked`: overflow hidden on the root element and the body, the
 * previous inline values restored when unlocked or unmounted.
 */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { documentElement, body } = document;
    const previous = [documentElement.style.overflow, body.style.overflow] as const;
    documentElement.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    return () => {
      documentElement.style.overflow = previous[0];
      body.style.overflow = previous[1];
    };
  }, [locked]);
}

const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.modal};
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${vars.color.background};
  color: ${vars.color.text};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
`;

const TopRow = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 56px;
  padding: ${vars.space[1]} ${vars.space[2]} ${vars.space[1]} ${vars.space[4]};
  background: ${vars.color.brand};
  color: ${vars.color.textInverse};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.text.lg.size};
  line-height: ${vars.text.lg.line};
  font-weight: ${vars.weight.bold};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.brandHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const RowList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    border-bottom: 1px solid ${vars.color.border};
  }
`;

const RowLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: ${vars.space[3]} ${vars.space[4]};
  font-weight: ${vars.weight.bold};

  &:focus-visible {
    ${focusRingInset}
    background: transparent;
    color: inherit;
  }
`;

const SectionList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
`;
