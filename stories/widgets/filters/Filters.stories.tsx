import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultActiveFilters } from '#src/widgets/filters/filterChoices';
import { Filters } from '#src/widgets/filters/Filters';
import { buttonRowTemplate, echoedIds, idle, price, withStore } from '../support/widgetStory';

/**
 * The filter widget (spec 2.11, 3, 4) in every type over the REAL in-memory search client: the
 * list under each widget echoes the store's search, so choosing 'Ford' really narrows the sample
 * documents to the Ford pages. Options are links to the filtered page (they work without
 * JavaScript); with it, a click, Enter or Space runs the choice.
 */
const makes = {
  nofilter: { label: 'All makes' },
  ford: { label: 'Ford', filter: { 'custom_fields.make': 'Ford' } },
  kia: { label: 'Kia', filter: { 'custom_fields.make': 'Kia' } },
  volkswagen: { label: 'Volkswagen', filter: { 'custom_fields.make': 'Volkswagen' } },
};

const sections = {
  nofilter: { label: 'Everything' },
  reviews: { label: 'Reviews', filter: { category: '1xreviews' } },
  news: { label: 'News', filter: { category: '1xnews' } },
  advice: { label: 'Advice', filter: { category: '1xadvice' } },
};

const meta = {
  title: 'Widgets/Filters',
  component: Filters,
  decorators: [withStore],
  args: { type: 'CHECKBOX_GROUP', group: 'make', label: 'Make', options: makes },
  argTypes: { template: { control: false }, store: { control: false } },
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every echoed hit is of the make. */
const allOfMake = (root: HTMLElement, make: string) =>
  within(root)
    .getAllByRole('listitem')
    .filter((li) => li.dataset.hitId)
    .every((li) => li.textContent?.includes(make));

/**
 * With counts (the store's facetGroups): each make shows how many results it would add, counted
 * without the group's own choices, so ticking Ford leaves Kia's count as it was.
 */
export const WithCounts: Story = {
  parameters: { store: { facetGroups: { make: 'custom_fields.make' } } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    const kia = await canvas.findByRole('checkbox', { name: /^Kia \(\d+\)$/ });
    const kiaName = kia.textContent;
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Ford \(\d+\)$/ }));
    await waitFor(() => expect(allOfMake(canvasElement, 'Ford')).toBe(true));
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await expect(canvas.getByRole('checkbox', { name: /^Kia / }).textContent).toBe(kiaName);
    await expect(canvas.getByRole('checkbox', { name: 'All makes' })).toBeInTheDocument();
  },
};

/** CHECKBOX_GROUP: several makes at once (ORed); 'All makes' clears the group. */
export const CheckboxGroup: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    const ford = canvas.getByRole('checkbox', { name: 'Ford' });
    await expect(canvas.getByRole('checkbox', { name: 'All makes' })).toHaveAttribute('aria-checked', 'true');
    await expect(ford).toHaveAttribute('href', expect.stringContaining('search_filters='));
    await userEvent.click(ford);
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Ford' })).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(allOfMake(canvasElement, 'Ford')).toBe(true));
    canvas.getByRole('checkbox', { name: 'Kia' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Kia' })).toHaveAttribute('aria-checked', 'true'));
    await expect(canvas.getByRole('checkbox', { name: 'Ford' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'All makes' }));
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: 'Ford' })).toHaveAttribute('aria-checked', 'false'),
    );
  },
};

