'use client';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '#src/primitives/Icon';
import { Container } from '#src/primitives/Layout';
import type { MegaMenu as MegaMenuComponent, MegaMenuProps } from './MegaMenu';
import { Item, List, Root, TopLink, topLinkProps, Trigger } from './megaMenuStyles';
import { menuData, menuEntries, type KeyedMenuEntry } from './menuData';
import { trackTopMenuClick } from './trackTopMenuClick';

/**
 * The desktop mega menu, loaded on interaction (issue #13: first-load JavaScript). At first it
 * renders a plain bar with exactly the markup of MegaMenu at rest (a unit test compares the two):
 * the same nav, list, trigger buttons and top links, so the server HTML, the first paint and Tab
 * order are as before and, without JavaScript, the top links work. MegaMenu (with Radix
 * NavigationMenu) loads when the visitor points at, touches or focuses the bar (or at once when it
 * has focus at hydration) and replaces the bar. The menu the visitor was opening meanwhile opens
 * then: the trigger under the pointer, or the one last clicked, or given ArrowDown (Enter and Space
 * click a button); focus moves to the same menu's trigger or link. A click on a top menu pushes the
 * analytics event at once, as MegaMenu's click does. A failed load leaves the plain bar and is
 * tried again on the next interaction.
 */
export interface LazyMegaMenuProps extends Omit<MegaMenuProps, 'defaultValue'> {
  /** Loads MegaMenu's module; the dynamic import by default (tests and stories slow it down). */
  loadMenu?: () => Promise<{ MegaMenu: typeof MegaMenuComponent }>;
}

const importMegaMenu = () => import('./MegaMenu');

interface Loaded {
  MegaMenu: typeof MegaMenuComponent;
  /** The menu open at the swap ('' for none). */
  value: string;
}

/** What the visitor does on a plain trigger, which decides the menu to open when the code arrives. */
type Gesture = 'enter' | 'leave' | 'click' | 'arrowDown';

/** What the visitor did on the plain bar: the menu to open when the code arrives. */
interface Intent {
  /** The trigger under the pointer. */
  hovered: string;
  /** The menu chosen by click or ArrowDown ('' when closed again), or null when none was. */
  chosen: string | null;
}

export function LazyMegaMenu({ loadMenu = importMegaMenu, ...props }: LazyMegaMenuProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const barRef = useRef<HTMLElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const intent = useRef<Intent>({ hovered: '', chosen: null });
  const note = useCallback((gesture: Gesture, key: string) => {
    const current = intent.current;
    if (gesture === 'enter') current.hovered = key;
    else if (gesture === 'leave') current.hovered = current.hovered === key ? '' : current.hovered;
    else if (gesture === 'click') current.chosen = current.chosen === key ? '' : key;
    else current.chosen = key;
  }, []);
  const loadMenuRef = useRef(loadMenu);
  const onValueChangeRef = useRef(props.onValueChange);
  useEffect(() => {
    loadMenuRef.current = loadMenu;
    onValueChangeRef.current = props.onValueChange;
  }, [loadMenu, props.onValueChange]);

  const wake = useCallback(() => {
    loading.current ??= loadMenuRef.current().then(
      ({ MegaMenu }) => {
        const bar = barRef.current;
        const parent = bar?.parentElement;
        const index = parent ? Array.prototype.indexOf.call(parent.children, bar) : -1;
        const focused = bar?.contains(document.activeElement) ? document.activeElement : null;
        const focusedMenu = focused?.closest('[data-menu]')?.getAttribute('data-menu');
        const { hovered, chosen } = intent.current;
        const value = chosen ?? hovered;
        flushSync(() => setLoaded({ MegaMenu, value }));
        if (value) onValueChangeRef.current?.(value);
        // The menu replaced the bar in place: focus the same menu's trigger or top link in it.
        if (focusedMenu && parent) {
          parent.children[index]
            ?.querySelector<HTMLElement>(`[data-menu="${CSS.escape(focusedMenu)}"] > :is(button, a)`)
            ?.focus();
        }
      },
      () => {
        loading.current = null;
      },
    );
  }, []);

  // Focused before hydration: load at once.
  useEffect(() => {
    if (barRef.current?.contains(document.activeElement)) wake();
  }, [wake]);

  if (loaded) {
    const { MegaMenu, value } = loaded;
    return <MegaMenu {...props} defaultValue={value} />;
  }
  return <MegaMenuBar ref={barRef} {...props} onGesture={note} onWake={wake} />;
}

/** MegaMenu at rest, with Radix's attributes and no behaviour but noting the visitor's intent. */
function MegaMenuBar({
  ref,
  menu = menuData,
  omit = [],
  className,
  onGesture,
  onWake,
}: Omit<LazyMegaMenuProps, 'loadMenu'> & {
  ref: Ref<HTMLElement>;
  onGesture: (gesture: Gesture, key: string) => void;
  onWake: () => void;
}) {
  // Radix's ids: `radix-<useId>-trigger-<key>` (the same in the server HTML and at hydration).
  const baseId = `radix-${useId()}`;
  const entries = menuEntries(menu, omit);
  return (
    <Root
      ref={ref}
      // First and never undefined, as Radix's Slot passes it, so the attributes come in MegaMenu's order.
      className={className ?? ''}
      aria-label="Main"
      data-orientation="horizontal"
      dir="ltr"
      onPointerEnter={onWake}
      onTouchStart={onWake}
      onFocus={onWake}
      onClick={onWake}
    >
      <Container>
        <div style={{ position: 'relative' }}>
          <List data-orientation="horizontal" dir="ltr">
            {entries.map((entry) => (
              <Item key={entry.key} data-menu={entry.key}>
                {entry.dropdown ? (
                  <Trigger
                    data-cy={`nav-${entry.key}`}
                    id={`${baseId}-trigger-${entry.key}`}
                    data-state="closed"
                    aria-expanded={false}
                    data-radix-collection-item=""
                    onPointerEnter={() => onGesture('enter', entry.key)}
                    onPointerLeave={() => onGesture('leave', entry.key)}
                    onClick={() => {
                      onGesture('click', entry.key);
                      trackTopMenuClick(entry.title);
                    }}
                    onKeyDown={(event: KeyboardEvent) => {
                      if (event.key !== 'ArrowDown') return;
                      event.preventDefault();
                      onGesture('arrowDown', entry.key);
                    }}
                  >
                    {entry.title}
                    <Icon name="chevronDown" size="xs" />
                  </Trigger>
                ) : (
                  <BarLink entry={entry} />
                )}
              </Item>
            ))}
          </List>
        </div>
      </Container>
    </Root>
  );
}

/** A top menu that is one link, as MegaMenu's SingleLink renders it. */
function BarLink({ entry }: { entry: KeyedMenuEntry }) {
  const link = entry.navLinks[0];
  if (!link) return null;
  return (
    <TopLink {...topLinkProps(entry, link)} data-radix-collection-item="">
      {entry.title}
    </TopLink>
  );
}
