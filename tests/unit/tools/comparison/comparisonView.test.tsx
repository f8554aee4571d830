/**
 * The comparison island over the real comparison reads (the local adapter on the seeded fixture
 * catalogue) and an in-memory comparison store: the URL merge, add, remove, clear and the
 * server HTML without JavaScript.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import type { Catalogue } from '#src/domain/content/types';
import { createContentStore } from '#src/server/content/contentStore';
import { createLocalContent } from '#src/server/content/localContent';
import { loadComparison, type ComparedCar, type PickerMake } from '#src/tools/comparison/comparisonData';
import { adapterComparisonSource, type ComparisonSource } from '#src/tools/comparison/comparisonSource';
import { createComparisonStore, type ComparisonStore } from '#src/tools/comparison/comparisonStore';
import { comparisonTexts } from '#src/tools/comparison/comparisonTexts';
import { ComparisonView, type ComparisonViewProps } from '#src/tools/comparison/ComparisonView';
import { createShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { seededFixtureDatabase } from '#tests/unit/content/fixtures';

let adapter: ContentAdapter;
let catalogue: Catalogue;
let cleanup: () => void;
let source: ComparisonSource;
let makes: PickerMake[];

beforeAll(async () => {
  const seeded = seededFixtureDatabase();
  cleanup = seeded.cleanup;
  catalogue = seeded.catalogue;
  adapter = createLocalContent(createContentStore(seeded.db));
  source = adapterComparisonSource(adapter);
  makes = [...catalogue.makes].sort((a, b) => a.name.localeCompare(b.name)).map(({ slug, name }) => ({ slug, name }));
  // Warm the store's statements, so the first test does not pay for them.
  await loadComparison(adapter, ['m1']);
});
afterAll(() => cleanup());

function memoryStore(keys: readonly string[] = []): ComparisonStore {
  const data = new Map<string, string>();
  const store = createComparisonStore({
    storage: () => ({
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, String(value)),
      removeItem: (key) => void data.delete(key),
    }),
    events: undefined,
    now: () => new Date('2026-06-01T00:00:00Z'),
  });
  store.replace(keys);
  return store;
}

const shortlistStore = () => createShortlistStore({ storage: () => undefined, events: undefined });

async function cars(keys: readonly string[]): Promise<ComparedCar[]> {
  return (await loadComparison(adapter, keys)).cars;
}

function view(props: Partial<ComparisonViewProps> & Pick<ComparisonViewProps, 'initialCars'>) {
  const replaceUrl = vi.fn();
  const store = props.store ?? memoryStore();
  const result = render(
    <ComparisonView
      initialKeys={props.initialCars.map((car) => car.key)}
      makes={makes}
      source={source}
      shortlistStore={shortlistStore()}
      replaceUrl={replaceUrl}
      {...props}
      store={store}
    />,
  );
  return { ...result, replaceUrl, store };
}

const columnNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

// Rendering a table of styled components is slow on a busy machine.
describe('ComparisonView', { timeout: 20_000 }, () => {
  it('merges the URL’s add into the stored list and rewrites the address to ?ids=', async () => {
    const initialCars = await cars(['m2']);
    const { store, replaceUrl } = view({ initialCars, urlAdd: 'm2', store: memoryStore(['m1']) });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(2));
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['m1', 'm2']);
    expect(replaceUrl).toHaveBeenLastCalledWith('/car-comparison?ids=m1,m2');
    expect(columnNames()[0]).toContain(catalogue.models[0]!.name);
  });

  it('takes the URL’s ids over the stored list', async () => {
    const initialCars = await cars(['m3']);
    const { store } = view({ initialCars, urlHasIds: true, store: memoryStore(['m1', 'm2']) });
    await waitFor(() => expect(store.getSnapshot().map((item) => item.id)).toEqual(['m3']));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(1);
    expect(screen.getByText(comparisonTexts.oneCar)).toBeInTheDocument();
  });

  it('says so when the URL adds a car to a full list, and disables adding with the reason', async () => {
    const initialCars = await cars(['m5']);
    view({ initialCars, urlAdd: 'm5', store: memoryStore(['m1', 'm2', 'm3', 'm4']) });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(4));
    expect(screen.getByText(/was not added: your comparison already holds 4 cars/)).toBeInTheDocument();
    expect(screen.getByText(comparisonTexts.full)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: comparisonTexts.pickerHeading })).toBeDisabled();
  });

  it('removes a car in place, announces it, and clears the rest to the empty state', async () => {
    const user = userEvent.setup();
    const initialCars = await cars(['m1', 'm2']);
    const { store } = view({ initialCars, urlHasIds: true });
    await waitFor(() => expect(store.getSnapshot()).toHaveLength(2));
    const first = initialCars[0]!;
    await user.click(
      screen.getByRole('button', { name: new RegExp(`^Remove ${first.model.make} ${first.model.name}`) }),
    );
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['m2']);
    expect(screen.getByText(/removed from your comparison/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: /Your cars side by side/ })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: comparisonTexts.clear }));
    expect(store.getSnapshot()).toEqual([]);
    expect(screen.getByRole('heading', { name: comparisonTexts.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(comparisonTexts.cleared)).toBeInTheDocument();
  });

  it('adds a car through the make, model and version picker by keyboard', async () => {
    const user = userEvent.setup();
    const { store } = view({ initialCars: [] });
    await waitFor(() => expect(screen.getByRole('button', { name: comparisonTexts.add })).toBeDisabled());
    const model = catalogue.models.find((item) => item.id === 'm2')!;
    const version = catalogue.derivatives
      .filter((item) => item.modelId === 'm2' && item.dateDiscontinued === null)
      .sort((a, b) => b.cashPrice - a.cashPrice)[0]!;
    await user.selectOptions(screen.getByLabelText(comparisonTexts.make), model.makeSlug);
    const modelSelect = await screen.findByLabelText(comparisonTexts.model);
    await user.selectOptions(modelSelect, model.id);
    const versionSelect = await screen.findByLabelText(comparisonTexts.version);
    await user.selectOptions(versionSelect, version.capId);
    screen.getByRole('button', { name: comparisonTexts.add }).focus();
    await user.keyboard('{Enter}');
    expect(store.getSnapshot().map((item) => item.id)).toEqual([`m2.${version.capId}`]);
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
    expect(columnNames()[0]).toContain(`Version: ${version.trim}`);
    expect(screen.getByText(/added to your comparison/)).toBeInTheDocument();
  });

  it('drops a stored car that no longer exists, saying so', async () => {
    const { store } = view({ initialCars: [], store: memoryStore(['gone-model']) });
    await waitFor(() => expect(screen.getByText(/We couldn't find the car 'gone-model'/)).toBeInTheDocument());
    expect(store.getSnapshot()).toEqual([]);
    expect(screen.getByRole('heading', { name: comparisonTexts.emptyTitle })).toBeInTheDocument();
  });

  it('says so when the cars cannot be read', async () => {
    const failing: ComparisonSource = { ...source, cars: () => Promise.reject(new Error('down')) };
    view({ initialCars: [], store: memoryStore(['m1']), source: failing });
    await waitFor(() => expect(screen.getByText(comparisonTexts.loadFailed)).toBeInTheDocument());
  });
});

describe('ComparisonView in the server HTML', () => {
  it('renders the empty state and GET forms that work without JavaScript', () => {
    const html = renderToString(
      <ComparisonView initialKeys={[]} initialCars={[]} makes={makes} store={memoryStore()} source={source} />,
    );
    expect(html).toContain(comparisonTexts.emptyTitle);
    expect(html).toContain('action="/car-comparison"');
    expect(html).toContain(comparisonTexts.showModels);
  });

  it('renders the URL’s cars with remove forms that keep the other cars, and the picker’s model step', async () => {
    const initialCars = await cars(['m1', 'm2']);
    const html = renderToString(
      <ComparisonView
        initialKeys={['m1', 'm2']}
        initialCars={initialCars}
        makes={makes}
        pickerMake={catalogue.models[0]!.makeSlug}
        pickerModels={[{ id: 'm1', name: 'First model' }]}
        store={memoryStore()}
        source={source}
      />,
    );
    expect(html).toContain('<caption');
    expect(html).toContain('scope="col"');
    expect(html).toContain('scope="row"');
    expect(html).toMatch(/name="ids" value="m2"/);
    expect(html).toMatch(/name="ids" value="m1,m2"/);
    expect(html).toContain('name="add"');
    expect(html).toContain('First model');
  });
});
