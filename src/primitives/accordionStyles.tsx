import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { focusRing, focusRingInset } from '../styles/focus';
import type { AccordionItem } from './Accordion';

/**
 * The elements of Accordion, shared by Accordion (which puts Radix Accordion's behaviour on them)
 * and LazyAccordion's twin, so both render the same classes and markup and the accordion looks the
 * same before and after its code loads. No Radix here: this module is in the first load.
 */
/** An item's id (its Radix value): its own, or its index. */
export const accordionItemId = (item: AccordionItem, index: number) => item.id ?? String(index);

/** The id of the item open at first ('' for none): the seed index's, when there is such an item. */
export const seedItemId = (items: AccordionItem[], seedIndex: number | undefined) =>
  seedIndex !== undefined && items[seedIndex] ? accordionItemId(items[seedIndex], seedIndex) : '';

/** Accordion's defaults, which LazyAccordion's twin renders too. */
export const accordionDefaults = { headingLevel: 3, iconColor: 'positive', appearance: 'boxed' } as const;

export const Root = styled.div`
  display: flex;
  flex-direction: column;

  .accordion-heading {
    margin: 0;
    font-size: inherit;
  }

  &[data-appearance='boxed'] {
    gap: ${vars.space[2]};
  }
  &[data-appearance='inverse'] {
    color: ${vars.color.textInverse};
  }
`;

export const Item = styled.div`
  [data-appearance='boxed'] > & {
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  [data-appearance='plain'] > &,
  [data-appearance='inverse'] > & {
    border-bottom: 1px solid ${vars.color.border};
  }
`;

export const Trigger = styled.button`
  display: flex;
  width: 100%;
  min-height: 48px;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 0;
  background: transparent;
  color: inherit;
  font-weight: ${vars.weight.bold};
  text-align: start;
  cursor: pointer;

  & > svg {
    flex: none;
    transition: transform ${vars.duration.normal} ${vars.easing.standard};
  }
  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }

  &:focus-visible {
    ${focusRingInset}
  }
`;

export const Content = styled.div`
  padding: 0 ${vars.space[4]} ${vars.space[4]};
`;

/** Clips content taller than `maxHeight` and offers Show more / Show less. */
export function ClampedContent({ maxHeight, children }: { maxHeight: number; children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();

  useLayoutEffect(() => {
    const element = inner.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > maxHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [maxHeight]);

  return (
    <>
      <Clamp
        ref={inner}
        id={id}
        data-clamped={overflows && !expanded ? '' : undefined}
        style={overflows && !expanded ? { maxHeight } : undefined}
      >
        {children}
      </Clamp>
      {overflows && (
        <ShowMore type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </ShowMore>
      )}
    </>
  );
}

const Clamp = styled.div`
  overflow: hidden;
  position: relative;

  &[data-clamped]::after {
    content: '';
    position: absolute;
    inset: auto 0 0 0;
    height: 48px;
    background: linear-gradient(transparent, ${vars.color.background});
  }
`;

const ShowMore = styled.button`
  margin-top: ${vars.space[2]};
  min-height: 32px;
  padding: 0 ${vars.space[2]};
  border: 0;
  background: transparent;
  color: ${vars.color.link};
  font-weight: ${vars.weight.bold};
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;
