/**
 * LazyMegaMenu: the server HTML is MegaMenu's at rest, byte for byte; nothing loads until the
 * visitor points at, touches or focuses the bar (or it has focus at hydration); the menu that
 * replaces the bar opens the one the visitor was opening (hover, click, Enter, ArrowDown) and keeps
 * focus on that menu's trigger; a click before the code arrived is tracked at once; a failed load
 * leaves the plain bar and is retried.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyMegaMenu, type LazyMegaMenuProps } from '#src/components/header/LazyMegaMenu';
import { MegaMenu } from '#src/components/header/MegaMenu';
import { COMPARE_ENTRY_KEY } from '#src/components/header/menuData';
import { topMenuEvent } from '#stories/components/header/headerStorySupport';

type LoadMenu = NonNullable<LazyMegaMenuProps['loadMenu']>;

/** A loadMenu whose answer the test releases. */
function deferredMenu() {
  let release: () => void = () => undefined;
  const loadMenu = vi.fn<LoadMenu>(
    () =>
      new Promise((resolve) => {
        release = () => resolve({ MegaMenu });
      }),
  );
  return { loadMenu, release: () => act(async () => release()) };
}

const omit = [COMPARE_ENTRY_KEY];
const trigger = (name: string) => screen.getByRole('button', { name });
const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];

describe('LazyMegaMenu', () => {
  afterEach(() => {
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
  });

  it('renders the same server HTML as MegaMenu at rest', () => {
    for (const props of [{}, { omit }, { omit, className: 'extra' }]) {
      const lazy = renderToString(<LazyMegaMenu {...props} />);
      const full = renderToString(<MegaMenu {...props} />);
      expect(lazy).toBe(full);
      expect(lazy).toContain('aria-expanded="false"');
    }
  });

  it('loads nothing until the pointer enters the bar, then opens the menu under the pointer', async () => {
    const { loadMenu, release } = deferredMenu();
    const onValueChange = vi.fn();
    render(<LazyMegaMenu omit={omit} loadMenu={loadMenu} onValueChange={onValueChange} />);
    const plain = trigger('Reviews');
    expect(loadMenu).not.toHaveBeenCalled();
    await userEvent.hover(plain);
    expect(loadMenu).toHaveBeenCalledTimes(1);
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    await release();
    const loaded = trigger('Reviews');
    expect(loaded).not.toBe(plain);
    expect(loaded).toHaveAttribute('aria-expanded', 'true');
    expect(onValueChange).toHaveBeenCalledWith('reviews');
    expect(document.querySelector('[data-menu="reviews"]')).toHaveAttribute('data-active');
    expect(screen.getByRole('link', { name: 'Used car reviews' })).toHaveAttribute('href', '/used-reviews');
  });

  it('opens nothing when the pointer left the trigger before the code arrived', async () => {
    const { loadMenu, release } = deferredMenu();
    render(<LazyMegaMenu omit={omit} loadMenu={loadMenu} />);
    await userEvent.hover(trigger('Reviews'));
    await userEvent.unhover(trigger('Reviews'));
    await release();
    expect(loadMenu).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-menu-open]')).toBeNull();
    expect(trigger('Reviews')).toHaveAttribute('aria-expanded', 'false');
  });

  it('tracks a click made before the code arrived at once, and opens that menu when it does', async () => {
    const { loadMenu, release } = deferredMenu();
    render(<LazyMegaMenu omit={omit} loadMenu={loadMenu} />);
    const plain = trigger('Leasing');
    await userEvent.click(plain);
    expect(dataLayer()).toEqual([topMenuEvent('Leasing')]);
    await release();
    expect(trigger('Leasing')).not.toBe(plain);
    expect(trigger('Leasing')).toHaveAttribute('aria-expanded', 'true');
    // Once loaded, a click is tracked once, by MegaMenu.
    await userEvent.click(trigger('Best of'));
    expect(dataLayer()).toEqual([topMenuEvent('Leasing'), topMenuEvent('Best of')]);
  });

  it('tracks a click on a top link before the code arrived', async () => {
    const { loadMenu } = deferredMenu();
    render(<LazyMegaMenu omit={omit} loadMenu={loadMenu} />);
    const link = screen.getByRole('link', { name: 'Used cars for sale' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(dataLayer()).toEqual([topMenuEvent('Used cars for sale')]);
  });

  it('keeps focus on the trigger and opens the menu given Enter before the code arrived', async () => {
    const { loadMenu, release } = deferredMenu();
    const user = userEvent.setup();
    render(<LazyMegaMenu omit={omit} loadMenu={loadMenu} />);
    // Tab reaches the plain bar's first trigger; focusing it loads the menu.
    await user.tab();
    const plain = trigger('Reviews');
    expect(plain).toHaveFocus();
    expect(loadMenu).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    await release();
    const loaded = trigger('Reviews');
    expect(loaded).not.toBe(plain);
    expect(loaded).toHaveFocus();
    expect(loaded).toHaveAttribute('aria-expanded', 'true');
    // The keyboard works as MegaMenu's: Escape closes it and focus stays on the trigger.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(loaded).toHaveAttribute('aria-expanded', 'false'));
    expect(loaded).toHaveFocus();
    await user.tab();
    expect(trigger('New car deals')).toHaveFocus();
  });

  it('opens the menu given ArrowDown before the code arrived; focus alone opens nothing', async () => {
    for (const keys of ['{ArrowDown}', '']) {
      const { loadMenu, release } = deferredMenu();
      const user = userEvent.setup();
      const { unmount } = render(<LazyMegaMenu omit={omit} loadMenu={loadMenu} />);
      act(() => trigger('Vans').focus());
      if (keys) await user.keyboard(keys);
      await release();
      expect(trigger('Vans')).toHaveFocus();
      expect(trigger('Vans')).toHaveAttribute('aria-expanded', keys ? 'true' : 'false');
      unmount();
    }
  });

  it('leaves the plain bar after a failed load and tries again on the next interaction', async () => {
    const loadMenu = vi.fn<LoadMenu>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ MegaMenu });
    render(<LazyMegaMenu omit={omit} loadMenu={loadMenu} />);
    const plain = trigger('Reviews');
    await act(async () => fireEvent.touchStart(plain));
    expect(loadMenu).toHaveBeenCalledTimes(1);
    expect(trigger('Reviews')).toBe(plain);
    await act(async () => fireEvent.focus(plain));
    expect(loadMenu).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger('Reviews')).not.toBe(plain));
  });

  it('loads at once when the bar has focus at hydration', async () => {
    const { loadMenu, release } = deferredMenu();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<LazyMegaMenu omit={omit} loadMenu={loadMenu} />);
    // Focused before the page's JavaScript ran.
    const plain = container.querySelector<HTMLElement>('[data-cy="nav-bestOf"]')!;
    plain.focus();
    const root = await act(async () => hydrateRoot(container, <LazyMegaMenu omit={omit} loadMenu={loadMenu} />));
    expect(loadMenu).toHaveBeenCalledTimes(1);
    await release();
    const loaded = container.querySelector<HTMLElement>('[data-cy="nav-bestOf"]')!;
    expect(loaded).not.toBe(plain);
    expect(loaded).toHaveFocus();
    act(() => root.unmount());
    container.remove();
  });
});
