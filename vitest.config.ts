import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import type { Viewport } from './tokens/viewports';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium, headless, with the flags this closed network needs (docs/design/toolchain.md). */
const browser = (headless = true) => ({
  enabled: true,
  headless,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

/** Every story as a browser test: renders, runs its play function, then axe (a11y test 'error'). */
const storyProject = (
  name: string,
  viewport?: Viewport,
  setupFiles: string[] = [],
): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [
    storybookTest({
      configDir: path.join(root, '.storybook'),
      ...(viewport ? { initialGlobals: { viewport: { value: viewport, isRotated: false } } } : {}),
    }),
  ],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'styled-components',
    ],
  },
  test: {
    name,
    // addon-vitest applies the preview annotations (decorators, a11y 'error', viewports) itself.
    setupFiles,
    browser: {
      ...browser(),
      expect: {
        toMatchScreenshot: {
          // Baselines live together under tests/visual, one folder per viewport, then the story
          // file's folder under stories/ (two layers may each have a NumberField).
          resolveScreenshotPath: ({ arg, ext, testFileDirectory, testFileName }) =>
            path.join(
              root,
              'tests/visual/__screenshots__',
              viewport ?? 'default',
              path.relative('stories', testFileDirectory),
              testFileName.replace(/\.stories\.tsx$/, ''),
              `${arg}${ext}`,
            ),
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
        },
      },
    },
  },
});

/**
 * Unit test files that open the shared default stores (the SQLite database, the search index,
 * leads) or leave globals behind (window.dataLayer, the embed's registry, env switches): each
 * runs in a module graph of its own. Every other unit file shares its worker's module graph
 * with the files before it (`isolate: false`), which halves the layer's time: setting up a fresh
 * graph per file was two thirds of it. A file that starts to depend on module state belongs here.
 */
const unitFilesWithSharedState = [
  'tests/unit/content/**',
  'tests/unit/dealers/**',
  'tests/unit/deploy/**',
  'tests/unit/leads/**',
  'tests/unit/lib/analytics/**',
  'tests/unit/lib/seo/**',
  'tests/unit/postgres/**',
  'tests/unit/scripts/**',
  'tests/unit/search/**',
  'tests/unit/search-client/**',
  'tests/unit/security/**',
  'tests/unit/server/**',
  'tests/unit/site/**',
  'tests/unit/widgets/**',
].map((folder) => `${folder}/*.test.{ts,tsx}`);

/** The unit layer: jsdom with Testing Library (a file may ask for `@vitest-environment node`). */
const unitProject = (
  name: string,
  files: { include: string[]; exclude?: string[]; isolate: boolean },
): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'jsdom',
    include: files.include,
    exclude: files.exclude,
    isolate: files.isolate,
    setupFiles: ['tests/unit/setup.ts'],
    globals: true,
    // Whole-page renders take 1.5-2 s alone and passed 5 s on a loaded 2-core machine; a
    // timeout is a hang detector here, never a speed check (those live in bench/).
    testTimeout: 15_000,
  },
});

export default defineConfig({
  test: {
    // Benchmarks run only in the bench project (npm run bench), never inside the test layers.
    benchmark: { include: [] },
    // The site's clock, pinned to the catalogue's reference date: which deals are live never
    // depends on the day tests run. The same as tests/pinnedToday.ts (tests/unit/lib/clock.test.ts
    // checks); a literal, as the config loader takes no extensionless TypeScript import.
    // Stories pin their clock in .storybook/preview.tsx.
    env: { KERBSIDE_TODAY: '2026-11-21' },
    projects: [
      unitProject('unit', {
        include: ['tests/unit/**/*.test.{ts,tsx}'],
        exclude: unitFilesWithSharedState,
        isolate: false,
      }),
      unitProject('unit-isolated', { include: unitFilesWithSharedState, isolate: true }),
      {
        extends: true,
        test: {
          name: 'bench',
          environment: 'node',
          include: ['bench/**/*.bench.{ts,tsx}'],
          benchmark: { include: ['bench/**/*.bench.{ts,tsx}'] },
        },
      },
      storyProject('stories'),
      storyProject('visual-xs', 'xs', [path.join(root, 'tests/visual/screenshot.setup.ts')]),
      storyProject('visual-lg', 'lg', [path.join(root, 'tests/visual/screenshot.setup.ts')]),
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/server.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // describe.concurrent blocks (storybook-docs) run at most this many tests at once.
          maxConcurrency: 3,
          // A poll waits on the browser or the server, never on a clock of its own: the default 1 s
          // ran out in CI while a busy machine answered a filter change (used-cars, make filter).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
