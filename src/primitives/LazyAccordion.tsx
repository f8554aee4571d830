'use client';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { LAZY_LOAD_ROOT_MARGIN } from '../lib/constants';
import type { Accordion as AccordionComponent, AccordionItem, AccordionProps } from './Accordion';
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
 * Accordion, loaded when it may be used (issue #13: first-load JavaScript). At first it renders a
 * twin with exactly the markup of Accordion at rest (a unit test compares the server HTML): the
 * same elements, Radix's attributes and ids, and the hidden content elements of closed items, so
 * the first paint, Tab order and a no-JavaScript visit are as before (closed items stay closed). It
 * loads Accordion (with Radix) when the accordion comes within 250px of the viewport, when the
 * browser is idle, or on the first pointer, touch, focus or click in it, whichever comes first,
 * and swaps it in. Meanwhile a click on a trigger opens or closes its item at once (the content is
 * already in the props), and Accordion keeps it so; focus stays on the same element. A swap waits
 * for a pressed pointer's click. A failed load keeps the twin and is tried again on the next
 * occasion.
 */
export interface LazyAccordionProps extends AccordionProps {
  /** Loads Accordion's module; the dynamic import by default (tests and stories slow it down). */
  loadAccordion?: () => Promise<{ Accordion: typeof AccordionComponent }>;
}

const importAccordion = () => import('./Accordion');

/** How long to wait for the load where the browser has no requestIdleCallback (Safari). */
const IDLE_FALLBACK_MS = 2000;

interface Loaded {
  Accordion: typeof AccordionComponent;
  /** The item open at the swap: its index, or undefined for none. */
  seedIndex: number | undefined;
}

export function LazyAccordion({ loadAccordion = importAccordion, ...props }: LazyAccordionProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  // The item opened ('' for none) by clicks before the code arrived, or null when none was made.
  const chosen = useRef<string | null>(null);
  const latest = useRef({ loadAccordion, props });
  useEffect(() => {
    latest.current = { loadAccordion, props };
  });

  const note = useCallback((id: string, wasOpen: boolean) => {
    chosen.current = wasOpen ? '' : id;
    latest.current.props.onOpenChange?.(wasOpen ? undefined : id);
  }, []);

  // A pointer pressed on the twin: the swap waits for its release and the click after it (swapped
  // between the two, the element pressed would be gone and the click lost).
  const pressed = useRef(false);
  const pendingSwap = useRef<(() => void) | null>(null);
  const press = useCallback(() => {
    pressed.current = true;
    const release = () => {
      removeEventListener('pointerup', release, true);
      removeEventListener('pointercancel', release, true);
      setTimeout(() => {
        pressed.current = false;
        pendingSwap.current?.();
        pendingSwap.current = null;
      });
    };
    addEventListener('pointerup', release, true);
    addEventListener('pointercancel', release, true);
  }, []);

  const swap = useCallback((Accordion: typeof AccordionComponent) => {
    const { items, seedIndex } = latest.current.props;
    const root = rootRef.current;
    const parent = root?.parentElement;
    if (!root || !parent) return;
    const index = Array.prototype.indexOf.call(parent.children, root);
    const focusPath = pathTo(root, document.activeElement);
    const open = chosen.current;
    const openIndex = open === null ? seedIndex : items.findIndex((item, i) => accordionItemId(item, i) === open);
    flushSync(() => setLoaded({ Accordion, seedIndex: openIndex === -1 ? undefined : openIndex }));
    // Accordion replaced the twin in place, with the same markup: focus the same element in it.
    const target = focusPath ? follow(parent.children[index], focusPath) : null;
    if (target instanceof HTMLElement) target.focus();
  }, []);

  const wake = useCallback(() => {
    loading.current ??= latest.current.loadAccordion().then(
      ({ Accordion }) => {
        if (pressed.current) pendingSwap.current = () => swap(Accordion);
        else swap(Accordion);
      },
      () => {
        loading.current = null;
      },
    );
  }, [swap]);

  if (loaded) {
    const { Accordion, seedIndex } = loaded;
    return <Accordion {...props} seedIndex={seedIndex} />;
  }
  return <AccordionTwin ref={rootRef} {...props} onNote={note} onPress={press} onWake={wake} />;
}

/** The child indices from `root` down to `element`, or null when it is not inside. */
function pathTo(root: Element, element: Element | null): number[] | null {
  const path: number[] = [];
  let node = element;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root ? path : null;
}

function follow(root: Element | undefined, path: number[]): Element | undefined {
  return path.reduce<Element | undefined>((node, index) => node?.children[index], root);
}

/** The custom properties Radix's content element carries (for height animations, unused here). */
const contentStyle = {
  '--radix-accordion-content-height': 'var(--radix-collapsible-content-height)',
  '--radix-accordion-content-width': 'var(--radix-collapsible-content-width)',
} as CSSProperties;

interface TwinProps extends AccordionProps {
  ref: RefObject<HTMLDivElement | null>;
  /** Notes a click on an item's trigger (open or closed then). */
  onNote: (id: string, wasOpen: boolean) => void;
  /** Notes a pointer pressed on the twin. */
  onPress: () => void;
  /** Starts loading Accordion. */
  onWake: () => void;
}

/** Accordion at rest, with Radix's attributes and no behaviour but noting clicks and loading it. */
function AccordionTwin({
  ref,
  items,
  seedIndex,
  headingLevel = accordionDefaults.headingLevel,
  iconColor = accordionDefaults.iconColor,
  collapsedHeight,
  appearance = accordionDefaults.appearance,
  className,
  onNote,
  onPress,
  onWake,
}: TwinProps) {
  const [open, setOpen] = useState(() => seedItemId(items, seedIndex));

  useEffect(() => {
    const root = ref.current;
    // Focused before hydration: load at once.
    if (root?.contains(document.activeElement)) onWake();
    const idle =
      typeof requestIdleCallback === 'function' ? requestIdleCallback(onWake) : setTimeout(onWake, IDLE_FALLBACK_MS);
    const observer =
      root && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) onWake();
            },
            { rootMargin: LAZY_LOAD_ROOT_MARGIN },
          )
        : null;
    if (root) observer?.observe(root);
    return () => {
      if (typeof requestIdleCallback === 'function') cancelIdleCallback(idle as number);
      else clearTimeout(idle);
      observer?.disconnect();
    };
  }, [ref, onWake]);

  return (
    <Root
      ref={ref}
      // Never undefined, as Radix's Slot passes it, so the attributes come in Accordion's order.
      className={className ?? ''}
      data-appearance={appearance}
      data-orientation="vertical"
      onPointerEnter={onWake}
      onPointerDown={() => {
        onPress();
        onWake();
      }}
      onTouchStart={onWake}
      onFocus={onWake}
      onClick={onWake}
    >
      {items.map((item, index) => {
        const id = accordionItemId(item, index);
        return (
          <TwinItem
            key={id}
            item={item}
            open={open === id}
            headingLevel={headingLevel}
            iconColor={iconColor}
            collapsedHeight={collapsedHeight}
            onClick={() => {
              onNote(id, open === id);
              setOpen(open === id ? '' : id);
            }}
          />
        );
      })}
    </Root>
  );
}

