import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { space, viewportNames } from '#tokens';
import { Container, Grid, Stack } from '#src/primitives/Layout';

/** The --grid-columns-* custom properties of a grid, by viewport. */
const columnsOf = (element: HTMLElement) =>
  Object.fromEntries(viewportNames.map((name) => [name, element.style.getPropertyValue(`--grid-columns-${name}`)]));

describe('Grid', () => {
  it('sets one column count per viewport, missing viewports inheriting the next smaller one', () => {
    render(
      <Grid columns={{ xs: 1, lg: 3 }} as="ul">
        <li>Cell</li>
      </Grid>,
    );
    expect(columnsOf(screen.getByRole('list'))).toEqual({ xs: '1', sm: '1', md: '1', lg: '3' });
  });

  it('inherits from sm into md', () => {
    render(
      <Grid columns={{ xs: 2, sm: 4 }} as="ul">
        <li>Cell</li>
      </Grid>,
    );
    expect(columnsOf(screen.getByRole('list'))).toEqual({ xs: '2', sm: '4', md: '4', lg: '4' });
  });

  it('starts from one column when xs is not given', () => {
    render(
      <Grid columns={{ md: 4 }} as="ul">
        <li>Cell</li>
      </Grid>,
    );
    expect(columnsOf(screen.getByRole('list'))).toEqual({ xs: '1', sm: '1', md: '4', lg: '4' });
  });

  it('uses one number for every viewport', () => {
    render(
      <Grid columns={2} as="ul">
        <li>Cell</li>
      </Grid>,
    );
    expect(columnsOf(screen.getByRole('list'))).toEqual({ xs: '2', sm: '2', md: '2', lg: '2' });
  });

  it('defaults to 1 / 2 / 2 / 3 columns and a gap of space step 5', () => {
    render(
      <Grid as="ul">
        <li>Cell</li>
      </Grid>,
    );
    const grid = screen.getByRole('list');
    expect(columnsOf(grid)).toEqual({ xs: '1', sm: '2', md: '2', lg: '3' });
    expect(grid.style.getPropertyValue('--grid-gap')).toBe(`${space[5]}px`);
  });

  it('sets the gap from the space step', () => {
    render(
      <Grid gap={2} as="ul">
        <li>Cell</li>
      </Grid>,
    );
    expect(screen.getByRole('list').style.getPropertyValue('--grid-gap')).toBe('8px');
  });

  it('renders a div by default and passes className through', () => {
    const { container } = render(
      <Grid className="cards">
        <span>Cell</span>
      </Grid>,
    );
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container.firstElementChild).toHaveClass('cards');
  });
});

describe('Stack', () => {
  it('is a column with gap step 4, stretch alignment and no wrapping by default', () => {
    const { container } = render(
      <Stack>
        <span>A</span>
      </Stack>,
    );
    const stack = container.firstElementChild as HTMLElement;
    expect(stack.tagName).toBe('DIV');
    // The defaults are the base rule (column, stretch, start), so they write no attribute.
    expect(stack).not.toHaveAttribute('data-direction');
    expect(stack).not.toHaveAttribute('data-align');
    expect(stack).not.toHaveAttribute('data-justify');
    expect(stack).not.toHaveAttribute('data-wrap');
    expect(stack.style.gap).toBe(`${space[4]}px`);
  });

  it('marks direction, alignment, distribution and wrapping, with the gap from the space step', () => {
    render(
      <Stack as="ul" direction="row" gap={7} align="center" justify="between" wrap>
        <li>A</li>
      </Stack>,
    );
    const stack = screen.getByRole('list');
    expect(stack).toHaveAttribute('data-direction', 'row');
    expect(stack).toHaveAttribute('data-align', 'center');
    expect(stack).toHaveAttribute('data-justify', 'between');
    expect(stack).toHaveAttribute('data-wrap', 'true');
    expect(stack.style.gap).toBe('48px');
  });
});

describe('Container', () => {
  it('renders a div by default with its children', () => {
    const { container } = render(<Container>Content</Container>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container.firstElementChild).toHaveTextContent('Content');
  });

  it('renders the element given in as, with id and className', () => {
    render(
      <Container as="section" id="deals" className="page">
        <h2>Deals</h2>
      </Container>,
    );
    const section = screen.getByRole('heading', { name: 'Deals' }).parentElement;
    expect(section?.tagName).toBe('SECTION');
    expect(section).toHaveAttribute('id', 'deals');
    expect(section).toHaveClass('page');
  });
});
