import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { vars } from '../../../tokens';
import { Link } from '../../primitives/Link';
import { focusRing } from '../../styles/focus';
import { conditionTabs, type UsedCarConditionKey } from './usedCarsQuery';

/**
 * The condition tabs of /used-cars (spec 2.1's used / nearly-new filter query): every car, used,
 * nearly new. Each tab is a link to its list (`?condition=nearly-new`), so it works without
 * JavaScript and each list has its own address; the current one carries aria-current="page".
 * With JavaScript, `onSelect` takes the click and the search store changes the list in place.
 */
export type ConditionTabKey = 'nofilter' | UsedCarConditionKey;

export interface UsedCarsTabsProps {
  /** The tab shown now. */
  active: ConditionTabKey;
  /** The address of each tab's list. */
  hrefFor: (key: ConditionTabKey) => string;
  /** Takes a click on a tab instead of following its link (the store then searches). */
  onSelect?: (key: ConditionTabKey) => void;
  /** Accessible name of the tab row. */
  label?: string;
}

export function UsedCarsTabs({ active, hrefFor, onSelect, label = 'Used or nearly new' }: UsedCarsTabsProps) {
  const select = (key: ConditionTabKey) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSelect || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(key);
  };
  return (
    <nav aria-label={label}>
      <TabList>
        {conditionTabs.map((tab) => (
          <li key={tab.key}>
            <Tab
              variant="unstyled"
              href={hrefFor(tab.key)}
              aria-current={tab.key === active ? 'page' : undefined}
              onClick={select(tab.key)}
              data-condition={tab.key}
            >
              {tab.label}
            </Tab>
          </li>
        ))}
      </TabList>
    </nav>
  );
}

const TabList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  border-block-end: 2px solid ${vars.color.border};
  list-style: none;
`;

const Tab = styled(Link)`
  && {
    display: inline-flex;
    align-items: center;
    box-sizing: border-box;
    min-height: 44px;
    padding: 0 ${vars.space[4]};
    border: 2px solid transparent;
    border-block-end: none;
    border-radius: ${vars.radius.md} ${vars.radius.md} 0 0;
    color: ${vars.color.brand};
    font-weight: ${vars.weight.bold};
    text-decoration: none;
  }
  &&:hover {
    background: ${vars.color.brandTint};
  }
  &&[aria-current='page'] {
    border-color: ${vars.color.border};
    background: ${vars.color.brand};
    color: ${vars.color.textInverse};
  }
  &&:focus-visible {
    ${focusRing}
    background: ${vars.color.focus};
    color: ${vars.color.text};
  }
`;
