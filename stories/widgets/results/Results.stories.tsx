import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import type { SearchDocument } from '#src/domain/search/searchTypes';
import { Results } from '#src/widgets/results/Results';
import { slowStoryClient, storyClient, withStore } from '../support/widgetStory';

/**
 * The results widget (spec 2.11, 3, 8, 9) over the REAL in-memory search client: the default
 * template (title before ' | ', image, category by the spec 9 rule, safe highlight, price), the
 * count ('10000+' at the cap, over 10,050 generated used-car adverts), 'No search results with
 * keyword', PROMOTED hits, loading and failure, and click statistics on pointer-down and Enter.
 */
const sendStatsEvent = fn(() => Promise.resolve(true)).mockName('sendStatsEvent');

const makes = ['Ford', 'Vauxhall', 'Volkswagen', 'Kia', 'Toyota', 'Nissan', 'BMW', 'Audi', 'Skoda', 'Hyundai'];
const models = ['Fiesta', 'Corsa', 'Golf', 'Sportage', 'Yaris', 'Qashqai', '3 Series', 'A3', 'Octavia', 'Tucson'];
/** 10,050 used-car adverts: more than the 10000 cap of total_hits. */
const manyAdverts: SearchDocument[] = Array.from({ length: 10_050 }, (_, index) => {
  const make = makes[index % makes.length]!;
  const model = models[index % models.length]!;
  const year = 2015 + (index % 10);
  return {
    id: `used-${index}`,
    url: `/used-cars/${index}`,
    title: `${year} ${make} ${model} | Kerbside`,
    text: `A ${year} ${make} ${model} with ${10_000 + ((index * 37) % 90_000)} miles, full service history.`,
    categories: ['0xkerbside', '1xused-cars', `2x${make.toLowerCase()}`],
    ts: Date.UTC(2026, 0, 1) + index * 60_000,
    customFields: { make, model, price: 4_000 + ((index * 113) % 30_000), year },
  };
});

const meta = {
  title: 'Widgets/Results',
  component: Results,
  decorators: [withStore],
  parameters: {
    echo: false,
    store: { initialState: { keyword: 'ford' }, client: { search: storyClient.search, sendStatsEvent } },
  },
  argTypes: { template: { control: false }, hitTemplate: { control: false }, store: { control: false } },
} satisfies Meta<typeof Results>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'ford': titles without ' | Kerbside', categories by the spec 9 rule, highlights, prices. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ results$/));
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.length).toBe(5);
    await expect(headings.every((heading) => !heading.textContent?.includes(' | '))).toBe(true);
    await expect(canvasElement.querySelector('em')).toHaveTextContent(/ford/i);
    await expect(canvasElement.querySelector('[data-category]')?.textContent).toBe('reviews');
    await expect(canvasElement.querySelector('[data-price]')?.textContent).toMatch(/^£[\d,]+\.00$/);
  },
};

/** Click statistics: pointer-down and Enter (13) send the click with its position. */
export const ClickStatistics: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5));
    sendStatsEvent.mockClear();
    const links = canvas.getAllByRole('link');
    fireEvent.pointerDown(links[1]!);
    await expect(sendStatsEvent).toHaveBeenCalledWith(
      'click',
      expect.objectContaining({ keyword: 'ford', position: 2 }),
    );
    links[3]!.focus();
    fireEvent.keyDown(links[3]!, { key: 'Enter', keyCode: 13 });
    await expect(sendStatsEvent).toHaveBeenLastCalledWith(
      'click',
      expect.objectContaining({ keyword: 'ford', position: 4 }),
    );
  },
};

/** Nothing matches: the spec's text with the keyword. */
export const NoResults: Story = {
  parameters: { store: { initialState: { keyword: 'zeppelin' } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No search results with keyword "zeppelin"')).toBeVisible());
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
  },
};

/** A pinned result for 'finance' comes first, marked Promoted. */
export const Promoted: Story = {
  parameters: { store: { initialState: { keyword: 'finance' } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Promoted')).toBeVisible());
    await expect(canvas.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Car finance calculator');
  },
};

/** More than 10000 matches: the count shows '10000+'. */
export const CountAtCap: Story = {
  parameters: {
    store: { initialState: { keyword: null }, client: createMemorySearchClient({ documents: manyAdverts }) },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('10000+ results'), { timeout: 5000 });
  },
};

/** While searching: 'Searching…' in the status line. */
export const Loading: Story = {
  parameters: { store: { client: slowStoryClient } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/results$/), { timeout: 3000 });
  },
};

/** The search fails: a message for visitors (the client's own message stays in data-error). */
export const SearchFailed: Story = {
  parameters: {
    store: {
      client: { search: () => Promise.resolve({ error: { response: 500, message: 'invalid server response' } }) },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Sorry, we could not search just now.'));
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-error', 'invalid server response');
  },
};

/** A custom hit template (render prop) that still sends click statistics through `track`. */
export const CustomHitTemplate: Story = {
  args: {
    hitTemplate: ({ hit, title, price, track }) => (
      <p>
        <a href={hit.url} onPointerDown={track}>
          {title}
        </a>
        {price && <strong> {price}</strong>}
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(5));
    sendStatsEvent.mockClear();
    fireEvent.pointerDown(canvas.getAllByRole('link')[0]!);
    await expect(sendStatsEvent).toHaveBeenCalledWith('click', expect.objectContaining({ position: 1 }));
  },
};
