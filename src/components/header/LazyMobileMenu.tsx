'use client';
import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '#src/primitives/Icon';
import type { MobileMenu as MobileMenuComponent, MobileMenuProps } from './MobileMenu';
import { Toggle } from './mobileMenuStyles';

/**
 * The mobile menu, loaded on interaction (issue #13: first-load JavaScript). Closed, MobileMenu is
 * one toggle button; this renders exactly that markup (a unit test compares the two) and loads
 * MobileMenu (with the panel and its Radix accordion) when the visitor points at, touches or
 * focuses the toggle (or at once when it has focus at hydration), then swaps it in. A click made
 * before the code arrived opens the panel when it does; otherwise focus stays on the toggle. A
 * failed load leaves the plain toggle and is tried again on the next interaction.
 */
export interface LazyMobileMenuProps extends Omit<MobileMenuProps, 'defaultOpen'> {
  /** Loads MobileMenu's module; the dynamic import by default (tests and stories slow it down). */
  loadMenu?: () => Promise<{ MobileMenu: typeof MobileMenuComponent }>;
}

interface Loaded {
  MobileMenu: typeof MobileMenuComponent;
  open: boolean;
}

const importMobileMenu = () => import('./MobileMenu');

export function LazyMobileMenu({ loadMenu = importMobileMenu, ...props }: LazyMobileMenuProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  // Clicked (an odd number of times) before the code arrived.
  const wantOpen = useRef(false);
  const loadMenuRef = useRef(loadMenu);
  const onOpenChangeRef = useRef(props.onOpenChange);
  useEffect(() => {
    loadMenuRef.current = loadMenu;
    onOpenChangeRef.current = props.onOpenChange;
  }, [loadMenu, props.onOpenChange]);

  const wake = useCallback(() => {
    loading.current ??= loadMenuRef.current().then(
      ({ MobileMenu }) => {
        const wrapper = toggleRef.current?.parentElement;
        const parent = wrapper?.parentElement;
        const index = parent ? Array.prototype.indexOf.call(parent.children, wrapper) : -1;
        const focused = toggleRef.current !== null && toggleRef.current === document.activeElement;
        const open = wantOpen.current;
        flushSync(() => setLoaded({ MobileMenu, open }));
        if (open) onOpenChangeRef.current?.(true);
        // Opened, MobileMenu focuses its close control; closed, the new toggle takes the focus.
        else if (focused) parent?.children[index]?.querySelector('button')?.focus();
      },
      () => {
        loading.current = null;
      },
    );
  }, []);

  // Focused before hydration: load at once.
  useEffect(() => {
    if (toggleRef.current && toggleRef.current === document.activeElement) wake();
  }, [wake]);

  if (loaded) {
    const { MobileMenu, open } = loaded;
    return <MobileMenu {...props} defaultOpen={open} />;
  }
  return (
    <MobileMenuToggle
      ref={toggleRef}
      className={props.className}
      onWake={wake}
      onClick={() => {
        wantOpen.current = !wantOpen.current;
        wake();
      }}
    />
  );
}

/** MobileMenu closed: its toggle, with no behaviour but `onWake` and `onClick`. */
function MobileMenuToggle({
  ref,
  className,
  onWake,
  onClick,
}: {
  ref: Ref<HTMLButtonElement>;
  className?: string | undefined;
  onWake: () => void;
  onClick: () => void;
}) {
  return (
    <div className={className}>
      <Toggle
        ref={ref}
        type="button"
        aria-expanded={false}
        data-cy="mobile-menu-toggle"
        onPointerEnter={onWake}
        onTouchStart={onWake}
        onFocus={onWake}
        onClick={onClick}
      >
        <Icon name="menu" size="md" />
        <span>Menu</span>
      </Toggle>
    </div>
  );
}
