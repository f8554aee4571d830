// ESLint flat config. Not type-aware on purpose (fast); `npm run typecheck` covers types.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerRuleBlocks } from './eslint/layers.mjs';

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
);
