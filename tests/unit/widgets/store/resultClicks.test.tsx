/**
 * Delegated click statistics for result links (resultClicks.ts): pointer-down (not the secondary
 * button) or Enter (key or key code 13, spec 9) on a link counts; other keys, other events and
 * targets outside links do not; the hook reports the hit id its `idOf` names. Also the /used-cars
 * card link's id (usedCarIdOfLink).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usedCarIdOfLink } from '#src/components/usedCars/UsedCarsSearch';
import { activatedResultLink, hitIdOfListItem, useResultClicks } from '#src/widgets/store/resultClicks';

function List({ onClick }: { onClick: (id: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useResultClicks(ref, hitIdOfListItem, onClick);
  return (
    <div ref={ref}>
      <ol>
        <li data-hit-id="r1">
          <a href="/reviews/one">
            <span>One</span>
          </a>
        </li>
        <li data-hit-id="r2">
          <a href="/reviews/two">Two</a>
          <button type="button">Not a link</button>
        </li>
      </ol>
      <a href="/search?search=golf&page=2">Page 2</a>
    </div>
  );
}

describe('activatedResultLink', () => {
  const link = document.createElement('a');
  link.href = '/x';
  const inner = document.createElement('span');
  link.append(inner);

  const event = (type: string, init: Record<string, unknown>, target: EventTarget) => {
    const e = new Event(type, { bubbles: true });
    Object.assign(e, init);
    Object.defineProperty(e, 'target', { value: target });
    return e;
  };

  it('takes pointer-down on a link (or inside one), not the secondary button', () => {
    expect(activatedResultLink(event('pointerdown', { button: 0 }, inner))).toBe(link);
    expect(activatedResultLink(event('pointerdown', { button: 1 }, link))).toBe(link);
    expect(activatedResultLink(event('pointerdown', { button: 2 }, link))).toBeNull();
  });

  it('takes Enter by key or key code 13, nothing else', () => {
    expect(activatedResultLink(event('keydown', { key: 'Enter' }, link))).toBe(link);
    expect(activatedResultLink(event('keydown', { key: 'Unidentified', keyCode: 13 }, link))).toBe(link);
    expect(activatedResultLink(event('keydown', { key: ' ' }, link))).toBeNull();
    expect(activatedResultLink(event('keydown', { key: 'Enter', repeat: true }, link))).toBeNull();
    expect(activatedResultLink(event('click', {}, link))).toBeNull();
    expect(activatedResultLink(event('pointerdown', { button: 0 }, document.createElement('div')))).toBeNull();
  });
});

describe('useResultClicks', () => {
  it('reports the hit of a result link on pointer-down and Enter, and nothing for other links or controls', () => {
    const onClick = vi.fn();
    render(<List onClick={onClick} />);
    fireEvent.pointerDown(screen.getByText('One'));
    fireEvent.keyDown(screen.getByRole('link', { name: 'Two' }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('link', { name: 'Two' }), { key: 'Tab' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Not a link' }));
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Page 2' }));
    expect(onClick.mock.calls).toEqual([['r1'], ['r2']]);
  });
});

describe('usedCarIdOfLink', () => {
  const linkTo = (href: string) => {
    const a = document.createElement('a');
    a.setAttribute('href', href);
    return a;
  };
  it("reads the car id of a card's own link only", () => {
    expect(usedCarIdOfLink(linkTo('/used-cars/uc-123'))).toBe('uc-123');
    expect(usedCarIdOfLink(linkTo('/used-cars/a%20b'))).toBe('a b');
    expect(usedCarIdOfLink(linkTo('/used-cars?page=2'))).toBeNull();
    expect(usedCarIdOfLink(linkTo('/used-cars'))).toBeNull();
    expect(usedCarIdOfLink(linkTo('/used-cars/x/y'))).toBeNull();
    expect(usedCarIdOfLink(linkTo('/used-cars/%E0%A4%A'))).toBeNull();
  });
});
