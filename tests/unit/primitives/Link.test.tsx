import { render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from '#src/primitives/Link';
import { Link as ServerLink } from '#src/primitives/Link.server';
import { LinkSettingsProvider } from '#src/providers/LinkSettings';

const appOrigin = 'https://www.example.co.uk';

const withOrigin = (children: ReactNode) => (
  <LinkSettingsProvider routerLink="a" appOrigin={appOrigin}>
    {children}
  </LinkSettingsProvider>
);

/** Stands in for Next's Link: an anchor that marks itself so the test can see it was used. */
function RouterLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

describe('Link', () => {
  describe('in-app links', () => {
    it('keep the path, open in the same tab and have no rel', () => {
      render(<Link href="/used-cars">Used cars</Link>);
      const link = screen.getByRole('link', { name: 'Used cars' });
      expect(link).toHaveAttribute('href', '/used-cars');
      expect(link).toHaveAttribute('data-link-kind', 'app');
      expect(link).not.toHaveAttribute('target');
      expect(link).not.toHaveAttribute('rel');
    });

    it('are not prefixed with the other application origin', () => {
      render(withOrigin(<Link href="/used-cars">Used cars</Link>));
      expect(screen.getByRole('link', { name: 'Used cars' })).toHaveAttribute('href', '/used-cars');
    });

    it('render through the configured router link', () => {
      render(
        <LinkSettingsProvider routerLink={RouterLink}>
          <Link href="/car-comparison">Compare</Link>
        </LinkSettingsProvider>,
      );
      const link = screen.getByRole('link', { name: 'Compare' });
      expect(link).toHaveAttribute('data-router-link');
      expect(link).toHaveAttribute('href', '/car-comparison');
      expect(link).toHaveAttribute('data-link-kind', 'app');
    });

    it('open in a new tab with newTab and say so', () => {
      render(
        <Link href="/used-cars" newTab>
          Used cars
        </Link>,
      );
      const link = screen.getByRole('link', { name: 'Used cars (opens in a new tab)' });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  describe('links to the other application (full page)', () => {
    it('are prefixed with appOrigin', () => {
      render(withOrigin(<Link href="/news/ford-puma/n1">News</Link>));
      const link = screen.getByRole('link', { name: 'News' });
      expect(link).toHaveAttribute('href', 'https://www.example.co.uk/news/ford-puma/n1');
      expect(link).toHaveAttribute('data-link-kind', 'fullPage');
      expect(link).not.toHaveAttribute('target');
    });

    it('keep the plain path without an appOrigin', () => {
      render(<Link href="/reviews">Reviews</Link>);
      const link = screen.getByRole('link', { name: 'Reviews' });
      expect(link).toHaveAttribute('href', '/reviews');
      expect(link).toHaveAttribute('data-link-kind', 'fullPage');
    });

    it('never go through the router link (full page load)', () => {
      render(
        <LinkSettingsProvider routerLink={RouterLink} appOrigin={appOrigin}>
          <Link href="/reviews">Reviews</Link>
        </LinkSettingsProvider>,
      );
      expect(screen.getByRole('link', { name: 'Reviews' })).not.toHaveAttribute('data-router-link');
    });
  });

  describe('external links', () => {
    it('open in a new tab with rel noopener noreferrer and hidden "(opens in a new tab)" text', () => {
      render(withOrigin(<Link href="https://partner.example.com/gap">GAP insurance</Link>));
      const link = screen.getByRole('link', { name: 'GAP insurance (opens in a new tab)' });
      expect(link).toHaveAttribute('href', 'https://partner.example.com/gap');
      expect(link).toHaveAttribute('data-link-kind', 'external');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(screen.getByText('(opens in a new tab)')).toBeInTheDocument();
    });

    it('keep a given rel and add noopener noreferrer once', () => {
      render(
        <Link href="https://partner.example.com/" rel="sponsored noopener">
          Partner
        </Link>,
      );
      const rel =
        screen
          .getByRole('link', { name: /Partner/ })
          .getAttribute('rel')
          ?.split(' ') ?? [];
      expect(rel.sort()).toEqual(['noopener', 'noreferrer', 'sponsored']);
    });

    it('stay in the same tab with newTab false', () => {
      render(
        <Link href="https://partner.example.com/" newTab={false}>
          Partner
        </Link>,
      );
      const link = screen.getByRole('link', { name: 'Partner' });
      expect(link).not.toHaveAttribute('target');
      expect(screen.queryByText('(opens in a new tab)')).toBeNull();
    });

    it('show the external-link icon only with showExternalIcon', () => {
      const { rerender } = render(<Link href="https://partner.example.com/">Partner</Link>);
      expect(screen.getByRole('link').querySelector('svg')).toBeNull();
      rerender(
        <Link href="https://partner.example.com/" showExternalIcon>
          Partner
        </Link>,
      );
      expect(screen.getByRole('link').querySelector('svg')).toHaveAttribute('data-icon', 'externalLink');
    });

    it('treat mailto links as external', () => {
      render(<Link href="mailto:team@example.co.uk">Email us</Link>);
      expect(screen.getByRole('link', { name: /Email us/ })).toHaveAttribute('data-link-kind', 'external');
    });
  });

  it('marks the visual variant by a class, none for the default (inline)', () => {
    const { rerender } = render(<Link href="/">Home</Link>);
    expect(screen.getByRole('link').className).not.toMatch(/\blink-/);
    rerender(
      <Link href="/" variant="standalone">
        Home
      </Link>,
    );
    expect(screen.getByRole('link')).toHaveClass('link-standalone');
  });

  it('passes other anchor attributes through', () => {
    render(
      <Link href="/" aria-label="Kerbside home" className="brand" data-cy="home">
        K
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Kerbside home' });
    expect(link).toHaveClass('brand');
    expect(link).toHaveAttribute('data-cy', 'home');
  });
});

describe('Link, server build (ADR 0030)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is what Server Components import: package.json maps the react-server condition to it', () => {
    const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'));
    expect(manifest.imports['#src/primitives/Link']).toMatchObject({
      'react-server': './src/primitives/Link.server.tsx',
      default: './src/primitives/Link.tsx',
    });
  });

  it('renders a plain anchor, never the router link, without data-link-kind', () => {
    render(
      <LinkSettingsProvider routerLink={RouterLink}>
        <ServerLink href="/car-comparison" variant="standalone" className="extra">
          Compare
        </ServerLink>
      </LinkSettingsProvider>,
    );
    const link = screen.getByRole('link', { name: 'Compare' });
    expect(link).toHaveAttribute('href', '/car-comparison');
    expect(link).not.toHaveAttribute('data-router-link');
    expect(link).not.toHaveAttribute('data-link-kind');
    expect(link).toHaveClass('link-standalone');
    expect(link).toHaveClass('extra');
    expect(link).not.toHaveAttribute('target');
  });

  it("sends the other application's paths to PUBLIC_APP_ORIGIN from the environment", () => {
    vi.stubEnv('PUBLIC_APP_ORIGIN', ` ${appOrigin} `);
    render(<ServerLink href="/news/some-story/n1">Story</ServerLink>);
    expect(screen.getByRole('link', { name: 'Story' })).toHaveAttribute('href', `${appOrigin}/news/some-story/n1`);
  });

  it("keeps the other application's paths on this origin when PUBLIC_APP_ORIGIN is blank", () => {
    vi.stubEnv('PUBLIC_APP_ORIGIN', '  ');
    render(<ServerLink href="/news/some-story/n1">Story</ServerLink>);
    expect(screen.getByRole('link', { name: 'Story' })).toHaveAttribute('href', '/news/some-story/n1');
  });

  it('opens external links in a new tab and says so, as the client build does', () => {
    render(
      <ServerLink href="https://partner.example.com/" showExternalIcon>
        Partner
      </ServerLink>,
    );
    const link = screen.getByRole('link', { name: 'Partner (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).not.toBeNull();
  });
});
