import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceList, type Choice } from '#src/widgets/filters/ChoiceList';

/**
 * The markup the filter and sort-by widgets share, on its own (no store): every shape of a list of
 * choices, each a real link for pages without JavaScript, with the role its shape calls for.
 * `onChoose` receives the key of a click, Enter or Space (arrow keys too in a radio group).
 */
const choices: Choice[] = [
  { key: 'nofilter', label: 'Any fuel', active: false, href: '?fuel=any' },
  { key: 'petrol', label: 'Petrol', active: true, href: '?fuel=petrol' },
  { key: 'diesel', label: 'Diesel', active: false, href: '?fuel=diesel' },
  { key: 'electric', label: 'Electric', active: false, href: '?fuel=electric' },
];

const meta = {
  title: 'Widgets/ChoiceList',
  component: ChoiceList,
  parameters: { layout: 'padded' },
  args: { type: 'CHECKBOX_GROUP', label: 'Fuel', choices, onChoose: fn() },
  argTypes: { onChoose: { control: false } },
} satisfies Meta<typeof ChoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checkboxes: links with role checkbox; Space chooses. */
export const CheckboxGroup: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Fuel' });
    await expect(within(group).getByRole('checkbox', { name: 'Petrol' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(group).getByRole('checkbox', { name: 'Diesel' })).toHaveAttribute('href', '?fuel=diesel');
    within(group).getByRole('checkbox', { name: 'Diesel' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChoose).toHaveBeenCalledWith('diesel');
  },
};

/** Radios: arrow keys move focus and choose, wrapping at the ends. */
export const RadioGroup: Story = {
  args: { type: 'RADIO_GROUP' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Fuel' });
    within(group).getByRole('radio', { name: 'Electric' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChoose).toHaveBeenLastCalledWith('nofilter');
    await expect(within(group).getByRole('radio', { name: 'Any fuel' })).toHaveFocus();
  },
};

/** A native select; the same choices as links in <noscript>. */
export const SelectList: Story = {
  args: { type: 'SELECT_LIST' },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Fuel' });
    await expect(select).toHaveValue('petrol');
    await userEvent.selectOptions(select, 'electric');
    await expect(args.onChoose).toHaveBeenCalledWith('electric');
  },
};

/** Tabs: links in a navigation region, the chosen one aria-current; a click chooses. */
export const Tabs: Story = {
  args: { type: 'TABS' },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Fuel' });
    await expect(within(nav).getByRole('link', { name: 'Petrol' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(nav).getByRole('link', { name: 'Electric' }));
    await expect(args.onChoose).toHaveBeenCalledWith('electric');
  },
};

/** Tabs whose labels speak for themselves: the group's name is for assistive technology only. */
export const TabsWithHiddenLabel: Story = {
  args: { type: 'TABS', labelHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Fuel' })).toBeInTheDocument();
    const label = canvas.getByText('Fuel');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Tags: toggle buttons, pressed when chosen. */
export const Tags: Story = {
  args: { type: 'TAGS' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Petrol' })).toHaveAttribute('aria-pressed', 'true');
    canvas.getByRole('button', { name: 'Any fuel' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('nofilter');
  },
};

/** While a search runs the group is aria-busy; its links stay focusable. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Fuel' })).toHaveAttribute('aria-busy', 'true');
  },
};
