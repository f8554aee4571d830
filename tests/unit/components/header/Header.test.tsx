import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '#src/components/header/Header';
import { useHeaderSearchFocus } from '#src/components/header/headerSearchFocus';
import { MobileMenu } from '#src/components/header/MobileMenu';
import { parseUserInfoCookie } from '#src/components/header/parseUserInfoCookie';
import { createShortlistStore, SHORTLIST_STORAGE_KEY } from '#src/tools/shortlist/shortlistStore';

const cookie = (value: unknown) => parseUserInfoCookie(encodeURIComponent(JSON.stringify(value)));

/** A search slot that reports focus through the header's seam, like HeaderSearch does. */
function SeamProbe() {
  const { setSearchInFocus } = useHeaderSearchFocus();
  return (
    <>
      <button type="button" onClick={() => setSearchInFocus(true)}>
        overlay on
      </button>
      <button type="button" onClick={() => setSearchInFocus(false)}>
        overlay off
      </button>
    </>
  );
}

describe('Header', () => {
  afterEach(() => localStorage.clear());

  it('renders on the server with both layouts, the menu bar and an empty shortlist', () => {
    localStorage.setItem(
      SHORTLIST_STORAGE_KEY,
      JSON.stringify([{ id: 'a', title: 'A', url: '/a', addedAt: '2026-01-01T00:00:00Z' }]),
    );
    const html = renderToString(<Header />);
    expect(html).toContain('aria-label="Kerbside home"');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('aria-expanded="false"');
    // The server snapshot of the shortlist is empty, whatever this browser stored.
    expect(html).toContain('(0 cars)');
    expect(html).toContain('Sign in');
    expect(html).not.toContain('Car comparison');
  });

  it('server-renders a hostile name as text, never as markup', () => {
    const html = renderToString(<Header user={cookie({ fullName: '<script>alert(1)</script>Eve' })} />);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('scriptalert(1)/scriptEve');
  });

  it('shows the logged-in name and hides the login area when external', () => {
    const { rerender } = render(<Header user={cookie({ firstName: 'Jane', lastName: 'Doe' })} />);
    expect(screen.getByRole('link', { name: 'Jane Doe' })).toHaveAttribute('href', '/my-account');
    rerender(<Header user={cookie({ firstName: 'Jane', lastName: 'Doe' })} isUsedExternal />);
    expect(screen.queryByRole('link', { name: 'Jane Doe' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('counts the shortlist from its store after hydration', () => {
    const store = createShortlistStore({ storage: () => localStorage, events: window });
    render(<Header shortlistStore={store} />);
    expect(screen.getByRole('link', { name: 'Shortlist (0 cars)' })).toBeInTheDocument();
    act(() => store.add({ id: 'x', title: 'X', url: '/x' }));
    expect(screen.getByRole('link', { name: 'Shortlist (1 car)' })).toHaveAttribute('href', '/my-shortlist');
  });

  it('marks itself data-search-focus while the search slot reports its overlay on', () => {
    render(<Header search={<SeamProbe />} />);
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveAttribute('data-search-focus');
    fireEvent.click(screen.getByRole('button', { name: 'overlay on' }));
    expect(banner).toHaveAttribute('data-search-focus');
    fireEvent.click(screen.getByRole('button', { name: 'overlay off' }));
    expect(banner).not.toHaveAttribute('data-search-focus');
  });
});

describe('MobileMenu', () => {
  it('locks page scrolling while open and restores the previous values on close and unmount', () => {
    document.body.style.overflow = 'scroll';
    const { unmount } = render(<MobileMenu />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.documentElement.style.overflow).toBe('');
    fireEvent.click(toggle);
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('closes on Escape and when a link in a section is followed', () => {
    render(<MobileMenu />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(toggle);
    const panel = within(screen.getByRole('dialog', { name: 'Menu' }));
    fireEvent.click(panel.getByRole('button', { name: 'Leasing' }));
    const link = panel.getByRole('link', { name: 'Car leasing deals' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
