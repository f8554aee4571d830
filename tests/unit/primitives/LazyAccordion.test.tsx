/**
 * LazyAccordion: the server HTML is Accordion's at rest, byte for byte (and hydrates without a
 * mismatch); Accordion loads when the accordion comes within 250px of the viewport, on idle, or on
 * the first pointer, touch, focus or click in it, and replaces the twin; an item clicked open
 * before the code arrived is open at once and stays so, with focus on its trigger; a failed load
 * keeps the twin and is retried.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionItem, type AccordionProps } from '#src/primitives/Accordion';
import { LazyAccordion, type LazyAccordionProps } from '#src/primitives/LazyAccordion';

type LoadAccordion = NonNullable<LazyAccordionProps['loadAccordion']>;

/** A loadAccordion whose answer the test releases. */
function deferredAccordion() {
  let release: () => void = () => undefined;
  const loadAccordion = vi.fn<LoadAccordion>(
    () =>
      new Promise((resolve) => {
        release = () => resolve({ Accordion });
      }),
  );
  return { loadAccordion, release: () => act(async () => release()) };
}

const items: AccordionItem[] = [
  { id: 'quick-search', title: 'Quick search', content: <a href="/reviews">New car reviews</a> },
  { id: 'tools', title: 'Tools & services', content: 'Tools links' },
  { title: 'Legal bits', content: <p>Legal links</p> },
];

const trigger = (name: string) => screen.getByRole('button', { name });
const openTitles = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

