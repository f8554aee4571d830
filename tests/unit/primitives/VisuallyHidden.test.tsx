import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its content in the accessibility tree, as a span by default', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Close').tagName).toBe('SPAN');
  });

  it('is not marked focusable unless asked', () => {
    render(<VisuallyHidden>Hidden</VisuallyHidden>);
    expect(screen.getByText('Hidden')).not.toHaveAttribute('data-focusable');
  });

  it('renders a focusable skip link with as="a", href and focusable', async () => {
    render(
      <VisuallyHidden as="a" href="#main" focusable id="skip">
        Skip to content
      </VisuallyHidden>,
    );
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveAttribute('href', '#main');
    expect(link).toHaveAttribute('id', 'skip');
    expect(link).toHaveAttribute('data-focusable', 'true');
    await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it('is clipped to a 1px box (styles applied in jsdom)', () => {
    render(<VisuallyHidden>Hidden</VisuallyHidden>);
    const style = getComputedStyle(screen.getByText('Hidden'));
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(style.overflow).toBe('hidden');
    expect(style.clipPath).toBe('inset(50%)');
  });

  it('is revealed while it has keyboard focus when focusable', async () => {
    render(
      <VisuallyHidden as="a" href="#main" focusable>
        Skip to content
      </VisuallyHidden>,
    );
    const link = screen.getByRole('link');
    await userEvent.tab();
    expect(link).toHaveFocus();
    const style = getComputedStyle(link);
    expect(style.position).toBe('static');
    expect(style.overflow).toBe('visible');
    expect(style.clipPath).toBe('none');
    await userEvent.tab();
    expect(getComputedStyle(link).position).toBe('absolute');
  });

  it('stays hidden while focused when not focusable', async () => {
    render(
      <VisuallyHidden as="a" href="#main">
        Hidden link
      </VisuallyHidden>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link');
    expect(link).toHaveFocus();
    expect(getComputedStyle(link).position).toBe('absolute');
  });
});
