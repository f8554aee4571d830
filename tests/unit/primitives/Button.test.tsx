import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buttonSizeNames, buttonTypes, iconSizes } from '#tokens';
import { Button } from '#src/primitives/Button';

const iconsIn = (element: HTMLElement) => Array.from(element.querySelectorAll('svg')).map((svg) => svg.dataset.icon);

describe('Button', () => {
  it('renders a type="button" button, primary and large by default', () => {
    render(<Button>Get quotes</Button>);
    const button = screen.getByRole('button', { name: 'Get quotes' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'large');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('passes the button type through (submit)', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it.each(buttonTypes)('marks variant %s in data-variant', (variant) => {
    render(<Button variant={variant}>Label</Button>);
    expect(screen.getByRole('button', { name: 'Label' })).toHaveAttribute('data-variant', variant);
  });

  it.each(buttonSizeNames)('marks size %s in data-size', (size) => {
    render(<Button size={size}>Label</Button>);
    expect(screen.getByRole('button', { name: 'Label' })).toHaveAttribute('data-size', size);
  });

  it('calls onClick when clicked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders a link with the href when given href', () => {
    render(
      <Button href="/used-cars" variant="secondary" size="small">
        Used cars
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Used cars' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/used-cars');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link).toHaveAttribute('data-size', 'small');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('follows the link routing rule when it is a link (external opens in a new tab)', () => {
    render(<Button href="https://partner.example.com/">Partner</Button>);
    const link = screen.getByRole('link', { name: /Partner/ });
    expect(link).toHaveAttribute('data-link-kind', 'external');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('is disabled when disabled and does not call onClick', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a disabled link without href, marked aria-disabled, that ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button href="/used-cars" disabled onClick={onClick}>
        Used cars
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Used cars' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  describe('loading', () => {
    it('announces busy, shows a spinner and adds hidden "Loading" text', () => {
      render(<Button loading>Save</Button>);
      const button = screen.getByRole('button', { name: /Save/ });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleName('Save Loading');
      expect(iconsIn(button)).toContain('spinner');
    });

    it('blocks the click handler', async () => {
      const onClick = vi.fn();
      render(
        <Button loading onClick={onClick}>
          Save
        </Button>,
      );
      await userEvent.click(screen.getByRole('button', { name: /Save/ }));
      expect(onClick).not.toHaveBeenCalled();
    });

    it('does not submit its form', async () => {
      const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
      render(
        <form
          aria-label="Search"
          onSubmit={(event) => {
            onSubmit(event.nativeEvent as SubmitEvent);
          }}
        >
          <Button type="submit" loading>
            Search
          </Button>
        </form>,
      );
      await userEvent.click(screen.getByRole('button', { name: /Search/ }));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('replaces the start icon with the spinner', () => {
      render(
        <Button loading icon="search">
          Search
        </Button>,
      );
      const icons = iconsIn(screen.getByRole('button', { name: /Search/ }));
      expect(icons).toContain('spinner');
      expect(icons).not.toContain('search');
    });

    it('turns a link into a non-followable busy link', () => {
      render(
        <Button href="/used-cars" loading>
          Used cars
        </Button>,
      );
      const link = screen.getByRole('link', { name: /Used cars/ });
      expect(link).not.toHaveAttribute('href');
      expect(link).toHaveAttribute('aria-busy', 'true');
    });

    it('is not busy and has no Loading text when not loading', () => {
      render(<Button>Save</Button>);
      expect(screen.getByRole('button')).toHaveAccessibleName('Save');
      expect(screen.queryByText('Loading')).toBeNull();
    });
  });

  it('places the icon before the label by default and after it with iconPosition end', () => {
    const { rerender } = render(<Button icon="arrowRight">Next</Button>);
    let button = screen.getByRole('button', { name: 'Next' });
    expect(button.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    rerender(
      <Button icon="arrowRight" iconPosition="end">
        Next
      </Button>,
    );
    button = screen.getByRole('button', { name: 'Next' });
    expect(button.firstElementChild?.tagName.toLowerCase()).toBe('span');
    expect(button.lastElementChild).toHaveAttribute('data-icon', 'arrowRight');
  });

  it('sizes its icon from the button size token', () => {
    render(
      <Button icon="search" size="smallest">
        Search
      </Button>,
    );
    const icon = screen.getByRole('button').querySelector('svg');
    expect(icon).toHaveAttribute('width', String(iconSizes.xxs));
    expect(icon).toHaveAttribute('height', String(iconSizes.xxs));
  });

  it('adds a trailing chevron to the dropdownLink type only', () => {
    const { rerender } = render(
      <Button variant="dropdownLink" aria-expanded={false} aria-controls="menu">
        Models
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Models' });
    expect(button.lastElementChild).toHaveAttribute('data-icon', 'chevronDown');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'menu');
    rerender(<Button variant="primary">Models</Button>);
    expect(iconsIn(screen.getByRole('button', { name: 'Models' }))).not.toContain('chevronDown');
  });

  it('marks full width only when asked', () => {
    const { rerender } = render(<Button>Wide</Button>);
    expect(screen.getByRole('button')).not.toHaveAttribute('data-full-width');
    rerender(<Button fullWidth>Wide</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('data-full-width', 'true');
  });

  it('passes aria-label and data-cy through', () => {
    render(
      <Button aria-label="Close menu" data-cy="close" icon="close">
        {''}
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('data-cy', 'close');
  });
});