// The idle callbacks and intersection observers the component registers, run by the tests.
let idleCallbacks: (() => void)[] = [];
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; target?: Element }[] = [];
const intersect = (isIntersecting: boolean) =>
  act(async () => {
    for (const observer of observers)
      observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

beforeEach(() => {
  idleCallbacks = [];
  observers = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        observers = observers.filter((observer) => observer !== this.entry);
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyAccordion', () => {
  it('renders the same server HTML as Accordion at rest', () => {
    const variants: Partial<AccordionProps>[] = [
      {},
      { className: 'extra', headingLevel: 2, appearance: 'inverse', iconColor: 'textInverse' },
      { seedIndex: 1 },
      { seedIndex: 0, collapsedHeight: 40, appearance: 'plain' },
    ];
    for (const props of variants) {
      // Inside other elements, as on a page: Radix's ids depend on the position in the tree.
      const page = (accordion: React.ReactNode) =>
        renderToString(
          <main>
            <p />
            {accordion}
          </main>,
        );
      const lazy = page(<LazyAccordion items={items} {...props} />);
      const full = page(<Accordion items={items} {...props} />);
      expect(lazy).toBe(full);
      // Closed items have Radix's hidden, empty content element: no JavaScript, no content.
      expect(lazy).toContain('hidden=""');
    }
  });

  it('hydrates the server HTML without a mismatch', async () => {
    const html = renderToString(<LazyAccordion items={items} seedIndex={1} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loadAccordion } = deferredAccordion();
    const root = await act(async () =>
      hydrateRoot(container, <LazyAccordion items={items} seedIndex={1} loadAccordion={loadAccordion} />, {
        onRecoverableError,
      }),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('loads nothing at first, then when it comes within 250px of the viewport', async () => {
    const { loadAccordion, release } = deferredAccordion();
    render(<LazyAccordion items={items} loadAccordion={loadAccordion} />);
    const plain = trigger('Quick search');
    expect(loadAccordion).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.rootMargin).toBe('250px');
    expect(observers[0]?.target).toBe(plain.closest('[data-appearance]'));
    await intersect(false);
    expect(loadAccordion).not.toHaveBeenCalled();
    await intersect(true);
    expect(loadAccordion).toHaveBeenCalledTimes(1);
    await release();
    expect(trigger('Quick search')).not.toBe(plain);
    expect(openTitles()).toEqual([]);
    // The loaded accordion opens items and stops observing.
    await userEvent.click(trigger('Tools & services'));
    expect(openTitles()).toEqual(['Tools & services']);
    expect(observers).toHaveLength(0);
  });

  it('loads when the browser is idle', async () => {
    const { loadAccordion, release } = deferredAccordion();
    render(<LazyAccordion items={items} loadAccordion={loadAccordion} />);
    const plain = trigger('Legal bits');
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks[0]?.());
    expect(loadAccordion).toHaveBeenCalledTimes(1);
    await release();
    expect(trigger('Legal bits')).not.toBe(plain);
  });

  it('loads after a timeout where the browser has no requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const loadAccordion = vi.fn<LoadAccordion>(() => new Promise(() => undefined));
      render(<LazyAccordion items={items} loadAccordion={loadAccordion} />);
      expect(loadAccordion).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(2000));
      expect(loadAccordion).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads on the first pointer, touch, focus or click in it', async () => {
    const events = [fireEvent.pointerEnter, fireEvent.touchStart, fireEvent.focus, fireEvent.click];
    for (const fire of events) {
      const { loadAccordion, release } = deferredAccordion();
      const { unmount } = render(<LazyAccordion items={items} loadAccordion={loadAccordion} />);
      const plain = trigger('Tools & services');
      expect(loadAccordion).not.toHaveBeenCalled();
      fire(plain);
      expect(loadAccordion).toHaveBeenCalledTimes(1);
      await release();
      expect(trigger('Tools & services')).not.toBe(plain);
      unmount();
    }
  });

  it('opens an item clicked before the code arrived at once, keeps it open and the focus on its trigger', async () => {
    const { loadAccordion, release } = deferredAccordion();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<LazyAccordion items={items} loadAccordion={loadAccordion} onOpenChange={onOpenChange} />);
    await user.tab();
    const plain = trigger('Quick search');
    expect(plain).toHaveFocus();
    expect(loadAccordion).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(openTitles()).toEqual(['Quick search']);
    expect(screen.getByRole('link', { name: 'New car reviews' })).toHaveAttribute('href', '/reviews');
    expect(onOpenChange).toHaveBeenLastCalledWith('quick-search');
    await release();
    const loaded = trigger('Quick search');
    expect(loaded).not.toBe(plain);
    expect(loaded).toHaveFocus();
    expect(openTitles()).toEqual(['Quick search']);
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    // Radix's keyboard: ArrowDown moves to the next trigger; Enter opens it and closes the first.
    await user.keyboard('{ArrowDown}');
    expect(trigger('Tools & services')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(openTitles()).toEqual(['Tools & services']);
    expect(onOpenChange).toHaveBeenLastCalledWith('tools');
  });

  it('keeps closed the seed item closed by a click before the code arrived', async () => {
    const { loadAccordion, release } = deferredAccordion();
    render(<LazyAccordion items={items} seedIndex={2} loadAccordion={loadAccordion} />);
    expect(openTitles()).toEqual(['Legal bits']);
    await userEvent.click(trigger('Legal bits'));
    expect(openTitles()).toEqual([]);
    await release();
    expect(openTitles()).toEqual([]);
    expect(screen.queryByText('Legal links')).toBeNull();
  });

  it('waits for the click of a pointer pressed when the code arrived', async () => {
    const { loadAccordion, release } = deferredAccordion();
    render(<LazyAccordion items={items} loadAccordion={loadAccordion} />);
    const plain = trigger('Tools & services');
    fireEvent.pointerDown(plain);
    await release();
    // Still the twin: the pressed element is there for the click.
    expect(trigger('Tools & services')).toBe(plain);
    fireEvent.pointerUp(plain);
    fireEvent.click(plain);
    await waitFor(() => expect(trigger('Tools & services')).not.toBe(plain));
    expect(openTitles()).toEqual(['Tools & services']);
  });

  it('keeps the twin after a failed load and tries again on the next interaction', async () => {
    const loadAccordion = vi
      .fn<LoadAccordion>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Accordion });
    render(<LazyAccordion items={items} loadAccordion={loadAccordion} />);
    const plain = trigger('Quick search');
    await act(async () => fireEvent.touchStart(plain));
    expect(loadAccordion).toHaveBeenCalledTimes(1);
    expect(trigger('Quick search')).toBe(plain);
    await act(async () => fireEvent.focus(plain));
    expect(loadAccordion).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger('Quick search')).not.toBe(plain));
  });
});
