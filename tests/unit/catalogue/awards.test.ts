/**
 * Awards: every hub for 2024-2026 with 8-12 classes, each won by a real model that fits the
 * class and could be bought (new, or used for the used-car awards) that year.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Award } from '#src/domain/content/types';
import { awardClasses, eligibleFor } from '#src/server/catalogue/awards';
import type { CatalogueWorld } from '#src/server/catalogue/generateCatalogue';
import { buildWorld, generateCatalogueParts } from '#src/server/catalogue/generateCatalogue';

let world: CatalogueWorld;
let awards: Award[];
beforeAll(() => {
  world = buildWorld();
  awards = generateCatalogueParts({}, world).awards;
});

describe('awards', () => {
  it('cover every hub for 2024-2026 with 8-12 classes each', () => {
    for (const hub of ['new-car-awards', 'used-car-awards', 'electric-car-awards', 'van-awards']) {
      for (const year of [2024, 2025, 2026]) {
        const classes = awards.filter((a) => a.hub === hub && a.year === year);
        expect(classes.length, `${hub} ${year}`).toBeGreaterThanOrEqual(8);
        expect(classes.length).toBeLessThanOrEqual(12);
      }
    }
  });

  it('go to real models that fit the class and were eligible that year', () => {
    const facts = new Map(world.facts.map((f) => [f.plan.spec.id, f]));
    for (const award of awards) {
      const f = facts.get(award.modelId);
      expect(f, award.modelId).toBeDefined();
      if (!f) continue;
      const awardClass = awardClasses.find((c) => c.hub === award.hub && c.className === award.className);
      expect(awardClass?.fits(f), award.id).toBe(true);
      expect(eligibleFor(award.hub, award.year, f), award.id).toBe(true);
      expect(award.title).toContain(f.full);
      expect(award.citation).toContain(f.full);
    }
  });
});
