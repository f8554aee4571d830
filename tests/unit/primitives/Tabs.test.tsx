import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from '#src/primitives/Tabs';

const tabs: TabItem[] = [
  { id: 'review', label: 'Review', content: 'Review panel' },
  { id: 'trims', label: 'Trims', content: 'Trims panel' },
  { id: 'engines', label: 'Engines', content: 'Engines panel' },
];

const tab = (name: string) => screen.getByRole('tab', { name });

/** Asserts that exactly the tab `name` is selected, focusable and showing its panel. */
function expectActive(name: string) {
  for (const other of screen.getAllByRole('tab')) {
    const active = other.textContent === name;
    expect(other).toHaveAttribute('aria-selected', String(active));
    expect(other).toHaveAttribute('tabindex', active ? '0' : '-1');
  }
  const visible = screen.getAllByRole('tabpanel');
  expect(visible).toHaveLength(1);
  expect(visible[0]).toHaveTextContent(`${name} panel`);
}

describe('Tabs', () => {
  it('renders a named tab list with the first tab active and the other panels hidden', () => {
    render(<Tabs tabs={tabs} label="Review sections" />);
    expect(screen.getByRole('tablist', { name: 'Review sections' })).toBeInTheDocument();
    expectActive('Review');
    expect(screen.getByText('Trims panel')).not.toBeVisible();
    expect(screen.getByText('Engines panel')).not.toBeVisible();
  });

  it('starts on defaultIndex', () => {
    render(<Tabs tabs={tabs} label="Sections" defaultIndex={2} />);
    expectActive('Engines');
  });

  it('links each tab to its panel and back', () => {
    render(<Tabs tabs={tabs} label="Sections" />);
    for (const element of screen.getAllByRole('tab')) {
      const panelId = element.getAttribute('aria-controls');
      expect(panelId).toBeTruthy();
      const panel = document.getElementById(panelId!);
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', element.id);
    }
  });

  it('activates a tab on click and reports its index', async () => {
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} label="Sections" onChange={onChange} />);
    await userEvent.click(tab('Trims'));
    expectActive('Trims');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('moves with ArrowRight and wraps from the last tab to the first', async () => {
    render(<Tabs tabs={tabs} label="Sections" />);
    await userEvent.tab();
    expect(tab('Review')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expectActive('Trims');
    expect(tab('Trims')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expectActive('Engines');
    await userEvent.keyboard('{ArrowRight}');
    expectActive('Review');
    expect(tab('Review')).toHaveFocus();
  });

  it('moves with ArrowLeft and wraps from the first tab to the last', async () => {
    render(<Tabs tabs={tabs} label="Sections" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expectActive('Engines');
    expect(tab('Engines')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expectActive('Trims');
  });

  it('jumps to the last tab with End and the first with Home', async () => {
    render(<Tabs tabs={tabs} label="Sections" defaultIndex={1} />);
    await userEvent.tab();
    expect(tab('Trims')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expectActive('Engines');
    expect(tab('Engines')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expectActive('Review');
    expect(tab('Review')).toHaveFocus();
  });

  it('ignores other keys', async () => {
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} label="Sections" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}a');
    expectActive('Review');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('puts only the active tab in the tab order, then the panel', async () => {
    render(<Tabs tabs={tabs} label="Sections" defaultIndex={1} />);
    await userEvent.tab();
    expect(tab('Trims')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  describe('controlled', () => {
    it('shows the index prop and only reports clicks', async () => {
      const onChange = vi.fn();
      render(<Tabs tabs={tabs} label="Sections" index={2} onChange={onChange} />);
      expectActive('Engines');
      await userEvent.click(tab('Review'));
      expect(onChange).toHaveBeenCalledWith(0);
      expectActive('Engines');
    });

    it('follows the parent state', async () => {
      function Controlled() {
        const [index, setIndex] = useState(0);
        return <Tabs tabs={tabs} label="Sections" index={index} onChange={setIndex} />;
      }
      render(<Controlled />);
      await userEvent.click(tab('Engines'));
      expectActive('Engines');
    });
  });
});
