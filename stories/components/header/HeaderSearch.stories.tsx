import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '#tokens';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { createSearchClient } from '#src/adapters/search/searchClient';
import { HeaderSearch } from '#src/components/header/HeaderSearch';
import { SEARCH_FAILED_MESSAGE } from '#src/components/header/headerSearchResults';
import { trimSearchTitle } from '#src/lib/trimSearchTitle';
import { sampleSearchDocuments, sampleSearchPins } from '#stories/support/searchDocuments';
import { searchField as field, searchMessage as message } from './headerStorySupport';

/**
 * The header search box (spec 2.5, 4). Results come from the in-memory search client over the
 * sample documents (computed from their text, never canned), so typing 'ford' really finds the
 * Ford pages. The box sits on a stand-in header band with page content below, so the overlay can
 * be seen dimming the page under the header. Stories type with a 100 ms typing delay to stay fast;
 * `DefaultTypingDelay` proves the real 1500 ms one. `navigate` and `onOverlayChange` are spies.
 */
const memoryClient = createMemorySearchClient({ documents: sampleSearchDocuments, pins: sampleSearchPins });

/** A stand-in page: the brand header band holding the search, and content under it to dim. */
function StoryPage({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Band>
        <BandRow>
          <Wordmark>Kerbside</Wordmark>
          <Slot>{children}</Slot>
        </BandRow>
      </Band>
      <Content>
        <h1>New car reviews</h1>
        <p>Expert reviews of every new car on sale in the UK, with prices, running costs and our verdict.</p>
      </Content>
    </Page>
  );
}

const meta = {
  title: 'Components/Header/HeaderSearch',
  component: HeaderSearch,
  parameters: { layout: 'fullscreen' },
  argTypes: { client: { control: false }, navigate: { control: false }, onOverlayChange: { control: false } },
  args: {
    client: { search: fn(memoryClient.search).mockName('search') },
    navigate: fn().mockName('navigate'),
    onOverlayChange: fn().mockName('onOverlayChange'),
    typingDelayMs: 100,
    pageSize: 5,
  },
  decorators: [
    (Story) => (
      <StoryPage>
        <Story />
      </StoryPage>
    ),
  ],
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlay = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-search-overlay]');
const closeCross = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('button', { name: 'Close search' });

/** Types into the field and waits for the answer (the panel leaves its Searching… state). */
async function typeAndWait(canvasElement: HTMLElement, text: string) {
  await userEvent.click(field(canvasElement));
  await userEvent.type(field(canvasElement), text);
  await waitFor(() => expect(canvasElement.querySelector('[data-status="done"]')).not.toBeNull(), {
    timeout: 4000,
  });
}

/** At rest: the field with its placeholder, no overlay, no cross, collapsed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Search Kerbside?');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(overlay(canvasElement)).toBeNull();
    await expect(closeCross(canvasElement)).toBeNull();
    await expect(within(canvasElement).getByRole('search', { name: 'Site' })).toHaveAttribute('action', '/search');
    await expect(args.onOverlayChange).not.toHaveBeenCalled();
  },
};

/** Focused: the dimmed overlay covers the page below the header and the close cross shows. */
export const FocusedWithOverlay: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(field(canvasElement));
    const dim = overlay(canvasElement)!;
    await expect(dim).toBeVisible();
    const header = canvasElement.querySelector('header')!;
    await expect(dim.getBoundingClientRect().top).toBe(Math.round(header.getBoundingClientRect().bottom));
    await expect(closeCross(canvasElement)).toBeVisible();
    await expect(args.onOverlayChange).toHaveBeenCalledTimes(1);
    await expect(args.onOverlayChange).toHaveBeenCalledWith(true);
    // No text yet: no results panel and no request.
    await expect(canvasElement.querySelector('[data-status]')).toBeNull();
    await expect(args.client.search).not.toHaveBeenCalled();
  },
};

