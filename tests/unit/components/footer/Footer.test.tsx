import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Footer } from '#src/components/footer/Footer';
import { footerSections } from '#src/components/footer/footerLinks';

const columns = () =>
  within(screen.getByRole('contentinfo').querySelector<HTMLElement>('[data-footer-layout="columns"]')!);
const accordion = () =>
  within(screen.getByRole('contentinfo').querySelector<HTMLElement>('[data-footer-layout="accordion"]')!);
// jsdom applies the media queries at its 1024 px width, so the xs accordion is display:none
// there; the stories check which layout shows in a real browser. Accordion queries see it anyway.
const hidden = { hidden: true } as const;
const isExpanded = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';

describe('Footer', () => {
  beforeEach(() => {
    // Midday local time, so the year is 2030 whatever the test machine's time zone.
    globalThis.__KERBSIDE_NOW__ = new Date(2030, 0, 1, 12);
  });

  afterEach(() => {
    delete globalThis.__KERBSIDE_NOW__;
  });

  it('is the content info with a Footer navigation', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.tagName).toBe('FOOTER');
    expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });

  it('has the four sections of spec 2.6 as column headings, in order', () => {
    render(<Footer />);
    expect(
      columns()
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Quick search', 'Tools & services', 'Legal bits', 'Information']);
  });

  it('lists every section link in its column with its path', () => {
    render(<Footer />);
    const lists = columns().getAllByRole('list');
    expect(lists).toHaveLength(footerSections.length);
    footerSections.forEach((section, index) => {
      const links = within(lists[index]!).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        section.links.map((link) => [link.text, link.href]),
      );
      for (const link of links) expect(link).not.toHaveAttribute('target');
    });
  });

  it('has the same sections as accordion items, all closed at first', () => {
    render(<Footer />);
    const triggers = accordion().getAllByRole('button', hidden);
    expect(triggers.map((trigger) => trigger.textContent)).toEqual(footerSections.map((section) => section.title));
    expect(triggers.some(isExpanded)).toBe(false);
    expect(accordion().queryAllByRole('link', hidden)).toHaveLength(0);
  });

  // Keyboard opening is played in a real browser by the MobileAccordions story (jsdom will not
  // focus the accordion, which its media query hides at jsdom's width).
  it('opens one accordion section at a time', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    // Found again at each step: the accordion's code loads on the first pointer and
    // replaces the buttons the footer rendered first (LazyAccordion). It is loaded first here, so
    // that no click is made on a button the swap has just taken away (a simulated pointer sends its
    // events to the element it was given; clicks before the load: LazyAccordion.test.tsx).
    const quick = () => accordion().getByRole('button', { name: 'Quick search', ...hidden });
    const legal = () => accordion().getByRole('button', { name: 'Legal bits', ...hidden });
    const twinButton = quick();
    await user.hover(twinButton);
    await waitFor(() => expect(quick()).not.toBe(twinButton));
    await user.click(quick());
    expect(isExpanded(quick())).toBe(true);
    expect(accordion().getByRole('link', { name: 'New car reviews', ...hidden })).toHaveAttribute('href', '/reviews');
    await user.click(legal());
    expect(isExpanded(legal())).toBe(true);
    expect(isExpanded(quick())).toBe(false);
    expect(accordion().getByRole('link', { name: 'Terms and conditions', ...hidden })).toHaveAttribute(
      'href',
      '/news/terms-and-conditions/n17594',
    );
    expect(accordion().queryByRole('link', { name: 'New car reviews', ...hidden })).toBeNull();
    await user.click(legal());
    expect(accordion().getAllByRole('button', hidden).some(isExpanded)).toBe(false);
  });

  it('has the newsletter and magazine links, opening in a new tab with rel noopener', () => {
    render(<Footer />);
    for (const name of [/Sign up to the Kerbside newsletter/, /Subscribe to Kerbside magazine/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('links to three social networks with icons and accessible names', () => {
    render(<Footer />);
    const expected = [
      ['Facebook', 'facebook', 'https://www.facebook.com/kerbside'],
      ['X', 'x', 'https://x.com/kerbside'],
      ['Instagram', 'instagram', 'https://www.instagram.com/kerbside'],
    ] as const;
    for (const [network, icon, href] of expected) {
      const link = screen.getByRole('link', { name: `Kerbside on ${network} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      expect(link.querySelector(`svg[data-icon="${icon}"]`)).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('has the press-regulator and impact-report logos as external links with text alternatives', () => {
    render(<Footer />);
    const regulator = screen.getByRole('img', { name: /Regulated by IPSO/ });
    const impact = screen.getByRole('img', { name: 'Kerbside Media Ltd impact report' });
    for (const logo of [regulator, impact]) {
      const link = logo.closest('a')!;
      expect(link).toHaveAccessibleName(expect.stringContaining(logo.getAttribute('aria-label')!));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    }
    expect(regulator.closest('a')).toHaveAttribute('href', 'https://www.ipso.co.uk/');
  });

  it('shows the parent-company note with the year of the clock', () => {
    render(<Footer />);
    expect(screen.getByText(/^© 2030 Kerbside Media Ltd\./)).toBeInTheDocument();
  });

  it('follows the clock to another year', () => {
    globalThis.__KERBSIDE_NOW__ = new Date(2031, 5, 15, 12);
    render(<Footer />);
    expect(screen.getByText(/^© 2031 Kerbside Media Ltd\./)).toBeInTheDocument();
  });

  describe('Call the dealer team', () => {
    it('shows the line with a tel: link when enabled and a number is set', () => {
      render(<Footer showDealerPhone dealerPhone="0800 123 4567" />);
      const line = screen.getByText(/Call the dealer team on/);
      const link = within(line).getByRole('link', { name: '0800 123 4567' });
      expect(link).toHaveAttribute('href', 'tel:08001234567');
      expect(link).not.toHaveAttribute('target');
      expect(line.closest('[data-dealer-phone]')).toHaveTextContent('Call the dealer team on 0800 123 4567');
    });

    it.each([
      ['off by default', {}],
      ['enabled without a number', { showDealerPhone: true }],
      ['enabled with an empty number', { showDealerPhone: true, dealerPhone: '   ' }],
      ['a number but not enabled', { showDealerPhone: false, dealerPhone: '0800 123 4567' }],
      ['a number without the flag', { dealerPhone: '0800 123 4567' }],
    ])('is absent %s', (_, props) => {
      render(<Footer {...props} />);
      expect(screen.queryByText(/Call the dealer team/)).toBeNull();
      expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    });
  });
});
