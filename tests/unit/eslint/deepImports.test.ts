// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * No deep ../ chains (README "Layers"): the project's ESLint config rejects a specifier that climbs
 * two or more folders, in static imports, re-exports, `import()` and `vi.mock`. The fixture is linted
 * as if it lived in tests/, so no wrong file sits in the tree for `npm run lint` to trip over.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixture = readFileSync(path.join(root, 'tests/fixtures/imports/deepRelative.ts.txt'), 'utf8');
const eslint = new ESLint({ cwd: root });
const deepRules = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/** The deep-import errors of `code` linted at `filePath`, as "line: message start". */
async function deepImportErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && deepRules.has(message.ruleId))
    .map((message) => ({ line: message.line, severity: message.severity, message: message.message }));
}

// The first lint loads the whole config (plugins, parsers): seconds on a busy machine.
describe('no deep ../ chains (eslint.config.js)', { timeout: 60_000 }, () => {
  it('fails each specifier of the fixture that climbs two or more folders, and only those', async () => {
    const errors = await deepImportErrors(fixture, 'tests/unit/lib/wrong.test.ts');
    const lines = fixture.split('\n');
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
    expect(errors.map((error) => error.line)).toEqual([
      lineOf("'../../../src/lib/format'"),
      lineOf("'../../site/siteConfig'"),
      lineOf("'../../stories/support/sampleContent'"),
      lineOf("'../../../src/server/db/openDatabase'"),
      lineOf("'../../bench/pages/cssBlocks'"),
    ]);
    for (const error of errors) {
      expect(error.severity).toBe(2);
      expect(error.message).toContain('use a subpath import');
    }
  });

  it('fails a deep import inside src/ too, next to the layer rule', async () => {
    const code = "import { money } from '../../lib/format';\nexport const m = money;\n";
    expect(await deepImportErrors(code, 'src/components/cards/wrong.ts')).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining('climbs two or more folders') }),
    ]);
  });

  it('passes the same import written as a subpath import', async () => {
    const code = "import { money } from '#src/lib/format';\nexport const m = money;\n";
    expect(await deepImportErrors(code, 'src/components/cards/right.ts')).toEqual([]);
  });
});
