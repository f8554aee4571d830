'use client';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { useState, type ReactNode } from 'react';
import type { ColorRole } from '#tokens';
import {
  accordionDefaults,
  accordionItemId,
  ClampedContent,
  Content,
  Item,
  Root,
  seedItemId,
  Trigger,
} from './accordionStyles';
import { Icon } from './Icon';

/**
 * Accordion (spec 4): at most one item open; clicking the open item closes it; an optional seed
 * index preselects one. An item whose content is taller than `collapsedHeight` is clipped with a
 * Show more / Show less button. Built on Radix for keyboard and ARIA behaviour, put on the shared
 * elements of accordionStyles (LazyAccordion renders the same ones before this module loads).
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

export function Accordion({
  items,
  seedIndex,
  headingLevel = accordionDefaults.headingLevel,
  iconColor = accordionDefaults.iconColor,
  collapsedHeight,
  appearance = accordionDefaults.appearance,
  onOpenChange,
  className,
}: AccordionProps) {
  const [open, setOpen] = useState(() => seedItemId(items, seedIndex));
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      value={open}
      onValueChange={(value) => {
        setOpen(value);
        onOpenChange?.(value || undefined);
      }}
      asChild
    >
      <Root className={className} data-appearance={appearance}>
        {items.map((item, index) => (
          <RadixAccordion.Item key={accordionItemId(item, index)} value={accordionItemId(item, index)} asChild>
            <Item>
              <RadixAccordion.Header asChild>
                <HeadingTag className="accordion-heading">
                  <RadixAccordion.Trigger asChild>
                    <Trigger>
                      <span>{item.title}</span>
                      <Icon name="chevronDown" size="sm" color={iconColor} />
                    </Trigger>
                  </RadixAccordion.Trigger>
                </HeadingTag>
              </RadixAccordion.Header>
              {/* `as`, not `asChild`: closed, Radix renders its content element empty and hidden,
                  and asChild would have no child to render then. */}
              <Content as={RadixAccordion.Content}>
                {collapsedHeight ? (
                  <ClampedContent maxHeight={collapsedHeight}>{item.content}</ClampedContent>
                ) : (
                  item.content
                )}
              </Content>
            </Item>
          </RadixAccordion.Item>
        ))}
      </Root>
    </RadixAccordion.Root>
  );
}
