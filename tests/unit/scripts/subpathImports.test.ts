// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { levelsUp, rewriteSpecifiers, root, subpathFor, subpathRules } from '#scripts/codemods/subpath-imports.mjs';

/** The codemod (scripts/codemods/subpath-imports.mjs) on in-memory text: it writes nothing here. */
const at = (file: string) => path.join(root, file);

describe('the subpath-imports codemod', () => {
  it('reads its rules from package.json "imports": folders by prefix, #tokens as one module', () => {
    const rules = subpathRules({
      '#src/*': { default: './src/*' },
      '#scripts/*': './scripts/*',
      '#tokens': './tokens/index.ts',
    });
    expect(rules.prefixes).toEqual([
      { folder: 'src/', subpath: '#src/' },
      { folder: 'scripts/', subpath: '#scripts/' },
    ]);
    expect(rules.exact).toEqual([{ paths: ['tokens/index', 'tokens'], subpath: '#tokens' }]);
  });

  it('maps deep chains into each folder with a subpath import, keeping an explicit extension', () => {
    expect(subpathFor(at('tests/unit/lib/x.test.ts'), '../../../src/lib/formatMiles')).toBe('#src/lib/formatMiles');
    expect(subpathFor(at('stories/components/cards/X.stories.tsx'), '../../support/sampleContent')).toBe(
      '#stories/support/sampleContent',
    );
    expect(subpathFor(at('site/app/[shell]/reviews/page.tsx'), '../../../siteOrigin')).toBe('#site/siteOrigin');
    expect(subpathFor(at('tests/unit/postgres/x.test.ts'), '../../../scripts/postgres.mjs')).toBe(
      '#scripts/postgres.mjs',
    );
    expect(subpathFor(at('tests/unit/lib/x.test.ts'), '../../pinnedToday')).toBe('#tests/pinnedToday');
    expect(subpathFor(at('src/components/cards/x.ts'), '../../../tokens')).toBe('#tokens');
  });

  it('leaves one-level, same-folder and unresolvable specifiers alone', () => {
    expect(levelsUp('../../x')).toBe(2);
    expect(subpathFor(at('src/lib/seo/x.ts'), '../format')).toBeUndefined();
    expect(subpathFor(at('src/lib/x.ts'), './format')).toBeUndefined();
    expect(subpathFor(at('tests/unit/lib/x.test.ts'), '../../../src/lib/noSuchModule')).toBeUndefined();
  });

  it('rewrites imports, re-exports, import(), import types and vi.mock, and nothing else', () => {
    const file = at('tests/unit/lib/x.test.ts');
    const text = [
      "import { messages } from '../../../src/lib/errorMessages';",
      "export { today } from '../../pinnedToday';",
      "type Postgres = typeof import('../../../scripts/postgres.mjs');",
      "vi.mock('../../../src/lib/errorMessages', async () => await import('../../../src/lib/errorMessages'));",
      "const fixturePath = '../../../src/lib/errorMessages';",
      "import { sibling } from '../sibling';",
      '',
    ].join('\n');
    const { text: rewritten, rewrites, remaining } = rewriteSpecifiers(file, text);
    expect(rewritten.split('\n')).toEqual([
      "import { messages } from '#src/lib/errorMessages';",
      "export { today } from '#tests/pinnedToday';",
      "type Postgres = typeof import('#scripts/postgres.mjs');",
      "vi.mock('#src/lib/errorMessages', async () => await import('#src/lib/errorMessages'));",
      "const fixturePath = '../../../src/lib/errorMessages';",
      "import { sibling } from '../sibling';",
      '',
    ]);
    expect(rewrites).toHaveLength(5);
    expect(remaining).toEqual([]);
    // Idempotent: the rewritten text has nothing left to rewrite.
    expect(rewriteSpecifiers(file, rewritten).rewrites).toEqual([]);
  });

  it('reports a deep chain it cannot map, and rewrites MDX import lines outside code fences', () => {
    expect(rewriteSpecifiers(at('tests/unit/lib/x.test.ts'), "import '../../../nowhere/x';\n").remaining).toEqual([
      '../../../nowhere/x',
    ]);
    const mdx = [
      "import { Meta } from '@storybook/addon-docs/blocks';",
      "import { sampleDeal } from '../../support/sampleContent';",
      '```ts',
      "import { sampleDeal } from '../../support/sampleContent';",
      '```',
    ].join('\n');
    expect(rewriteSpecifiers(at('stories/components/cards/Cards.mdx'), mdx).text.split('\n')).toEqual([
      "import { Meta } from '@storybook/addon-docs/blocks';",
      "import { sampleDeal } from '#stories/support/sampleContent';",
      '```ts',
      "import { sampleDeal } from '../../support/sampleContent';",
      '```',
    ]);
  });
});
