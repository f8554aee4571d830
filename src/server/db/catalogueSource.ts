/**
 * The catalogue generator (src/server/catalogue) as a seeding source: everything but the
 * derivatives in one chunk, then the derivatives streamed in slices (constant memory at scale
 * 34). Its `generatorVersion` is a fingerprint of its output for this seed (the scale-independent
 * parts, the current derivatives and a sample of the scaled ones), so any change to the generator
 * re-seeds without anyone having to remember to bump a version number.
 */
import { createHash } from 'node:crypto';
import * as generator from '../catalogue/generateCatalogue';
import type { CatalogueChunk, CatalogueSource } from './seedDatabase';

/** The generator's default seed, which the stories sample too: pages and stories show the same cars. */
export const defaultCatalogueSeed = 2026;

/** Derivatives per streamed chunk. */
const sliceSize = 5_000;
/** Models whose first scaled set goes into the fingerprint. */
const fingerprintModels = 5;

function fingerprint(
  world: generator.CatalogueWorld,
  parts: ReturnType<typeof generator.generateCatalogueParts>,
  seed: number,
): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(parts));
  for (const derivatives of world.baseByModel.values()) hash.update(JSON.stringify(derivatives));
  // The scaled sets come from other code; a sample of set 1 covers it.
  const sample = generator.iterateDerivatives(
    { seed, scale: 2 },
    { ...world, plans: world.plans.slice(0, fingerprintModels), settings: { ...world.settings, scale: 2 } },
  );
  for (const derivative of sample) hash.update(JSON.stringify(derivative));
  return `output-${hash.digest('hex').slice(0, 16)}`;
}

export function generatorSource(seed: number = defaultCatalogueSeed, scale = 1): CatalogueSource {
  const world = generator.buildWorld({ seed, scale });
  const parts = generator.generateCatalogueParts({ seed, scale }, world);
  const generatorVersion = fingerprint(world, parts, seed);

  let derivatives = 0;
  for (const list of world.baseByModel.values()) derivatives += list.length;
  derivatives *= world.settings.scale;
  const partCount = Object.values(parts).reduce((sum, value) => sum + (Array.isArray(value) ? value.length : 0), 0);

  return {
    generatorVersion,
    expectedTotal: partCount + derivatives,
    *chunks(): Generator<CatalogueChunk> {
      yield parts;
      let slice: CatalogueChunk['derivatives'] & object = [];
      for (const derivative of generator.iterateDerivatives({ seed, scale }, world)) {
        slice.push(derivative);
        if (slice.length === sliceSize) {
          yield { derivatives: slice };
          slice = [];
        }
      }
      if (slice.length) yield { derivatives: slice };
    },
  };
}
