import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '#tokens';
import { SearchSettings } from '#src/adapters/search/index';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { HeaderSearchPanel, type HeaderSearchPanelProps } from '#src/components/header/HeaderSearchPanel';
import {
  SEARCH_FAILED_MESSAGE,
  searchOutcome,
  type HeaderSearchOutcome,
} from '#src/components/header/headerSearchResults';
import { FIELD_ICON_SIZE, FIELD_SIZE, Field, FieldIcon, Form, Input } from '#src/components/header/headerSearchStyles';
import { excludeUsedCarsFilter } from '#src/domain/search/usedCars';
import { NO_ACTIVE_OPTION } from '#src/lib/combobox/combobox';
import { searchResultsUrl } from '#src/lib/searchNavigation';
import { useCombobox } from '#src/primitives/useCombobox';
import { sampleSearchDocuments, sampleSearchPins } from '#stories/support/searchDocuments';
import { searchField as field, searchMessage as message } from './headerStorySupport';

/**
 * The header search's results panel (spec 2.5, 3, 4) on its own: Searching…, no results, the
 * failure message, and the listbox of hits with the link to all results. A listbox needs a field
 * that owns it, so each story renders the panel under a story-only field running the shared
 * combobox (useCombobox), as HeaderSearch does; the typing delay, overlay and statistics are
 * HeaderSearch's own stories. Hits are the in-memory search client's answer over the sample
 * documents (computed from their text, never canned), asked by each story's loader for its
 * `parameters.keyword`. `onChoose` and the all-results handlers are spies.
 */
const memoryClient = createMemorySearchClient({ documents: sampleSearchDocuments, pins: sampleSearchPins });

/** The panel's props the story sets; the field supplies the combobox, the query gives the results link. */
type PanelWithFieldProps = Omit<HeaderSearchPanelProps, 'combobox' | 'resultsUrl'>;

/** A header search field (the real styles) that owns the listbox, and the panel under it. */
function PanelWithField({ outcome, query, onChoose, ...panel }: PanelWithFieldProps) {
  const [activeIndex, setActiveIndex] = useState(NO_ACTIVE_OPTION);
  const hits = outcome?.kind === 'hits' ? outcome.hits : [];
  const combobox = useCombobox({
    expanded: hits.length > 0,
    optionCount: hits.length,
    activeIndex,
    onActiveIndexChange: setActiveIndex,
    onSelect: (index) => {
      const hit = hits[index];
      if (hit) onChoose(hit);
    },
    onClose: () => setActiveIndex(NO_ACTIVE_OPTION),
  });
  return (
    <Form role="search" aria-label="Site" onSubmit={(event) => event.preventDefault()}>
      <Field>
        <FieldIcon name="search" size={FIELD_ICON_SIZE} />
        <Input
          type="search"
          aria-label="Search Kerbside"
          data-size={FIELD_SIZE}
          {...combobox.fieldProps}
          autoComplete="off"
          defaultValue={query}
        />
      </Field>
      <HeaderSearchPanel
        {...panel}
        outcome={outcome}
        query={query}
        combobox={combobox}
        onChoose={onChoose}
        resultsUrl={searchResultsUrl(query) ?? ''}
      />
    </Form>
  );
}

/** The settled answer to `keyword`, as the header asks it (five hits, used-car adverts left out). */
async function answerFor(keyword: string): Promise<HeaderSearchOutcome> {
  const settings = new SearchSettings({ keyword, page: 1, pageSize: 5, filter: excludeUsedCarsFilter });
  return searchOutcome(await memoryClient.search(settings));
}

