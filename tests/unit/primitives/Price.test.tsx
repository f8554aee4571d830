import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from '#src/primitives/Price';
import { priceLabels } from '#src/lib/constants';

describe('Price', () => {
  it('formats whole pounds in GBP without pence', () => {
    const { container } = render(<Price value={12345} />);
    expect(container.textContent).toBe('£12,345');
  });

  it('keeps pence when there are any', () => {
    const { container } = render(<Price value={199.5} />);
    expect(container.textContent).toBe('£199.50');
  });

  it('formats zero as £0', () => {
    const { container } = render(<Price value={0} />);
    expect(container.textContent).toBe('£0');
  });

  it('shows the label before and the suffix after the amount, separated by spaces', () => {
    const { container } = render(<Price value={249} label={priceLabels.monthlyPcpPriceFrom} suffix="per month" />);
    expect(container.textContent).toBe('Monthly PCP price from £249 per month');
    expect(screen.getByText('£249')).toBeInTheDocument();
  });

  it('shows neither label nor suffix when not given', () => {
    const { container } = render(<Price value={18500} />);
    expect(container.firstElementChild?.children).toHaveLength(1);
  });

  it('strikes through a previous price', () => {
    const { container } = render(<Price value={21000} previous />);
    const del = container.querySelector('del');
    expect(del).not.toBeNull();
    expect(del).toHaveTextContent('£21,000');
  });

  it('does not strike through a current price', () => {
    const { container } = render(<Price value={21000} />);
    expect(container.querySelector('del')).toBeNull();
  });

  it('marks its size, inline by default', () => {
    const { container, rerender } = render(<Price value={1} />);
    expect(container.firstElementChild).toHaveAttribute('data-size', 'inline');
    rerender(<Price value={1} size="large" />);
    expect(container.firstElementChild).toHaveAttribute('data-size', 'large');
  });
});
