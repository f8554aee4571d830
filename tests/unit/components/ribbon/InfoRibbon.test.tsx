import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { InfoRibbon } from '#src/components/ribbon/InfoRibbon';
import { LinkSettingsProvider } from '#src/providers/LinkSettings';
import { ribbonConfig, ribbonItem } from './ribbonFixture';

const base = ribbonItem;
const config = ribbonConfig;

// jsdom applies the media queries at its 1024 px width, so the mobile variant is display:none
// there; which variant shows is checked in a real browser by the stories. Queries here see both.
const hidden = { hidden: true } as const;
const region = () => document.querySelector<HTMLElement>('section[aria-label="Information"]')!;
const mobile = () => region().querySelector<HTMLElement>('[data-variant="mobile"]');
const desktop = () => region().querySelector<HTMLElement>('[data-variant="freeText"], [data-variant="teaserAndList"]');

/** A stand-in for Next's Link, so routed links can be told from plain anchors. */
function RouterLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a {...props} data-router-link="">
      {children}
    </a>
  );
}

describe('InfoRibbon', () => {
  it('is a region named Information with the mobile and desktop free texts', () => {
    render(<InfoRibbon config={config()} />);
    expect(screen.getByRole('region', { name: 'Information' })).toBe(region());
    expect(region()).toHaveAttribute('data-mobile-tone', 'info');
    expect(region()).toHaveAttribute('data-desktop-tone', 'info');
    expect(
      within(mobile()!).getByRole('link', { name: 'New Car Awards 2026: see the winners', ...hidden }),
    ).toHaveAttribute('href', '/awards/new-car-awards');
    const wide = within(desktop()!);
    expect(wide.getByRole('link', { name: base.freeText, ...hidden })).toHaveAttribute(
      'href',
      '/awards/new-car-awards',
    );
    expect(wide.getByRole('link', { name: 'See the winners', ...hidden })).toBeInTheDocument();
    expect(wide.queryByRole('link', { name: 'Save with Kerbside', ...hidden })).toBeNull();
  });

  it('gives the mobile variant the call to action when mobileCTAOptions is on, and not otherwise', () => {
    const { unmount } = render(<InfoRibbon config={config({ ctaOptions: false })} />);
    const cta = within(mobile()!).getByRole('link', { name: 'See the winners', ...hidden });
    expect(cta).toHaveAttribute('href', '/awards/new-car-awards');
    expect(cta.closest('[data-ribbon-cta]')).not.toBeNull();
    expect(within(desktop()!).queryByRole('link', { name: 'See the winners', ...hidden })).toBeNull();
    unmount();
    render(<InfoRibbon config={config({ mobileCTAOptions: false })} />);
    expect(within(mobile()!).queryByRole('link', { name: 'See the winners', ...hidden })).toBeNull();
    expect(within(mobile()!).getAllByRole('link', hidden)).toHaveLength(1);
    expect(within(desktop()!).getByRole('link', { name: 'See the winners', ...hidden })).toBeInTheDocument();
  });

  it('uses the alert style for colour flags that are true', () => {
    render(<InfoRibbon config={config({ freeTextColour: true, mobileColour: true })} />);
    expect(region()).toHaveAttribute('data-mobile-tone', 'alert');
    expect(region()).toHaveAttribute('data-desktop-tone', 'alert');
  });

  it('shows the teaser and the list of links when free text is off', () => {
    render(<InfoRibbon config={config({ useFreeText: false, teaserColour: true })} />);
    expect(region()).toHaveAttribute('data-desktop-tone', 'alert');
    const wide = within(desktop()!);
    expect(desktop()).toHaveAttribute('data-variant', 'teaserAndList');
    expect(wide.getByRole('link', { name: 'Save with Kerbside', ...hidden })).toHaveAttribute('href', '/new-car-deals');
    expect(Array.from(wide.getByRole('list', hidden).querySelectorAll('a'), (link) => link.textContent)).toEqual([
      'Car leasing',
      'Used cars for sale',
      'New car deals',
    ]);
  });

  it('shows plain text when the free text has no URL', () => {
    render(
      <InfoRibbon
        config={config({ mobileTextUrl: '', freeTextUrl: '', ctaOptions: false, mobileCTAOptions: false })}
      />,
    );
    expect(within(region()).queryAllByRole('link', hidden)).toHaveLength(0);
    expect(mobile()).toHaveTextContent('New Car Awards 2026: see the winners');
    expect(desktop()).toHaveTextContent(base.freeText);
  });

  it('renders the mobile variant alone when only the mobile text is on (no desktop attribute)', () => {
    render(<InfoRibbon config={config({ useFreeText: false, useTeaserAndList: false })} />);
    expect(mobile()).not.toBeNull();
    expect(desktop()).toBeNull();
    expect(region()).not.toHaveAttribute('data-desktop-tone');
  });

  it('renders the desktop variant alone when the mobile text is off (no mobile attribute)', () => {
    render(<InfoRibbon config={config({ useFreeTextMobile: false })} />);
    expect(mobile()).toBeNull();
    expect(desktop()).not.toBeNull();
    expect(region()).not.toHaveAttribute('data-mobile-tone');
  });

  it('renders nothing when no option flag is set', () => {
    const { container } = render(
      <InfoRibbon config={config({ useFreeText: false, useTeaserAndList: false, useFreeTextMobile: false })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing without a config or item', () => {
    const { container, rerender } = render(<InfoRibbon config={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<InfoRibbon config={{ site_ribbon: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('closes for the rest of the page view with its close button', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<InfoRibbon config={config()} />);
    const close = screen.getByRole('button', { name: 'Close information ribbon', ...hidden });
    expect(close).toHaveAttribute('type', 'button');
    await user.click(close);
    expect(container).toBeEmptyDOMElement();
    // A new config from the parent does not bring it back.
    rerender(<InfoRibbon config={config({ freeText: 'Another message' })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('closes from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<InfoRibbon config={config()} />);
    screen.getByRole('button', { name: 'Close information ribbon', ...hidden }).focus();
    await user.keyboard('{Enter}');
    expect(container).toBeEmptyDOMElement();
  });

  it('stores nothing when closed', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    sessionStorage.clear();
    render(<InfoRibbon config={config()} />);
    await user.click(screen.getByRole('button', { name: 'Close information ribbon', ...hidden }));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('makes /used-cars, /car-leasing and http links plain anchors and routes the others', () => {
    render(
      <LinkSettingsProvider routerLink={RouterLink}>
        <InfoRibbon
          config={config({
            useFreeText: false,
            teaserInfo: [{ url: 'https://partner.example/offer', title: 'Partner offer' }],
            listInfo: [...base.listInfo, { url: '/car-comparison', title: 'Car comparison' }],
          })}
        />
      </LinkSettingsProvider>,
    );
    const wide = within(desktop()!);
    for (const name of ['Partner offer', 'Car leasing', 'Used cars for sale']) {
      const link = wide.getByRole('link', { name });
      expect(link, name).toHaveAttribute('data-ribbon-link', 'plain');
      expect(link, name).not.toHaveAttribute('data-router-link');
      expect(link, name).not.toHaveAttribute('target');
    }
    expect(wide.getByRole('link', { name: 'Car leasing', ...hidden })).toHaveAttribute('href', '/car-leasing');
    // An in-app path goes through the router; a path of the other application (spec 2.9) gets
    // the Link primitive's full-page anchor.
    const routed = wide.getByRole('link', { name: 'Car comparison', ...hidden });
    expect(routed).toHaveAttribute('data-ribbon-link', 'routed');
    expect(routed).toHaveAttribute('data-router-link');
    const otherApp = wide.getByRole('link', { name: 'New car deals', ...hidden });
    expect(otherApp).toHaveAttribute('data-ribbon-link', 'routed');
    expect(otherApp).toHaveAttribute('data-link-kind', 'fullPage');
  });

  it('sends a mobile /used-cars link as a plain anchor too', () => {
    render(
      <LinkSettingsProvider routerLink={RouterLink}>
        <InfoRibbon config={config({ mobileTextUrl: '/used-cars?type=used' })} />
      </LinkSettingsProvider>,
    );
    const link = within(mobile()!).getByRole('link', { name: 'New Car Awards 2026: see the winners', ...hidden });
    expect(link).toHaveAttribute('href', '/used-cars?type=used');
    expect(link).not.toHaveAttribute('data-router-link');
  });
});
