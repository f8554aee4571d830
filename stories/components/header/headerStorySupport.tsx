import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { within } from 'storybook/test';
import styled from 'styled-components';
import { viewports, vars } from '#tokens';
import { useHeaderSearchFocus } from '#src/components/header/headerSearchFocus';
import {
  createShortlistStore,
  type ShortlistItem,
  type ShortlistStorage,
  type ShortlistStore,
} from '#src/tools/shortlist/shortlistStore';

/**
 * Shared helpers of the header stories: a stand-in search slot that uses the real
 * HeaderSearchFocusContext seam, shortlist stores over in-memory storage, a guard that keeps link
 * clicks from navigating the Storybook frame (and records where they would have gone), and
 * viewport and data-layer checks for play functions.
 */

/** Whether the story renders at the lg layout (the visual layer runs every story at xs and lg). */
export const isLg = () => window.matchMedia(`(min-width: ${viewports.lg.minWidth}px)`).matches;

/** The data layer the analytics helper pushes to. */
export const dataLayer = (): unknown[] => {
  const host = window as Window & { dataLayer?: unknown[] };
  host.dataLayer ??= [];
  return host.dataLayer;
};

/** The top-menu event the data layer should receive for a menu title (spec 7). */
export const topMenuEvent = (label: string) => ({
  event: 'ng.headerTopMenuClick',
  eventData: { category: 'Navigation - Next Gen', action: 'Top Menu Nav', label },
});

/** A shortlist store over a fresh in-memory storage holding `count` cars. */
export function seededShortlistStore(count: number): ShortlistStore {
  const data = new Map<string, string>();
  const storage: ShortlistStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  const store = createShortlistStore({ storage: () => storage, events: undefined });
  const items: ShortlistItem[] = Array.from({ length: count }, (_, index) => ({
    id: `car-${index + 1}`,
    title: `Sample car ${index + 1}`,
    url: `/sample/car/hatchback/review/${index + 1}`,
    addedAt: '2026-06-01T09:00:00Z',
  }));
  for (const item of items) store.add(item);
  return store;
}

/** Where the last link click in the story would have navigated to. */
export const lastNavigation = () => document.documentElement.dataset.storyNavigation;

/**
 * Stops link clicks inside the story from navigating the Storybook frame away. A capture-phase
 * listener on the window runs before React's handlers, so the components still see the click
 * (and close their menus); the href is recorded on the root element for the play function.
 */
export function PreventNavigation({ children }: { children: ReactNode }) {
  useEffect(() => {
    delete document.documentElement.dataset.storyNavigation;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!anchor) return;
      event.preventDefault();
      document.documentElement.dataset.storyNavigation = anchor.getAttribute('href') ?? '';
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);
  return <>{children}</>;
}

/** A fixed-height stage, so open menus and panels are inside the screenshot of the story root. */
export const Stage = styled.div`
  min-height: var(--stage-height, 100vh);
  background: ${vars.color.surface};
`;

/**
 * A decorator giving the story a stage of this height (e.g. '420px', '100vh'); `transparent`
 * when it sits inside another decorator's background (story decorators wrap closest to the story).
 */
export const onStage =
  (height: string, background?: 'transparent'): Decorator =>
  (Story) => (
    <Stage style={{ '--stage-height': height, background } as CSSProperties}>
      <Story />
    </Stage>
  );

/** The brand band the header's parts sit on, for stories of a part alone. */
export const BrandBand = styled.div`
  background: ${vars.color.brand};
  color: ${vars.color.textInverse};
  padding-block: ${vars.space[1]};
`;

/** A decorator putting the story on the brand band. */
export const onBrandBand: Decorator = (Story) => (
  <BrandBand>
    <Story />
  </BrandBand>
);

/**
 * A stand-in for the header search box (HeaderSearch is built separately): a search field that
 * reports its "overlay" state through the header's real HeaderSearchFocusContext, on while the
 * field has focus, off on blur or Escape.
 */
export function DemoSearchSlot() {
  const { setSearchInFocus } = useHeaderSearchFocus();
  const [focused, setFocused] = useState(false);
  const report = (on: boolean) => {
    setFocused(on);
    setSearchInFocus(on);
  };
  return (
    <SearchForm role="search" onSubmit={(event) => event.preventDefault()} data-focused={focused ? '' : undefined}>
      <SearchInput
        type="search"
        aria-label="Search Kerbside"
        placeholder="Search Kerbside?"
        onFocus={() => report(true)}
        onBlur={() => report(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.currentTarget.blur();
        }}
      />
    </SearchForm>
  );
}

const SearchForm = styled.form`
  display: flex;
  width: 100%;
`;

const SearchInput = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.inputBorder};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.background};
  color: ${vars.color.text};
  font: inherit;

  &::placeholder {
    color: ${vars.color.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
  }
`;

/** The header search field, by its accessible name (HeaderSearch and HeaderSearchPanel stories). */
export const searchField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Search Kerbside' });

/** The search panel's message of a kind ('loading', 'empty', 'error'), or null. */
export const searchMessage = (canvasElement: HTMLElement, kind: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-message="${kind}"]`);