/** RADIO_GROUP: one make at a time; arrow keys move and choose. */
export const RadioGroup: Story = {
  args: { type: 'RADIO_GROUP' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await userEvent.click(canvas.getByRole('radio', { name: 'Ford' }));
    await waitFor(() => expect(allOfMake(canvasElement, 'Ford')).toBe(true));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Kia' })).toHaveAttribute('aria-checked', 'true'));
    await expect(canvas.getByRole('radio', { name: 'Kia' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Ford' })).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(allOfMake(canvasElement, 'Kia')).toBe(true));
  },
};

/** SELECT_LIST: a native select (links in <noscript> for pages without JavaScript). */
export const SelectList: Story = {
  args: { type: 'SELECT_LIST' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    const select = canvas.getByRole('combobox', { name: 'Make' });
    await expect(select).toHaveValue('nofilter');
    await userEvent.selectOptions(select, 'volkswagen');
    await waitFor(() => expect(allOfMake(canvasElement, 'Volkswagen')).toBe(true));
    await userEvent.selectOptions(select, 'nofilter');
    await waitFor(() => expect(echoedIds(canvasElement).length).toBe(5));
  },
};

/** TABS: sections of the site as tab-like links, the active one marked aria-current. */
export const Tabs: Story = {
  args: { type: 'TABS', group: 'section', label: 'Section', options: sections },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    const nav = canvas.getByRole('navigation', { name: 'Section' });
    await expect(within(nav).getByRole('link', { name: 'Everything' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(nav).getByRole('link', { name: 'News' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'true'),
    );
    await waitFor(() => expect(echoedIds(canvasElement).every((id) => /^n\d+$/.test(id ?? ''))).toBe(true));
    within(nav).getByRole('link', { name: 'Advice' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Advice' })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

/** TAGS: toggle buttons (pressed or not); several can be on. */
export const Tags: Story = {
  args: { type: 'TAGS', options: { ford: makes.ford, kia: makes.kia, volkswagen: makes.volkswagen } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Kia' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Kia' })).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(allOfMake(canvasElement, 'Kia')).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Kia' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Kia' })).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** An option configured `active` (defaultActiveFilters -> the store's defaultFilters): Reviews to start with. */
export const DefaultActive: Story = {
  args: {
    type: 'TABS',
    group: 'section',
    label: 'Section',
    options: { ...sections, reviews: { ...sections.reviews, active: true } },
  },
  parameters: {
    store: { defaultFilters: defaultActiveFilters('section', { reviews: { ...sections.reviews, active: true } }) },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    const nav = canvas.getByRole('navigation', { name: 'Section' });
    await expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'true');
    await expect(echoedIds(canvasElement).every((id) => id?.startsWith('r-'))).toBe(true);
    // 'Everything' links to an explicitly empty group, so the default does not come back on load.
    const everything = within(nav).getByRole('link', { name: 'Everything' });
    await expect(decodeURIComponent(everything.getAttribute('href') ?? '')).toContain('"section":{}');
    await userEvent.click(everything);
    await waitFor(() => expect(everything).toHaveAttribute('aria-current', 'true'));
    await waitFor(() => expect(echoedIds(canvasElement).some((id) => !id?.startsWith('r-'))).toBe(true));
  },
};

/** setSorting: choosing a make also sorts by price, lowest first (page back to 1). */
export const WithSetSorting: Story = {
  args: { type: 'RADIO_GROUP', setSorting: { field: price, order: 'asc' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await userEvent.click(canvas.getByRole('radio', { name: 'Volkswagen' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-echo]')).toHaveTextContent(`sorted by ${price} asc`));
    const prices = Array.from(canvasElement.querySelectorAll('[data-hit-id]')).map((li) =>
      Number(/£(\d+)/.exec(li.textContent ?? '')?.[1]),
    );
    await expect(prices).toEqual([...prices].sort((a, b) => a - b));
  },
};

/** clearOtherFilters: a section tab clears the make chosen in the other widget. */
export const ClearOtherFilters: Story = {
  render: (args) => (
    <>
      <Filters {...args} />
      <Filters type="TABS" group="section" label="Section" options={sections} clearOtherFilters />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ford' }));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Ford' })).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(canvas.getByRole('link', { name: 'Reviews' }));
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: 'Ford' })).toHaveAttribute('aria-checked', 'false'),
    );
    await expect(canvas.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A custom template (render prop): a compact button row built from the same choices. */
export const CustomTemplate: Story = {
  args: {
    type: 'RADIO_GROUP',
    template: buttonRowTemplate,
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(idle(canvasElement)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Kia' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Kia' })).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(allOfMake(canvasElement, 'Kia')).toBe(true));
  },
};
