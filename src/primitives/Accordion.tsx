'use client';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars, type ColorRole } from '#tokens';
import { focusRing, focusRingInset } from '../styles/focus';
import { Icon } from './Icon';

/**
 * Accordion (spec 4): at most one item open; clicking the open item closes it; an optional seed
 * index preselects one. An item whose content is taller than `collapsedHeight` is clipped with a
 * Show more / Show less button. Built on Radix for keyboard and ARIA behaviour.
 */
export interface AccordionItem {
  /** Stable id; defaults to the index. */
  id?: string;
  /** The header text (the trigger). */
  title: ReactNode;
  /** The panel content. */
  content: ReactNode;
}

export interface AccordionProps {
  /** The items, in order. */
  items: AccordionItem[];
  /** Index of the item open at first (the seed); none when omitted. */
  seedIndex?: number;
  /** Heading level of the triggers in the document outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Colour of the chevron icon: green (positive) by default, spec 9. */
  iconColor?: ColorRole;
  /** Content taller than this (px) is clipped behind Show more / Show less; off when omitted. */
  collapsedHeight?: number;
  /** Visual density: boxed panels, or plain rows (footer, mobile menu). */
  appearance?: 'boxed' | 'plain' | 'inverse';
  /** Called with the open item's id (or undefined) whenever it changes. */
  onOpenChange?: (id: string | undefined) => void;
  /** Extra class for the parent. */
  className?: string;
}

const itemId = (item: AccordionItem, index: number) => item.id ?? String(index);

export function Accordion({
  items,
  seedIndex,
  headingLevel = 3,
  iconColor = 'positive',
  collapsedHeight,
  appearance = 'boxed',
  onOpenChange,
  className,
}: AccordionProps) {
  const seed = seedIndex !== undefined && items[seedIndex] ? itemId(items[seedIndex], seedIndex) : '';
  const [open, setOpen] = useState(seed);
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <Root
      type="single"
      collapsible
      value={open}
      onValueChange={(value) => {
        setOpen(value);
        onOpenChange?.(value || undefined);
      }}
      className={className}
      data-appearance={appearance}
    >
      {items.map((item, index) => (
        <Item key={itemId(item, index)} value={itemId(item, index)}>
          <RadixAccordion.Header asChild>
            <HeadingTag className="accordion-heading">
              <Trigger>
                <span>{item.title}</span>
                <Icon name="chevronDown" size="sm" color={iconColor} />
              </Trigger>
            </HeadingTag>
          </RadixAccordion.Header>
          <Content>
            {collapsedHeight ? (
              <ClampedContent maxHeight={collapsedHeight}>{item.content}</ClampedContent>
            ) : (
              item.content
            )}
          </Content>
        </Item>
      ))}
    </Root>
  );
}

/** Clips content taller than `maxHeight` and offers Show more / Show less. */
function ClampedContent({ maxHeight, children }: { maxHeight: number; children: ReactNode }) {
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

const Root = styled(RadixAccordion.Root)`
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

const Item = styled(RadixAccordion.Item)`
  [data-appearance='boxed'] > & {
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  [data-appearance='plain'] > &,
  [data-appearance='inverse'] > & {
    border-bottom: 1px solid ${vars.color.border};
  }
`;

const Trigger = styled(RadixAccordion.Trigger)`
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

const Content = styled(RadixAccordion.Content)`
  padding: 0 ${vars.space[4]} ${vars.space[4]};
`;

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
