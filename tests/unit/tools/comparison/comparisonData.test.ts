// @vitest-environment node
/** The comparison's content reads against the local adapter over the seeded fixture catalogue. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import type { Catalogue } from '#src/domain/content/types';
import { createContentStore } from '#src/server/content/contentStore';
import { createLocalContent } from '#src/server/content/localContent';
import {
  loadComparison,
  loadPickerMakes,
  loadPickerModels,
  loadPickerVersions,
} from '#src/tools/comparison/comparisonData';
import { seededFixtureDatabase } from '#tests/unit/content/fixtures';

let adapter: ContentAdapter;
let catalogue: Catalogue;
let cleanup: () => void;

beforeAll(() => {
  const seeded = seededFixtureDatabase();
  cleanup = seeded.cleanup;
  catalogue = seeded.catalogue;
  adapter = createLocalContent(createContentStore(seeded.db));
});
afterAll(() => cleanup());

const onSale = (modelId: string) =>
  catalogue.derivatives
    .filter((derivative) => derivative.modelId === modelId && derivative.dateDiscontinued === null)
    .sort((a, b) => a.cashPrice - b.cashPrice);

describe('loadComparison', () => {
  it('reads each car in the keys’ order, with its cheapest version on sale or the chosen one', async () => {
    const chosen = onSale('m2').at(-1)!;
    const loaded = await loadComparison(adapter, ['m1', `m2.${chosen.capId}`, 'm2']);
    expect(loaded.missing).toEqual([]);
    expect(loaded.cars.map((car) => car.key)).toEqual(['m1', `m2.${chosen.capId}`, 'm2']);
    const [first, second, third] = loaded.cars;
    // m1's cheapest trim is discontinued: the cheapest version on sale is shown instead.
    expect(first?.version?.capId).toBe(onSale('m1')[0]?.capId);
    expect(first?.version?.dateDiscontinued).toBeNull();
    expect(first?.versionChosen).toBe(false);
    expect(second?.version?.capId).toBe(chosen.capId);
    expect(second?.versionChosen).toBe(true);
    expect(third?.version?.capId).toBe(onSale('m2')[0]?.capId);
    expect(first?.model.id).toBe('m1');
  });

  it('links each car’s rated review, not its used review', async () => {
    const loaded = await loadComparison(adapter, ['m1', 'm4']);
    const expected = catalogue.reviews.find((review) => review.modelId === 'm1' && review.reviewType !== 'used-review');
    expect(loaded.cars[0]?.review).toMatchObject({ cmsId: expected?.cmsId, verdictRating: expected?.verdictRating });
    expect(loaded.cars[0]?.review?.reviewType).not.toBe('used-review');
    // m4 has only a first look: linked, without a rating.
    expect(loaded.cars[1]?.review).toMatchObject({ reviewType: 'first-look', verdictRating: null });
  });

  it('returns unknown models, versions of other models and malformed keys as missing', async () => {
    const otherModelsVersion = onSale('m2')[0]!.capId;
    const loaded = await loadComparison(adapter, ['no-such-model', `m1.${otherModelsVersion}`, 'bad key', 'm3']);
    expect(loaded.cars.map((car) => car.key)).toEqual(['m3']);
    expect(loaded.missing).toEqual(['no-such-model', `m1.${otherModelsVersion}`, 'bad key']);
    expect(await loadComparison(adapter, ['only-unknown'])).toEqual({ cars: [], missing: ['only-unknown'] });
  });

  it('passes on a service failure', async () => {
    const down = {
      list: () => Promise.reject(new ServiceUnavailableError('down')),
    } as unknown as ContentAdapter;
    await expect(loadComparison(down, ['m1'])).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});

describe('picker reads', () => {
  it('lists makes by name, a make’s models on sale and a model’s versions on sale, cheapest first', async () => {
    const makes = await loadPickerMakes(adapter);
    expect(makes.map((make) => make.name)).toEqual(catalogue.makes.map((make) => make.name).sort());
    const model = catalogue.models.find((candidate) => candidate.id === 'm1')!;
    const models = await loadPickerModels(adapter, model.makeSlug);
    const expected = catalogue.models.filter((item) => item.makeSlug === model.makeSlug && !item.comingSoon);
    expect(models.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());
    expect(models.find((item) => item.id === 'm1')?.name).toContain(model.name);
    const versions = await loadPickerVersions(adapter, 'm1');
    expect(versions.map((version) => version.capId)).toEqual(onSale('m1').map((version) => version.capId));
    expect(versions[0]?.price).toBe(onSale('m1')[0]?.cashPrice);
  });

  it('leaves coming-soon models out', async () => {
    const comingSoon = catalogue.models.find((model) => model.comingSoon)!;
    const models = await loadPickerModels(adapter, comingSoon.makeSlug);
    expect(models.some((model) => model.id === comingSoon.id)).toBe(false);
  });
});
