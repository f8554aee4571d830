import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from '#src/primitives/Heading';

describe('Heading', () => {
  it.each([
    [1, 'display'],
    [2, 'large'],
    [3, 'medium'],
    [4, 'small'],
    [5, 'tiny'],
    [6, 'tiny'],
  ] as const)('level %s renders a heading of that level with the default size %s', (level, size) => {
    render(<Heading level={level}>Title</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Title' });
    expect(heading.tagName).toBe(`H${level}`);
    expect(heading).toHaveAttribute('data-size', size);
  });

  it('keeps the level when the size is chosen separately', () => {
    render(
      <Heading level={1} size="small">
        Small h1
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Small h1' });
    expect(heading).toHaveAttribute('data-size', 'small');
  });

  it('marks the tone, default unless given', () => {
    const { rerender } = render(<Heading level={2}>Title</Heading>);
    expect(screen.getByRole('heading')).toHaveAttribute('data-tone', 'default');
    rerender(
      <Heading level={2} tone="brand">
        Title
      </Heading>,
    );
    expect(screen.getByRole('heading')).toHaveAttribute('data-tone', 'brand');
  });

  it('passes id and className through (anchors and aria-labelledby)', () => {
    render(
      <Heading level={2} id="trims" className="from-parent">
        Trims
      </Heading>,
    );
    const heading = screen.getByRole('heading', { name: 'Trims' });
    expect(heading).toHaveAttribute('id', 'trims');
    expect(heading).toHaveClass('from-parent');
  });
});
