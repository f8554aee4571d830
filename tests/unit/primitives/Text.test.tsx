import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from '#src/primitives/Text';

describe('Text', () => {
  it('renders a paragraph, md size, default tone and regular weight by default', () => {
    render(<Text>Body copy</Text>);
    const text = screen.getByText('Body copy');
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('data-size', 'md');
    expect(text).toHaveAttribute('data-tone', 'default');
    expect(text).toHaveAttribute('data-weight', 'regular');
  });

  it.each(['span', 'div', 'strong', 'small'] as const)('renders as a %s when asked', (as) => {
    render(<Text as={as}>Inline</Text>);
    expect(screen.getByText('Inline').tagName).toBe(as.toUpperCase());
  });

  it('marks size, tone and weight', () => {
    render(
      <Text size="sm" tone="danger" weight="bold">
        Invalid postcode
      </Text>,
    );
    const text = screen.getByText('Invalid postcode');
    expect(text).toHaveAttribute('data-size', 'sm');
    expect(text).toHaveAttribute('data-tone', 'danger');
    expect(text).toHaveAttribute('data-weight', 'bold');
  });

  it('passes id and className through', () => {
    render(
      <Text id="hint" className="from-parent">
        Hint
      </Text>,
    );
    const text = screen.getByText('Hint');
    expect(text).toHaveAttribute('id', 'hint');
    expect(text).toHaveClass('from-parent');
  });
});
