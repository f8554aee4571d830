// ESLint flat config. Not type-aware on purpose (fast); `npm run typecheck` covers types.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerRuleBlocks } from './eslint/layers.mjs';

/** A module specifier that climbs two or more folders (`../../x`). */
const deepRelative = '^(?:\\.\\./){2,}';
const deepRelativeSelector = String.raw`/^(?:\.\.\x2F){2,}/`;
const deepRelativeMessage =
  'Import climbs two or more folders: use a subpath import (#src/…, #site/…, #stories/…, #tokens, #tests/…: "imports" in package.json; scripts/codemods/subpath-imports.mjs rewrites it).';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/.next/',
    'storybook-static/',
    '.vitest/',
    '.vitest-attachments/',
    'coverage/',
    'tests/visual/__screenshots__/',
    '**/*.d.mts',
    '**/next-env.d.ts',
    // Built by scripts/build-widgets.mjs (the embeddable widgets bundle).
    'site/public/widgets/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  storybook.configs['flat/recommended'],

  {
    name: 'kerbside/base',
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },

  // The layer graph of src/ (eslint/layers.mjs): an import against it fails the lint.
  ...layerRuleBlocks(),

  // No deep ../ chains (README "Layers"): an import that climbs two or more folders uses the
  // package's subpath imports (`#src/…`, `#site/…`, `#tests/…`: "imports" in package.json);
  // scripts/codemods/subpath-imports.mjs rewrites them. The core rule, not the typescript-eslint one
  // of the layer blocks, so neither block's options replace the other's.
  {
    name: 'kerbside/no-deep-relative-imports',
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: deepRelative, message: deepRelativeMessage }] }],
      'no-restricted-syntax': [
        'error',
        // import('../../x') and vi.mock('../../x') (and its siblings): the static rule does not see them.
        // esquery regexes may not contain a slash, hence \x2F.
        { selector: `ImportExpression > Literal.source[value=${deepRelativeSelector}]`, message: deepRelativeMessage },
        {
          selector: `CallExpression[callee.object.name='vi'] > Literal.arguments:first-child[value=${deepRelativeSelector}]`,
          message: deepRelativeMessage,
        },
      ],
    },
  },
);
