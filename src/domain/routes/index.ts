/**
 * The site's route builders, one home for how a URL is spelt (spec 2.1). No React, no IO.
 * Every link, redirect, canonical path, sitemap entry and path check takes its path from here;
 * tests/unit/domain/routeLiterals.test.ts fails when a route is spelt as a literal elsewhere.
 */
export * from './sitePaths';
export * from './modelRoutes';
export * from './paging';
export * from './serviceRoutes';
