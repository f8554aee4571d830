import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionItem } from '#src/primitives/Accordion';

const items: AccordionItem[] = [
  { id: 'quick-search', title: 'Quick search', content: 'Quick search links' },
  { id: 'tools', title: 'Tools & services', content: 'Tools links' },
  { id: 'legal', title: 'Legal bits', content: 'Legal links' },
];

const trigger = (name: string) => screen.getByRole('button', { name });

/** The titles of the open items, in order. */
const openTitles = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

describe('Accordion', () => {
  it('starts with every item closed and no content shown', () => {
    render(<Accordion items={items} />);
    expect(openTitles()).toEqual([]);
    expect(screen.queryByText('Quick search links')).toBeNull();
  });

  it('opens the seed item at first', () => {
    render(<Accordion items={items} seedIndex={1} />);
    expect(openTitles()).toEqual(['Tools & services']);
    expect(screen.getByText('Tools links')).toBeVisible();
  });

  it('ignores a seed index with no item', () => {
    render(<Accordion items={items} seedIndex={7} />);
    expect(openTitles()).toEqual([]);
  });

  it('opens an item on click and shows its content in a region named by the trigger', async () => {
    render(<Accordion items={items} />);
    await userEvent.click(trigger('Legal bits'));
    expect(openTitles()).toEqual(['Legal bits']);
    const region = screen.getByRole('region', { name: 'Legal bits' });
    expect(region).toHaveTextContent('Legal links');
    expect(trigger('Legal bits')).toHaveAttribute('aria-controls', region.id);
  });

  it('keeps at most one item open', async () => {
    render(<Accordion items={items} seedIndex={0} />);
    await userEvent.click(trigger('Tools & services'));
    expect(openTitles()).toEqual(['Tools & services']);
    expect(screen.queryByText('Quick search links')).toBeNull();
    await userEvent.click(trigger('Legal bits'));
    expect(openTitles()).toEqual(['Legal bits']);
  });

  it('closes the open item when it is clicked again (collapsible)', async () => {
    render(<Accordion items={items} seedIndex={2} />);
    await userEvent.click(trigger('Legal bits'));
    expect(openTitles()).toEqual([]);
    expect(screen.queryByText('Legal links')).toBeNull();
  });

  it('reports the open item id, and undefined when all are closed', async () => {
    const onOpenChange = vi.fn();
    render(<Accordion items={items} onOpenChange={onOpenChange} />);
    await userEvent.click(trigger('Tools & services'));
    expect(onOpenChange).toHaveBeenLastCalledWith('tools');
    await userEvent.click(trigger('Tools & services'));
    expect(onOpenChange).toHaveBeenLastCalledWith(undefined);
  });

  it('uses the index as id when items have none', async () => {
    const onOpenChange = vi.fn();
    render(
      <Accordion
        items={[
          { title: 'A', content: 'a' },
          { title: 'B', content: 'b' },
        ]}
        onOpenChange={onOpenChange}
      />,
    );
    await userEvent.click(trigger('B'));
    expect(onOpenChange).toHaveBeenLastCalledWith('1');
  });

  it('opens with the keyboard (Enter and Space on the trigger)', async () => {
    render(<Accordion items={items} />);
    await userEvent.tab();
    expect(trigger('Quick search')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(openTitles()).toEqual(['Quick search']);
    await userEvent.tab();
    expect(trigger('Tools & services')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(openTitles()).toEqual(['Tools & services']);
  });

  it('wraps triggers in headings of headingLevel (h3 by default)', () => {
    const { unmount } = render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    unmount();
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Quick search',
      'Tools & services',
      'Legal bits',
    ]);
  });

  it('colours the chevron green (positive) by default and with iconColor otherwise', () => {
    const { unmount } = render(<Accordion items={items} />);
    expect(trigger('Quick search').querySelector('svg')).toHaveAttribute('data-color', 'positive');
    expect(trigger('Quick search').querySelector('svg')).toHaveAttribute('data-icon', 'chevronDown');
    unmount();
    render(<Accordion items={items} iconColor="textInverse" />);
    expect(trigger('Quick search').querySelector('svg')).toHaveAttribute('data-color', 'textInverse');
  });

  it('marks the appearance, boxed by default', () => {
    const { container, rerender } = render(<Accordion items={items} />);
    expect(container.firstElementChild).toHaveAttribute('data-appearance', 'boxed');
    rerender(<Accordion items={items} appearance="plain" />);
    expect(container.firstElementChild).toHaveAttribute('data-appearance', 'plain');
  });

  describe('collapsedHeight (Show more / Show less)', () => {
    afterEach(() => vi.restoreAllMocks());

    const mockContentHeight = (height: number) =>
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);

    it('clips content taller than collapsedHeight behind Show more, and Show less restores it', async () => {
      mockContentHeight(400);
      render(<Accordion items={items} seedIndex={0} collapsedHeight={120} />);
      const showMore = screen.getByRole('button', { name: 'Show more' });
      expect(showMore).toHaveAttribute('aria-expanded', 'false');
      const clamp = document.getElementById(showMore.getAttribute('aria-controls')!);
      expect(clamp).toHaveTextContent('Quick search links');
      expect(clamp).toHaveAttribute('data-clamped');
      expect(clamp).toHaveStyle({ maxHeight: '120px' });

      await userEvent.click(showMore);
      const showLess = screen.getByRole('button', { name: 'Show less' });
      expect(showLess).toHaveAttribute('aria-expanded', 'true');
      expect(clamp).not.toHaveAttribute('data-clamped');
      expect(clamp!.style.maxHeight).toBe('');

      await userEvent.click(showLess);
      expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
      expect(clamp).toHaveAttribute('data-clamped');
    });

    it('offers no Show more when the content fits', () => {
      mockContentHeight(80);
      render(<Accordion items={items} seedIndex={0} collapsedHeight={120} />);
      expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
      expect(screen.getByText('Quick search links')).not.toHaveAttribute('data-clamped');
    });

    it('never clips without collapsedHeight', () => {
      mockContentHeight(4000);
      render(<Accordion items={items} seedIndex={0} />);
      expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    });
  });
});
