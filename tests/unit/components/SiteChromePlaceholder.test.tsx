import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteFooterPlaceholder, SiteHeaderPlaceholder } from '../../../src/components/SiteChromePlaceholder';

describe('SiteHeaderPlaceholder', () => {
  it('is the banner with a home link named after the product', () => {
    render(<SiteHeaderPlaceholder />);
    const banner = screen.getByRole('banner');
    const home = screen.getByRole('link', { name: 'Kerbside home' });
    expect(banner).toContainElement(home);
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('Kerbside');
  });
});

describe('SiteFooterPlaceholder', () => {
  beforeEach(() => {
    // Midday local time, so the year is 2030 whatever the test machine's time zone.
    globalThis.__KERBSIDE_NOW__ = new Date(2030, 0, 1, 12);
  });

  afterEach(() => {
    delete globalThis.__KERBSIDE_NOW__;
  });

  it('is the content info with the copyright year from the pinned clock', () => {
    render(<SiteFooterPlaceholder />);
    expect(screen.getByRole('contentinfo').textContent).toBe(
      '© 2030 Kerbside. Independent car reviews and deals for UK drivers.',
    );
  });

  it('follows the clock to another year', () => {
    globalThis.__KERBSIDE_NOW__ = new Date(2031, 5, 15);
    render(<SiteFooterPlaceholder />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 Kerbside.');
  });
});
