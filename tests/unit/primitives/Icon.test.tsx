import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconSizeNames, iconSizes } from '#tokens';
import { Icon, iconNames } from '#src/primitives/Icon';

const svgOf = (container: HTMLElement) => {
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('No svg rendered');
  return svg;
};

describe('Icon', () => {
  it.each(iconSizeNames)('size %s sets width and height from the icon-size token', (size) => {
    const svg = svgOf(render(<Icon name="search" size={size} />).container);
    expect(svg).toHaveAttribute('width', String(iconSizes[size]));
    expect(svg).toHaveAttribute('height', String(iconSizes[size]));
  });

  it('is md (24 px) with a 24x24 view box by default', () => {
    const svg = svgOf(render(<Icon name="search" />).container);
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('height', '24');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
  });

  it('is hidden from assistive technology without a title', () => {
    const svg = svgOf(render(<Icon name="shortlist" />).container);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('treats an empty title as no title', () => {
    const svg = svgOf(render(<Icon name="shortlist" title="" />).container);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image with an accessible name when given a title', () => {
    render(<Icon name="compare" title="Compare cars" />);
    const img = screen.getByRole('img', { name: 'Compare cars' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('draws in currentColor unless a colour role is given', () => {
    const plain = svgOf(render(<Icon name="check" />).container);
    // The drawing defaults are CSS on the svg, not attributes repeated on every icon.
    expect(plain).not.toHaveAttribute('stroke');
    expect(getComputedStyle(plain).getPropertyValue('stroke').toLowerCase()).toBe('currentcolor');
    expect(getComputedStyle(plain).getPropertyValue('fill')).toBe('none');
    expect(plain).not.toHaveAttribute('data-color');
    const coloured = svgOf(render(<Icon name="check" color="positive" />).container);
    expect(coloured).toHaveAttribute('data-color', 'positive');
  });

  it('passes className through for layout by the parent', () => {
    const svg = svgOf(render(<Icon name="menu" className="from-parent" />).container);
    expect(svg).toHaveClass('from-parent');
  });

  it('covers every icon the spec implies, and only real names (no docgen or other stray keys)', () => {
    const implied = [
      'compare',
      'shortlist',
      'search',
      'close',
      'menu',
      'chevronDown',
      'chevronUp',
      'chevronLeft',
      'chevronRight',
      'user',
      'phone',
      'externalLink',
      'star',
      'facebook',
      'x',
      'instagram',
      'info',
      'alert',
    ];
    for (const name of implied) expect(iconNames).toContain(name);
    for (const name of iconNames) expect(name).toMatch(/^[a-z][A-Za-z]*$/);
  });

  it.each(iconNames)('renders non-empty svg content for %s', (name) => {
    const svg = svgOf(render(<Icon name={name} />).container);
    expect(svg).toHaveAttribute('data-icon', name);
    expect(svg.children.length).toBeGreaterThan(0);
    const shapes = svg.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse');
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) {
      if (shape.tagName === 'path') expect(shape.getAttribute('d')?.trim()).toBeTruthy();
    }
  });

  it('covers every icon the site spec implies', () => {
    const required = [
      'compare',
      'shortlist',
      'shortlistFilled',
      'search',
      'close',
      'menu',
      'chevronDown',
      'chevronUp',
      'chevronLeft',
      'chevronRight',
      'arrowRight',
      'user',
      'phone',
      'externalLink',
      'star',
      'starHalf',
      'starEmpty',
      'facebook',
      'x',
      'instagram',
      'info',
      'alert',
      'plus',
      'minus',
      'check',
      'mail',
      'location',
      'calendar',
      'fuel',
      'gauge',
      'spinner',
    ];
    expect(iconNames).toEqual(expect.arrayContaining(required));
  });
});
