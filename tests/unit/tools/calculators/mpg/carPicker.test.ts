// @vitest-environment node
/** The car picker over the real local adapter and the small fixture catalogue of the content tests. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { createContentStore } from '#src/server/content/contentStore';
import { createLocalContent } from '#src/server/content/localContent';
import { loadCar, loadMakes, loadModels, loadPickerLists, loadVersions } from '#src/tools/calculators/mpg/carPicker';
import { seededFixtureDatabase } from '#tests/unit/content/fixtures';

let adapter: ContentAdapter;
let cleanup: () => void;

beforeAll(() => {
  const seeded = seededFixtureDatabase();
  cleanup = seeded.cleanup;
  adapter = createLocalContent(createContentStore(seeded.db));
});
afterAll(() => cleanup());

describe('car picker', () => {
  it('lists every make by name', async () => {
    expect(await loadMakes(adapter)).toEqual([
      { value: 'ford', label: 'Ford' },
      { value: 'kia', label: 'Kia' },
      { value: 'volkswagen', label: 'Volkswagen' },
    ]);
  });

  it('lists the on-sale models of a make with their body style, none for a coming-soon-only or unknown make', async () => {
    expect(await loadModels(adapter, 'ford')).toEqual([
      { value: 'm1', label: 'Ford Fiesta hatchback' },
      { value: 'm2', label: 'Ford Puma SUV' },
    ]);
    expect(await loadModels(adapter, 'kia')).toEqual([]);
    expect(await loadModels(adapter, 'no-such-make')).toEqual([]);
    expect(await loadModels(adapter, 'Bad Slug!')).toEqual([]);
  });

  it('lists the versions of a model by name with their fuel', async () => {
    const versions = await loadVersions(adapter, 'm1');
    expect(versions).toHaveLength(6);
    expect(versions[0]).toEqual({ value: '10005', label: 'Premium 1.4 petrol 140 auto (petrol)' });
    expect(versions.map((version) => version.label)).toContain('Standard 1.5 diesel 120 (diesel)');
    expect(await loadVersions(adapter, 'm99')).toEqual([]);
  });

  it('loads a version with its official, estimated real-world and electric figures', async () => {
    expect(await loadCar(adapter, '10001')).toEqual({
      capId: '10001',
      makeSlug: 'ford',
      modelId: 'm1',
      name: 'Ford Fiesta Standard 1.4 petrol 120',
      fuelType: 'petrol',
      officialMpg: 50,
      estimatedMpg: 45,
      milesPerKwh: null,
    });
    expect(await loadCar(adapter, '10003')).toMatchObject({ officialMpg: 49, estimatedMpg: null });
    expect(await loadCar(adapter, '10019')).toMatchObject({
      fuelType: 'electric',
      officialMpg: null,
      milesPerKwh: 4.1,
    });
  });

  it('gives null for an unknown or malformed cap id', async () => {
    expect(await loadCar(adapter, '99999999')).toBeNull();
    expect(await loadCar(adapter, 'abc')).toBeNull();
  });

  it('builds the form lists for a picker state, dropping choices that do not belong', async () => {
    const chosen = await loadPickerLists(adapter, { make: 'ford', model: 'm1', car: '10001' });
    expect(chosen).toMatchObject({ make: 'ford', model: 'm1', car: '10001', unknownMake: false });
    expect(chosen.models).toHaveLength(2);
    expect(chosen.versions).toHaveLength(6);
    // The make was changed: the old model and version go.
    expect(await loadPickerLists(adapter, { make: 'volkswagen', model: 'm1', car: '10001' })).toMatchObject({
      make: 'volkswagen',
      model: '',
      car: '',
      versions: [],
    });
    // A version alone (a shared results link) fills in its make and model.
    expect(await loadPickerLists(adapter, { make: '', model: '', car: '10019' })).toMatchObject({
      make: 'volkswagen',
      model: 'm4',
      car: '10019',
    });
    expect(await loadPickerLists(adapter, { make: 'no-such-make', model: '', car: '' })).toMatchObject({
      make: '',
      unknownMake: true,
      models: [],
    });
  });
});
