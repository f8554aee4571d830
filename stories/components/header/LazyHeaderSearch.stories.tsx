import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '#tokens';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import type { HeaderSearchProps } from '#src/components/header/HeaderSearch';
import { LazyHeaderSearch } from '#src/components/header/LazyHeaderSearch';
import { sampleSearchDocuments, sampleSearchPins } from '#stories/support/searchDocuments';
import { searchField as field } from './headerStorySupport';

/**
 * The header search as the site loads it (issue #13): a plain field, the same markup as
 * HeaderSearch at rest, until the visitor points at, touches or focuses it; then the combobox and
 * the search client load and take over the text, focus and caret. `loadClient` is a spy over the
 * in-memory client that answers after 300 ms here, so the stories can type before the code arrives.
 */
const memoryClient = createMemorySearchClient({ documents: sampleSearchDocuments, pins: sampleSearchPins });
const slowClient = (): Promise<HeaderSearchProps['client']> =>
  new Promise((resolve) => setTimeout(() => resolve({ search: memoryClient.search }), 300));

const meta = {
  title: 'Components/Header/LazyHeaderSearch',
  component: LazyHeaderSearch,
  parameters: { layout: 'fullscreen' },
  argTypes: { loadClient: { control: false }, navigate: { control: false } },
  args: {
    loadClient: fn(slowClient).mockName('loadClient'),
    navigate: fn().mockName('navigate'),
    typingDelayMs: 100,
    pageSize: 5,
  },
  decorators: [
    (Story) => (
      <Band>
        <Slot>
          <Story />
        </Slot>
      </Band>
    ),
  ],
} satisfies Meta<typeof LazyHeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: the plain field, looking exactly like HeaderSearch, with nothing loaded. */
export const AtRest: Story = {
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Search Kerbside?');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getByRole('search', { name: 'Site' })).toHaveAttribute('action', '/search');
    await expect(args.loadClient).not.toHaveBeenCalled();
  },
};

/**
 * Typed before the code arrived: the box that replaces the field keeps 'for', the focus and the
 * caret, the typing goes on, and the results of 'ford' show.
 */
export const TypedBeforeLoad: Story = {
  play: async ({ canvasElement, args }) => {
    const plain = field(canvasElement);
    await userEvent.click(plain);
    await userEvent.keyboard('for');
    await expect(args.loadClient).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field(canvasElement)).not.toBe(plain));
    const box = field(canvasElement);
    await expect(box).toHaveValue('for');
    await expect(box).toHaveFocus();
    await userEvent.keyboard('d');
    await expect(box).toHaveValue('ford');
    await waitFor(() => expect(canvasElement.querySelector('[data-status="done"]')).not.toBeNull(), {
      timeout: 4000,
    });
    await expect(within(canvasElement).getByRole('listbox', { name: 'Results for ford' })).toBeVisible();
  },
};

const Band = styled.header`
  min-height: 480px;
  padding: ${vars.space[3]} ${vars.space[4]};
  background: ${vars.color.brand};
`;

const Slot = styled.div`
  max-width: 560px;
  margin-inline: auto;
`;
