/**
 * The day the test layers pin the site's clock to (KERBSIDE_TODAY, src/lib/clock.ts `today()`):
 * the catalogue generator's reference date, so the seeded catalogue, which deals are live, every
 * page and every screenshot are the same whatever day the tests run (issue #18). vitest.config.ts
 * sets it (as a literal) for the unit and e2e workers, tests/e2e/support/siteProcess.ts for the
 * site it starts; tests/unit/lib/clock.test.ts keeps all three equal to the generator's
 * `referenceCatalogueDate`.
 */
export const pinnedTestToday = '2026-11-21';
