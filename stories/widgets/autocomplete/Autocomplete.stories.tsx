import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '#tokens';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { Autocomplete } from '#src/widgets/autocomplete/Autocomplete';
import type { AutocompleteSource } from '#src/widgets/autocomplete/autocompleteController';
import { createSearchStore, type SearchStore } from '#src/widgets/store/searchStore';
import { SearchStoreProvider } from '#src/widgets/store/SearchStoreProvider';
import { useSearchStore } from '#src/widgets/store/useSearchStore';
import { sampleSearchDocuments } from '#stories/support/searchDocuments';

/**
 * The autocomplete widget (issue #6): a combobox over suggestions (SUGGESTIONS source) and
 * grouped results (SEARCH sources keyed by jsonKey). Everything comes from the REAL in-memory
 * search client over the sample documents (its `search` and `suggestions` compute answers from
 * the documents' text), through a real search store per story. Under the widget, a line shows
 * the store's keyword and result count, so a choice that runs the search can be seen doing it.
 */
const memoryClient = createMemorySearchClient({ documents: sampleSearchDocuments });
const slowClient = createMemorySearchClient({ documents: sampleSearchDocuments, latencyMs: 60_000 });

const suggestionsAndReviews: AutocompleteSource[] = [
  { type: 'SUGGESTIONS', size: 4 },
  {
    type: 'SEARCH',
    jsonKey: 'reviews',
    label: 'Reviews',
    pageSize: 3,
    settings: { categories: ['1xreviews'] },
  },
];
const searchOnly: AutocompleteSource[] = [{ type: 'SEARCH', jsonKey: 'pages', label: 'Pages', pageSize: 4 }];

/** What the store holds after a choice: the keyword and how many results its search found. */
function StoreEcho() {
  const keyword = useSearchStore((state) => state.keyword);
  const total = useSearchStore((state) => state.results?.total_hits ?? null);
  return (
    <Echo data-echo="">
      Keyword: <strong data-echo-keyword="">{keyword ?? '(none)'}</strong>
      {total !== null && <span data-echo-total="">, {total} results</span>}
    </Echo>
  );
}

/** A fresh store per story (no URL sync: stories must not touch the address bar). */
function StoreFrame({ children, client }: { children: ReactNode; client: typeof memoryClient }) {
  const [store] = useState<SearchStore>(() => createSearchStore({ client, pageSize: 5 }));
  return (
    <SearchStoreProvider store={store} connect={false}>
      <Frame data-store-frame="">
        {children}
        <StoreEcho />
      </Frame>
    </SearchStoreProvider>
  );
}

const meta = {
  title: 'Widgets/Autocomplete',
  component: Autocomplete,
  parameters: { layout: 'padded' },
  argTypes: {
    client: { control: false },
    store: { control: false },
    navigate: { control: false },
    onShow: { control: false },
    categorySelectionFunction: { control: false },
    renderSuggestion: { control: false },
    renderResult: { control: false },
    infiniteScrollElement: { control: false },
  },
  args: {
    client: memoryClient,
    sources: suggestionsAndReviews,
    label: 'Search reviews and news',
    placeholder: 'Make, model or topic',
    onShow: fn().mockName('onShow'),
    navigate: fn().mockName('navigate'),
  },
  decorators: [
    (Story, context) => (
      <StoreFrame client={context.args.client as typeof memoryClient}>
        <Story />
      </StoreFrame>
    ),
  ],
} satisfies Meta<typeof Autocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox');
const listbox = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('listbox');
const options = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('option');

/** Types and waits for the panel (it renders only once no request is pending). */
async function typeAndWait(canvasElement: HTMLElement, text: string) {
  await userEvent.click(field(canvasElement));
  await userEvent.type(field(canvasElement), text);
  await waitFor(() => expect(listbox(canvasElement)).not.toBeNull(), { timeout: 4000 });
}

/** At rest: the labelled combobox, collapsed, and no panel at all (hidden = an empty render). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Search reviews and news' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await expect(input).not.toHaveAttribute('aria-controls');
    await expect(listbox(canvasElement)).toBeNull();
    await expect(args.onShow).not.toHaveBeenCalled();
  },
};

/** Typing 'ford': suggestions computed from the documents, then the Reviews group of SEARCH results. */
export const SuggestionsAndGroupedResults: Story = {
  play: async ({ canvasElement, args }) => {
    await typeAndWait(canvasElement, 'ford');
    const panel = listbox(canvasElement)!;
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(field(canvasElement)).toHaveAttribute('aria-controls', panel.id);
    const suggestions = canvasElement.querySelectorAll('[data-kind="suggestion"]');
    await expect(suggestions.length).toBeGreaterThan(0);
    await expect(suggestions[0]).toHaveTextContent('ford');
    const group = within(panel).getByRole('group', { name: 'Reviews' });
    const hits = within(group).getAllByRole('option');
    await expect(hits).toHaveLength(3);
    await expect(hits[0]).toHaveTextContent(/Ford .* review/);
    await expect(hits[0]).toHaveTextContent('reviews');
    await expect(args.onShow).toHaveBeenCalled();
  },
};

/** Arrow keys move the active option and wrap through none; Escape hides the panel. */
export const KeyboardWrapsThroughNone: Story = {
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'ford');
    const input = field(canvasElement);
    const all = options(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', all[0]!.id);
    await expect(all[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options(canvasElement).at(-1)!.id);
    await userEvent.keyboard('{Escape}');
    await expect(listbox(canvasElement)).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveFocus();
  },
};