interface TwinItemProps extends Pick<AccordionProps, 'collapsedHeight'> {
  item: AccordionItem;
  open: boolean;
  headingLevel: NonNullable<AccordionProps['headingLevel']>;
  iconColor: NonNullable<AccordionProps['iconColor']>;
  onClick: () => void;
}

/** Radix's ids come from useId in Accordion.Item (the trigger's), then in Collapsible (the content's). */
function TwinItem(props: TwinItemProps) {
  const triggerId = `radix-${useId()}`;
  return <TwinItemBody {...props} triggerId={triggerId} />;
}

function TwinItemBody({
  item,
  open,
  headingLevel,
  iconColor,
  collapsedHeight,
  onClick,
  triggerId,
}: TwinItemProps & { triggerId: string }) {
  const contentId = `radix-${useId()}`;
  const state = open ? 'open' : 'closed';
  const HeadingTag = `h${headingLevel}` as const;
  let content: ReactNode = null;
  if (open) {
    content = collapsedHeight ? (
      <ClampedContent maxHeight={collapsedHeight}>{item.content}</ClampedContent>
    ) : (
      item.content
    );
  }
  return (
    <Item data-state={state} data-orientation="vertical">
      <HeadingTag className="accordion-heading" data-orientation="vertical" data-state={state}>
        <Trigger
          type="button"
          aria-controls={open ? contentId : undefined}
          aria-expanded={open}
          data-state={state}
          data-orientation="vertical"
          id={triggerId}
          data-radix-collection-item=""
          onClick={onClick}
        >
          <span>{item.title}</span>
          <Icon name="chevronDown" size="sm" color={iconColor} />
        </Trigger>
      </HeadingTag>
      <Content
        data-state={state}
        id={contentId}
        hidden={!open}
        role="region"
        aria-labelledby={triggerId}
        data-orientation="vertical"
        // Before the style, as Radix's content element puts the class.
        className=""
        style={contentStyle}
      >
        {content}
      </Content>
    </Item>
  );
}
