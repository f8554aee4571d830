import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_TOOLS_MESSAGE, PARTNER_OFFERS_TITLE, ToolsHub } from '#src/components/tools-hub/ToolsHub';
import { partnerOffers, toolsHubPaths, toolsHubSections } from '#src/components/tools-hub/toolsHubLinks';

describe('toolsHubLinks', () => {
  it('lists every tool and service the hub must link to', () => {
    const paths = toolsHubPaths();
    for (const path of [
      '/car-comparison',
      '/real-mpg-calculator',
      '/news/company-car-tax-calculator',
      '/news/van-tax-calculator',
      '/fuel-comparison-tool',
      '/car-finance',
      '/car-valuation/',
      '/class/sell-my-car',
      '/class/gap-insurance',
      '/new-car-deals',
      '/car-leasing',
      '/used-cars',
      '/my-shortlist',
    ])
      expect(paths).toContain(path);
  });

  it('has each tool once, with a name, a description and a site path', () => {
    const links = toolsHubSections.flatMap((section) => section.links);
    expect(new Set(links.map((link) => link.href)).size).toBe(links.length);
    for (const link of links) {
      expect(link.title.trim()).not.toBe('');
      expect(link.description.length).toBeGreaterThan(20);
      expect(link.href).toMatch(/^\/[a-z0-9/-]*$/);
    }
    expect(new Set(toolsHubSections.map((section) => section.id)).size).toBe(toolsHubSections.length);
  });

  it('carries the partner offers of spec 1', () => {
    expect(partnerOffers.map((offer) => [offer.title, offer.saving])).toEqual([
      ['Car warranty', '5% off'],
      ['GAP insurance', '12% off'],
      ['Car finance', 'Free quote'],
    ]);
  });
});

describe('ToolsHub', () => {
  it('renders the offers and a section per group of tools', () => {
    render(<ToolsHub sections={toolsHubSections} offers={partnerOffers} />);
    const offers = screen.getByRole('region', { name: PARTNER_OFFERS_TITLE });
    expect(within(offers).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const section of toolsHubSections) {
      const region = screen.getByRole('region', { name: section.title });
      for (const link of section.links)
        expect(within(region).getByRole('link', { name: link.title })).toHaveAttribute('href', link.href);
    }
  });

  it('leaves out empty groups and the offers when there are none, and shows the empty state with no tools', () => {
    const { rerender } = render(
      <ToolsHub sections={[{ id: 'none', title: 'Nothing here', links: [] }, toolsHubSections[0]!]} offers={[]} />,
    );
    expect(screen.queryByRole('region', { name: 'Nothing here' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PARTNER_OFFERS_TITLE })).not.toBeInTheDocument();
    rerender(<ToolsHub sections={[]} offers={[]} />);
    expect(screen.getByText(NO_TOOLS_MESSAGE)).toBeInTheDocument();
  });
});
