'use client';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { focusRing, focusRingInset } from '../styles/focus';

/**
 * Tabs: the WAI-ARIA tabs pattern with automatic activation. Arrow keys move between tabs
 * (wrapping), Home and End jump to the ends, and only the active tab is in the tab order.
 */
export interface TabItem {
  /** Stable id, also used in the DOM ids. */
  id: string;
  /** The tab's label. */
  label: ReactNode;
  /** The panel shown when the tab is active. */
  content: ReactNode;
}

export interface TabsProps {
  /** The tabs, in order. */
  tabs: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Index of the tab active at first (uncontrolled). */
  defaultIndex?: number;
  /** Active index (controlled). */
  index?: number;
  /** Called with the new index when the user chooses a tab. */
  onChange?: (index: number) => void;
  /** Extra class for the parent. */
  className?: string;
}

export function Tabs({ tabs, label, defaultIndex = 0, index, onChange, className }: TabsProps) {
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  // Clamped, so an out-of-range index still leaves one tab reachable by keyboard.
  const active = Math.min(Math.max(index ?? ownIndex, 0), tabs.length - 1);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const choose = (next: number) => {
    setOwnIndex(next);
    onChange?.(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab, position) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              tabRefs.current[position] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={position === active}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={position === active ? 0 : -1}
            onClick={() => choose(position)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab, position) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={position !== active}
          tabIndex={0}
        >
          {tab.content}
        </Panel>
      ))}
    </div>
  );
}

const TabList = styled.div`
  display: flex;
  gap: ${vars.space[1]};
  border-bottom: 2px solid ${vars.color.border};
  overflow-x: auto;
`;

const Tab = styled.button`
  min-height: 44px;
  padding: ${vars.space[2]} ${vars.space[4]};
  border: 0;
  border-bottom: 4px solid transparent;
  margin-bottom: -2px;
  background: transparent;
  color: ${vars.color.textMuted};
  font-weight: ${vars.weight.bold};
  white-space: nowrap;
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${vars.color.brand};
    border-bottom-color: ${vars.color.action};
  }
  &:hover {
    color: ${vars.color.text};
  }
  &:focus-visible {
    ${focusRingInset}
  }
`;

const Panel = styled.div`
  padding-top: ${vars.space[4]};

  &:focus-visible {
    ${focusRing}
  }
`;