/** Enter on an active suggestion makes it the keyword and runs the search in place. */
export const EnterChoosesSuggestion: Story = {
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'pum');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(field(canvasElement)).toHaveValue('puma');
    await expect(listbox(canvasElement)).toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('[data-echo-total]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-echo-keyword]')).toHaveTextContent('puma');
  },
};

/** Hovering sets the active option; mouse-down on a suggestion sets the keyword and searches. */
export const HoverAndMouseDown: Story = {
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'gol');
    const first = canvasElement.querySelector<HTMLElement>('[data-kind="suggestion"]')!;
    const value = first.textContent ?? '';
    await userEvent.hover(first);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field(canvasElement)).toHaveAttribute('aria-activedescendant', first.id);
    fireEvent.mouseDown(first);
    await expect(field(canvasElement)).toHaveValue(value);
    await expect(field(canvasElement)).toHaveFocus();
    await waitFor(() => expect(canvasElement.querySelector('[data-echo-total]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-echo-keyword]')).toHaveTextContent(value);
    await expect(listbox(canvasElement)).toBeNull();
  },
};

/** With a results page URL, a choice navigates there with ?search= instead of searching in place. */
export const NavigatesToResultsPage: Story = {
  args: { resultsPageUrl: '/search' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('search')).toHaveAttribute('action', '/search');
    await typeAndWait(canvasElement, 'pum');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.navigate).toHaveBeenCalledWith('/search?search=puma');
    await expect(listbox(canvasElement)).toBeNull();
  },
};

/** A result (not a suggestion) opens its own page, by mouse-down or by Enter. */
export const ResultOpensItsPage: Story = {
  play: async ({ canvasElement, args }) => {
    await typeAndWait(canvasElement, 'kuga');
    const hit = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-kind="result"]');
      if (!found) throw new Error('no result option yet');
      return found;
    });
    await expect(hit).toHaveTextContent('Ford Kuga review');
    fireEvent.mouseDown(hit);
    await expect(args.navigate).toHaveBeenCalledWith('/ford/kuga/review');
    await expect(listbox(canvasElement)).toBeNull();
  },
};

/** Scrolling the panel to the bottom loads the next page of the SEARCH source and appends it. */
export const InfiniteScroll: Story = {
  args: { sources: searchOnly },
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'ford');
    await expect(options(canvasElement)).toHaveLength(4);
    const panel = listbox(canvasElement)!;
    panel.scrollTop = panel.scrollHeight;
    fireEvent.scroll(panel);
    await waitFor(() => expect(options(canvasElement).length).toBeGreaterThan(4));
    // Keyboard users load more by arrowing onto the last option.
    const count = options(canvasElement).length;
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(options(canvasElement).length).toBeGreaterThan(count));
  },
};

/** hideAutomatically (default): leaving the field hides the panel. */
export const HidesOnBlur: Story = {
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'ford');
    await userEvent.tab();
    await expect(listbox(canvasElement)).toBeNull();
  },
};

/** hideAutomatically false: the panel stays when focus moves on (Escape or a choice still hide it). */
export const StaysOpenWithoutHideAutomatically: Story = {
  args: { hideAutomatically: false },
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'ford');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toHaveFocus();
    await expect(listbox(canvasElement)).not.toBeNull();
  },
};

/** categoryAliases rename a category; categorySelectionFunction picks another one altogether. */
export const CategoryAliasesAndSelection: Story = {
  args: { sources: searchOnly, categoryAliases: { reviews: 'Expert review' } },
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'puma');
    await expect(options(canvasElement)[0]).toHaveTextContent('Expert review');
  },
};

/** A custom selection function: the make from the hit's custom fields. */
export const CustomCategorySelection: Story = {
  args: {
    sources: searchOnly,
    categorySelectionFunction: (hit) => `Make: ${String(hit.custom_fields?.make ?? 'any')}`,
  },
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'puma');
    await expect(options(canvasElement)[0]).toHaveTextContent('Make: Ford');
  },
};

/** Custom rendering: the React form of a template (render props for suggestions and results). */
export const CustomTemplates: Story = {
  args: {
    renderSuggestion: ({ value, active }) => (
      <span data-custom-suggestion="">
        {active ? '› ' : ''}Search for “{value}”
      </span>
    ),
    renderResult: (hit, { category }) => (
      <span data-custom-result="">
        {hit.title.replace(' | Kerbside', '')} — {category}
      </span>
    ),
  },
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'kuga');
    await expect(canvasElement.querySelector('[data-custom-suggestion]')).toHaveTextContent('Search for “kuga”');
    await expect(canvasElement.querySelector('[data-custom-result]')).toHaveTextContent('Ford Kuga review — reviews');
  },
};

/** While requests are pending nothing renders (the answers here take a minute). */
export const PendingRendersNothing: Story = {
  args: { client: slowClient },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'ford');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(listbox(canvasElement)).toBeNull();
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Typing text with no match shows nothing (no empty panel). */
export const NoMatchRendersNothing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), 'zzqx');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(listbox(canvasElement)).toBeNull();
    await expect(args.onShow).not.toHaveBeenCalled();
  },
};

/** Submitting the form with no active option searches the typed text. */
export const SubmitSearchesTypedText: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'golf{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-echo-total]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-echo-keyword]')).toHaveTextContent('golf');
    await expect(listbox(canvasElement)).toBeNull();
  },
};

const Frame = styled.div`
  max-width: 560px;
  min-height: 440px;
  font-family: ${vars.font.body};
  color: ${vars.color.text};
`;

const Echo = styled.p`
  margin-top: 360px;
  color: ${vars.color.textMuted};
`;
