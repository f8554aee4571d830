/**
 * What the core widget stories share: the REAL in-memory search client over the sample documents
 * (results are computed from their text and fields, never canned), a fresh search store per story
 * (options from `parameters.store`), and a compact echo of the store (keyword, page, sort, hit
 * titles) so a play function can see what a widget did to the search.
 */
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { trimSearchTitle } from '#src/lib/trimSearchTitle';
import type { Choice } from '#src/widgets/filters/ChoiceList';
import { createSearchStore, type SearchStore, type SearchStoreOptions } from '#src/widgets/store/searchStore';
import { SearchStoreProvider } from '#src/widgets/store/SearchStoreProvider';
import { useSearchStore } from '#src/widgets/store/useSearchStore';
import { sampleSearchDocuments, sampleSearchPins } from '#stories/support/searchDocuments';

/** The client of every widget story. */
export const storyClient = createMemorySearchClient({ documents: sampleSearchDocuments, pins: sampleSearchPins });

/** A client whose answers take a while, for loading states. */
export const slowStoryClient = createMemorySearchClient({
  documents: sampleSearchDocuments,
  pins: sampleSearchPins,
  latencyMs: 700,
});

export const price = 'custom_fields.price';

/** Store options of a story (`parameters.store`); the client defaults to storyClient. */
export type StoryStoreOptions = Partial<SearchStoreOptions>;

/** The last store a story made (play functions read it; one story renders at a time). */
export let currentStore: SearchStore | null = null;

function StoryStore({ options, children }: { options: StoryStoreOptions; children: ReactNode }) {
  const [store] = useState(() => {
    currentStore = createSearchStore({ client: storyClient, pageSize: 5, statsFields: [price], ...options });
    return currentStore;
  });
  return <SearchStoreProvider store={store}>{children}</SearchStoreProvider>;
}

/** Shows the store's search: keyword, page, sort and the hit titles in order. */
export function StoreEcho() {
  const state = useSearchStore();
  if (!state.results) return <Echo data-echo="">Searching…</Echo>;
  return (
    <Echo data-echo="" data-page={state.page} data-total={state.results.total_hits}>
      <p>
        {state.results.total_hits} found · page {state.page} · sorted by {state.sort.field} {state.sort.order}
        {state.loading ? ' · searching' : ''}
      </p>
      <ol>
        {state.results.hits.map((hit) => (
          <li key={hit.id} data-hit-id={hit.id}>
            {trimSearchTitle(hit.title)}
            {hit.custom_fields.price !== undefined ? ` — £${hit.custom_fields.price}` : ''}
          </li>
        ))}
      </ol>
    </Echo>
  );
}

/** A custom template (render prop) of a choice widget: its choices as a row of toggle buttons. */
export function buttonRowTemplate({
  label,
  choices,
  choose,
}: {
  label: string;
  choices: readonly Choice[];
  choose: (key: string) => void;
}) {
  return (
    <div role="group" aria-label={label}>
      {choices.map((choice) => (
        <RowButton key={choice.key} type="button" aria-pressed={choice.active} onClick={() => choose(choice.key)}>
          {choice.label}
        </RowButton>
      ))}
    </div>
  );
}

/** Wraps a story in its own store, with the echo under it (unless `parameters.echo` is false). */
export const withStore: Decorator = (Story, context) => {
  const options = (context.parameters.store ?? {}) as StoryStoreOptions;
  const echo = context.parameters.echo !== false;
  return (
    <StoryStore key={context.id} options={options}>
      <Layout>
        <Story />
        {echo && <StoreEcho />}
      </Layout>
    </StoryStore>
  );
};

/** The ids of the hits the echo shows, in order. */
export const echoedIds = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-echo] [data-hit-id]')).map((li) => li.dataset.hitId);

/** Waits until the store is idle with results. */
export const idle = (root: HTMLElement) => {
  const echo = root.querySelector<HTMLElement>('[data-echo]');
  return !!echo && echo.dataset.total !== undefined && !echo.textContent?.includes('searching');
};

const RowButton = styled.button`
  min-height: 44px;
  margin-right: ${vars.space[2]};
`;

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  max-width: 40rem;
`;

const Echo = styled.div`
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};

  p,
  ol {
    margin: 0;
  }
  ol {
    padding-left: ${vars.space[5]};
  }
`;