/** Typing: 'Searching…' until the answer, then the hits with trimmed titles, labels and images. */
export const TypingShowsResults: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(field(canvasElement));
    await userEvent.type(field(canvasElement), 'ford');
    await expect(message(canvasElement, 'loading')).toHaveTextContent('Searching…');
    await waitFor(() => expect(canvasElement.querySelector('[data-status="done"]')).not.toBeNull());
    await expect(args.client.search).toHaveBeenCalledTimes(1);
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Results for ford' });
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(field(canvasElement)).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(5);
    // Every shown hit has Ford in its title (title words outweigh text words), cut before ' | '.
    for (const option of options) {
      await expect(option).toHaveTextContent('Ford');
      await expect(option).not.toHaveTextContent('| Kerbside');
    }
    // Category labels: '0xkerbside' skipped, dashes shown as spaces.
    const deals = within(listbox).getByRole('option', { name: /Ford new car deals/ });
    await expect(within(deals).getByText('new car deals')).toBeVisible();
    await expect(within(deals).queryByText('kerbside')).toBeNull();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^5 of \d+ results shown$/);
    await expect(within(canvasElement).getByRole('link', { name: /^See all \d+ results$/ })).toHaveAttribute(
      'href',
      '/search?search=ford',
    );
  },
};

/** A pinned result comes first, marked Promoted ('finance' pins the car finance calculator). */
export const PromotedResult: Story = {
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'finance');
    const [first] = within(canvasElement).getAllByRole('option');
    await expect(first).toHaveTextContent('Car finance calculator');
    await expect(within(first!).getByText('Promoted')).toBeVisible();
    await expect(within(first!).getByText('tools and services')).toBeVisible();
  },
};

/** The real 1500 ms typing delay: nothing is sent while typing or within 1.5 s of the last key. */
export const DefaultTypingDelay: Story = {
  args: { typingDelayMs: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(field(canvasElement));
    await userEvent.type(field(canvasElement), 'golf');
    const typed = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(args.client.search).not.toHaveBeenCalled();
    await expect(message(canvasElement, 'loading')).toBeVisible();
    await waitFor(() => expect(args.client.search).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(performance.now() - typed).toBeGreaterThanOrEqual(1400);
    await waitFor(() => expect(within(canvasElement).getByRole('listbox')).toBeVisible());
    await expect(within(canvasElement).getAllByRole('option')[0]).toHaveTextContent('Golf');
  },
};

/** A response without hits: 'Sorry no results found', shown and announced. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'lamborghini');
    await expect(message(canvasElement, 'empty')).toHaveTextContent('Sorry no results found');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sorry no results found');
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The search service is down (the real HTTP client, its fetch failing): a polite message, no server text. */
export const SearchUnavailable: Story = {
  args: {
    client: createSearchClient({
      host: '/api/search',
      sitekey: 'kerbside',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    }),
  },
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'golf');
    await expect(message(canvasElement, 'error')).toHaveTextContent(SEARCH_FAILED_MESSAGE);
    await expect(within(canvasElement).queryByText(/invalid server response/)).toBeNull();
  },
};

