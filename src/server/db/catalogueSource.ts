/**
 * The catalogue generator (src/server/catalogue) as a seeding source: everything but the
 * derivatives in one chunk, then the derivatives streamed in slices (constant memory at scale
 * 34). Its `generatorVersion` is a fingerprint of its output for this seed (the scale-independent
 * parts, the current derivatives and a sample of the scaled ones), so any change to the generator
 * re-seeds without anyone having to remember to bump a version number.
 *
 * The catalogue is dated from the day it is seeded (`catalogueDate`, default `today()`: deals end
 * 7 to 60 days later, reviews and articles are published before it), so a fresh seed always has
 * live offers. The fingerprint is taken at the generator's reference date whatever the catalogue
 * date, so it names the generator, not the day: a catalogue seeded yesterday is still current, and
 * its deals end at read time (src/domain/dealDates.ts).
 */
import { createHash } from 'node:crypto';
import { today } from '#src/lib/clock';
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

export function generatorSource(
  seed: number = defaultCatalogueSeed,
  scale = 1,
  catalogueDate: string = today(),
): CatalogueSource {
  const reference = generator.buildWorld({ seed, scale });
  const referenceParts = generator.generateCatalogueParts({ seed, scale }, reference);
  const generatorVersion = fingerprint(reference, referenceParts, seed);

  // The catalogue itself, built only when it is seeded (checking a database needs just the fingerprint).
  let dated: { world: generator.CatalogueWorld; parts: typeof referenceParts } | undefined;
  const catalogue = () => {
    if (!dated) {
      if (catalogueDate === reference.settings.today) dated = { world: reference, parts: referenceParts };
      else {
        const world = generator.buildWorld({ seed, scale, today: catalogueDate });
        dated = { world, parts: generator.generateCatalogueParts({ seed, scale, today: catalogueDate }, world) };
      }
    }
    return dated;
  };

  return {
    generatorVersion,
    catalogueDate,
    get expectedTotal() {
      const { world, parts } = catalogue();
      let derivatives = 0;
      for (const list of world.baseByModel.values()) derivatives += list.length;
      derivatives *= world.settings.scale;
      const partCount = Object.values(parts).reduce((sum, value) => sum + (Array.isArray(value) ? value.length : 0), 0);
      return partCount + derivatives;
    },
    *chunks(): Generator<CatalogueChunk> {
      const { world, parts } = catalogue();
      yield parts;
      let slice: CatalogueChunk['derivatives'] & object = [];
      for (const derivative of generator.iterateDerivatives({ seed, scale, today: catalogueDate }, world)) {
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