const meta = {
  title: 'Components/Header/HeaderSearchPanel',
  component: PanelWithField,
  argTypes: { outcome: { control: false } },
  args: {
    status: 'done',
    outcome: null,
    query: 'ford',
    onChoose: fn().mockName('onChoose'),
    // Like the header's own handler, the link's default is prevented so the story page stays.
    onAllResultsClick: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()).mockName(
      'onAllResultsClick',
    ),
    onAllResultsKeyDown: fn().mockName('onAllResultsKeyDown'),
  },
  loaders: [
    async ({ parameters }) => ({
      outcome: typeof parameters.keyword === 'string' ? await answerFor(parameters.keyword) : null,
    }),
  ],
  render: (args, { loaded }) => (
    <PanelWithField {...args} outcome={(loaded.outcome as HeaderSearchOutcome | null) ?? args.outcome} />
  ),
  decorators: [
    (Story) => (
      <Stage>
        <Story />
      </Stage>
    ),
  ],
} satisfies Meta<typeof PanelWithField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the text waits for the typing delay or the answer: 'Searching…', no listbox. */
export const Searching: Story = {
  args: { status: 'loading', query: 'kia' },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement, 'loading')).toHaveTextContent('Searching…');
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** An answer without hits (nothing matches 'lamborghini'): 'Sorry no results found'. */
export const NoResults: Story = {
  args: { query: 'lamborghini' },
  parameters: { keyword: 'lamborghini' },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement, 'empty')).toHaveTextContent('Sorry no results found');
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** The request failed: the polite failure message, never the server's own text (spec 8). */
export const Failure: Story = {
  args: { query: 'golf', outcome: { kind: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement, 'error')).toHaveTextContent(SEARCH_FAILED_MESSAGE);
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Hits: the listbox named for the text and owned by the field, one option per hit with the title
 * cut before ' | ' and its category labels grouped under it ('0xkerbside' skipped, dashes as
 * spaces); a click chooses the hit.
 */
export const Hits: Story = {
  parameters: { keyword: 'ford' },
  play: async ({ canvasElement, args }) => {
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Results for ford' });
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(field(canvasElement)).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(5);
    for (const option of options) {
      await expect(option).toHaveTextContent('Ford');
      await expect(option).not.toHaveTextContent('| Kerbside');
      await expect(option).toHaveAttribute('aria-selected', 'false');
    }
    const deals = within(listbox).getByRole('option', { name: /Ford new car deals/ });
    await expect(within(deals).getByText('new car deals')).toBeVisible();
    await expect(within(deals).queryByText('kerbside')).toBeNull();
    await userEvent.click(deals);
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ url: '/new-car-deals/ford' }));
  },
};

/** A pinned hit comes first with its Promoted mark ('finance' pins the car finance calculator). */
export const PromotedHit: Story = {
  args: { query: 'finance' },
  parameters: { keyword: 'finance' },
  play: async ({ canvasElement }) => {
    const [first, ...rest] = within(canvasElement).getAllByRole('option');
    await expect(first).toHaveTextContent('Car finance calculator');
    await expect(within(first!).getByText('Promoted')).toBeVisible();
    for (const option of rest) await expect(within(option).queryByText('Promoted')).toBeNull();
  },
};

/** The arrow keys move the active option (highlighted, the field's active descendant). */
export const ActiveOption: Story = {
  parameters: { keyword: 'ford' },
  play: async ({ canvasElement }) => {
    const options = within(canvasElement).getAllByRole('option');
    await userEvent.click(field(canvasElement));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(field(canvasElement)).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveAttribute('aria-selected', 'false');
  },
};

/** Under the hits, the link to all results: the total, the results page for the text, and its handlers. */
export const AllResultsLink: Story = {
  parameters: { keyword: 'ford' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /^See all \d+ results$/ });
    await expect(link).toHaveAttribute('href', '/search?search=ford');
    const shown = within(canvasElement).getAllByRole('option').length;
    const total = Number(/\d+/.exec(link.textContent ?? '')![0]);
    await expect(total).toBeGreaterThan(shown);
    await userEvent.click(link);
    await expect(args.onAllResultsClick).toHaveBeenCalledTimes(1);
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onAllResultsKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
  },
};

/** Room under the field for the panel (absolutely placed), on the page colour. */
const Stage = styled.div`
  max-width: 560px;
  min-height: 640px;
  padding: ${vars.space[4]};
  background: ${vars.color.surface};
`;
