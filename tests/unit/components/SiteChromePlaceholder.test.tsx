import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeaderPlaceholder } from '../../../src/components/SiteChromePlaceholder';

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
