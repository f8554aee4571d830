/**
 * LazyMobileMenu: the server HTML is MobileMenu's closed, byte for byte; nothing loads until the
 * visitor points at, touches or focuses the toggle (or it has focus at hydration); a click before
 * the code arrived opens the panel when it does, focus otherwise stays on the toggle; a failed
 * load leaves the plain toggle and is retried.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LazyMobileMenu, type LazyMobileMenuProps } from '#src/components/header/LazyMobileMenu';
import { MobileMenu } from '#src/components/header/MobileMenu';

type LoadMenu = NonNullable<LazyMobileMenuProps['loadMenu']>;

/** A loadMenu whose answer the test releases. */
function deferredMenu() {
  let release: () => void = () => undefined;
  const loadMenu = vi.fn<LoadMenu>(
    () =>
      new Promise((resolve) => {
        release = () => resolve({ MobileMenu });
      }),
  );
  return { loadMenu, release: () => act(async () => release()) };
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('LazyMobileMenu', () => {
  it('renders the same server HTML as MobileMenu closed', () => {
    for (const className of [undefined, 'slot']) {
      const lazy = renderToString(<LazyMobileMenu className={className} />);
      expect(lazy).toBe(renderToString(<MobileMenu className={className} />));
      expect(lazy).toContain('aria-expanded="false"');
    }
  });

  it('loads nothing until the pointer enters the toggle; a click before the code arrived opens the panel', async () => {
    const { loadMenu, release } = deferredMenu();
    const onOpenChange = vi.fn();
    render(<LazyMobileMenu loadMenu={loadMenu} onOpenChange={onOpenChange} />);
    const plain = toggle();
    expect(loadMenu).not.toHaveBeenCalled();
    await userEvent.click(plain);
    expect(loadMenu).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await release();
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle()).not.toBe(plain);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(within(panel).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    // MobileMenu's behaviour from here: Escape closes it and returns focus to the toggle.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(toggle()).toHaveFocus());
  });

  it('keeps focus on the toggle and the panel closed when focused without a click', async () => {
    const { loadMenu, release } = deferredMenu();
    const user = userEvent.setup();
    render(<LazyMobileMenu loadMenu={loadMenu} />);
    await user.tab();
    const plain = toggle();
    expect(plain).toHaveFocus();
    expect(loadMenu).toHaveBeenCalledTimes(1);
    await release();
    expect(toggle()).not.toBe(plain);
    expect(toggle()).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Enter on the loaded toggle opens the panel.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('leaves the plain toggle after a failed load and tries again on the next interaction', async () => {
    const loadMenu = vi.fn<LoadMenu>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ MobileMenu });
    render(<LazyMobileMenu loadMenu={loadMenu} />);
    const plain = toggle();
    await act(async () => fireEvent.touchStart(plain));
    expect(loadMenu).toHaveBeenCalledTimes(1);
    expect(toggle()).toBe(plain);
    await act(async () => fireEvent.pointerEnter(plain));
    expect(loadMenu).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(toggle()).not.toBe(plain));
  });

  it('loads at once when the toggle has focus at hydration', async () => {
    const { loadMenu, release } = deferredMenu();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<LazyMobileMenu loadMenu={loadMenu} />);
    const plain = container.querySelector('button')!;
    plain.focus();
    const root = await act(async () => hydrateRoot(container, <LazyMobileMenu loadMenu={loadMenu} />));
    expect(loadMenu).toHaveBeenCalledTimes(1);
    await release();
    expect(container.querySelector('button')).not.toBe(plain);
    expect(container.querySelector('button')).toHaveFocus();
    act(() => root.unmount());
    container.remove();
  });
});