/** Arrow keys move the active result and wrap through none; Enter opens the active one. */
export const KeyboardNavigation: Story = {
  args: { pageSize: 3 },
  play: async ({ canvasElement, args }) => {
    await typeAndWait(canvasElement, 'volkswagen');
    const input = field(canvasElement);
    const options = within(canvasElement).getAllByRole('option');
    await expect(options).toHaveLength(3);
    const active = () => input.getAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toBe(options[0]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(active()).toBe(options[2]!.id);
    await expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toBeNull();
    await userEvent.keyboard('{ArrowUp}');
    await expect(active()).toBe(options[2]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(active()).toBe(options[1]!.id);
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledWith(urlOfOption(options[1]!));
    await expect(overlay(canvasElement)).toBeNull();
    await expect(args.onOverlayChange).toHaveBeenLastCalledWith(false);
  },
};

/** Enter with no active result opens the results page for the text. */
export const EnterOpensResultsPage: Story = {
  play: async ({ canvasElement, args }) => {
    await typeAndWait(canvasElement, 'electric car');
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledWith('/search?search=electric%20car');
  },
};

/** A click on a result opens its url. */
export const ClickOpensResult: Story = {
  play: async ({ canvasElement, args }) => {
    await typeAndWait(canvasElement, 'octavia');
    const option = within(canvasElement).getByRole('option', { name: /Škoda Octavia review/ });
    await userEvent.click(option);
    await expect(args.navigate).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledWith('/skoda/octavia/review');
  },
};

/** While the answer is on its way the panel says Searching… (a client that takes a minute to answer). */
export const Loading: Story = {
  args: { client: createMemorySearchClient({ documents: sampleSearchDocuments, latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement));
    await userEvent.type(field(canvasElement), 'kia');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(message(canvasElement, 'loading')).toHaveTextContent('Searching…');
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Escape turns the overlay off and hides the results; focus stays in (or returns to) the field. */
export const CloseWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    await typeAndWait(canvasElement, 'golf');
    await userEvent.keyboard('{Escape}');
    await expect(overlay(canvasElement)).toBeNull();
    await expect(closeCross(canvasElement)).toBeNull();
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(field(canvasElement)).toHaveFocus();
    await expect(field(canvasElement)).toHaveValue('golf');
    await expect(args.onOverlayChange).toHaveBeenLastCalledWith(false);
    // Arrow down brings the results back; Escape from the See all link closes them again.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(canvasElement).getByRole('listbox')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: /^See all \d+ results$/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(overlay(canvasElement)).toBeNull();
    await expect(field(canvasElement)).toHaveFocus();
  },
};

/** A click on the dimmed overlay turns it off. */
export const CloseWithOverlayClick: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(field(canvasElement));
    await userEvent.click(overlay(canvasElement)!);
    await expect(overlay(canvasElement)).toBeNull();
    await expect(args.onOverlayChange).toHaveBeenCalledTimes(2);
    await expect(args.onOverlayChange).toHaveBeenLastCalledWith(false);
  },
};

/** The close cross turns the overlay off and returns focus to the field (by mouse and by keyboard). */
export const CloseWithCross: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(field(canvasElement));
    await userEvent.click(closeCross(canvasElement)!);
    await expect(overlay(canvasElement)).toBeNull();
    await expect(field(canvasElement)).toHaveFocus();
    await userEvent.type(field(canvasElement), 'p');
    await expect(overlay(canvasElement)).not.toBeNull();
    await userEvent.tab();
    await expect(closeCross(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(overlay(canvasElement)).toBeNull();
    await expect(field(canvasElement)).toHaveFocus();
    await expect(args.onOverlayChange).toHaveBeenCalledTimes(4);
    await expect(args.onOverlayChange).toHaveBeenNthCalledWith(3, true);
    await expect(args.onOverlayChange).toHaveBeenLastCalledWith(false);
  },
};

/** The placeholder can be overridden. */
export const CustomPlaceholder: Story = {
  args: { placeholder: 'Search reviews, news and deals' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('placeholder', 'Search reviews, news and deals');
    await expect(field(canvasElement)).toHaveAccessibleName('Search Kerbside');
  },
};

/** The sample document an option shows: the one whose shown title starts the option's text (the longest). */
function urlOfOption(option: HTMLElement): string {
  const text = option.textContent ?? '';
  const candidates = sampleSearchDocuments
    .filter((doc) => text.startsWith(trimSearchTitle(doc.title)))
    .sort((a, b) => trimSearchTitle(b.title).length - trimSearchTitle(a.title).length);
  if (!candidates[0]) throw new Error(`No sample document for the option '${text}'`);
  return candidates[0].url;
}

const Page = styled.div`
  min-height: 640px;
  background: ${vars.color.background};
`;

const Band = styled.header`
  position: relative;
  z-index: ${vars.z.sticky};
  background: ${vars.color.brand};
  color: ${vars.color.textInverse};
`;

const BandRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[6]};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space[3]} ${vars.space[4]};
`;

const Wordmark = styled.span`
  font-size: ${vars.text.xl.size};
  line-height: ${vars.text.xl.line};
  font-weight: ${vars.weight.bold};
`;

const Slot = styled.div`
  flex: 1 1 320px;
  max-width: 560px;
`;

const Content = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]};

  h1 {
    margin-bottom: ${vars.space[3]};
  }
`;
