// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layerGraph, layerRuleBlocks, type LayerName } from '#eslint/layers.mjs';

/**
 * The layer graph holds: the project's own ESLint config (eslint.config.js) rejects imports that
 * go against it. Fixtures are linted as if they lived at a path in src/, so no wrong file sits in
 * the tree for `npm run lint` to trip over.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixture = (name: string) => readFileSync(path.join(root, 'tests/fixtures/layers', name), 'utf8');
const eslint = new ESLint({ cwd: root });

/** The layer rule's messages for `code` linted at `filePath` (the deep-../ rule has its own test). */
async function layerMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

const restrictedImports = (name: string, filePath: string) => layerMessages(fixture(name), filePath);

// The first lint loads the whole config (plugins, parsers): seconds on a busy machine.
describe('the layer graph (eslint/layers.mjs)', { timeout: 60_000 }, () => {
  it('fails a widget that imports the server', async () => {
    const messages = await restrictedImports('widgetImportsServer.ts.txt', 'src/widgets/results/wrong.ts');
    expect(messages).toEqual([expect.stringContaining('src/widgets may not import src/server')]);
  });

  it('fails React and Node built-ins in the domain layer', async () => {
    const messages = await restrictedImports('domainImportsReact.ts.txt', 'src/domain/wrong.ts');
    expect(messages).toEqual([
      expect.stringContaining('src/domain holds no React code'),
      expect.stringContaining('src/domain does no IO'),
    ]);
  });

  it('fails the same widget import from the server side too (src/server may not import src/widgets)', async () => {
    const code = "import { Results } from '../../widgets/results/Results';\nexport const r = Results;\n";
    expect(await layerMessages(code, 'src/server/search/wrong.ts')).toEqual([
      expect.stringContaining('src/server may not import src/widgets'),
    ]);
  });

  it('fails any layer that imports the Next app in site/, by subpath or relative path', async () => {
    for (const [code, file] of [
      ["import { siteOrigin } from '#site/siteOrigin';\nexport const o = siteOrigin;\n", 'src/lib/seo/wrong.ts'],
      [
        "import { siteOrigin } from '../../site/siteOrigin';\nexport const o = siteOrigin;\n",
        'src/components/wrong.ts',
      ],
    ] as const) {
      expect(await layerMessages(code, file)).toEqual([expect.stringContaining('may not import site/')]);
    }
  });

  it('passes a component that imports the layers below it', async () => {
    expect(await restrictedImports('componentImportsDomain.ts.txt', 'src/components/home/right.ts')).toEqual([]);
  });

  it('fails a widget that imports the server through a subpath import (#src/server/…)', async () => {
    const messages = await restrictedImports('widgetImportsServerBySubpath.ts.txt', 'src/widgets/results/wrong.ts');
    expect(messages).toEqual([expect.stringContaining('src/widgets may not import src/server')]);
  });

  it('fails #tokens in the server layer (src/server may not import tokens)', async () => {
    const code = "import { vars } from '#tokens';\nexport const v = vars;\n";
    expect(await layerMessages(code, 'src/server/search/wrong.ts')).toEqual([
      expect.stringContaining('src/server may not import tokens'),
    ]);
  });

  it('passes a component that imports the layers below it through subpath imports', async () => {
    expect(await restrictedImports('componentImportsDomainBySubpath.ts.txt', 'src/components/home/right.ts')).toEqual(
      [],
    );
  });

  it('has a rule block for every layer folder, and no layer may import one that imports it', () => {
    expect(layerRuleBlocks().map((block) => block.name)).toEqual(
      Object.keys(layerGraph).map((layer) => `kerbside/layers/${layer}`),
    );
    for (const layer of Object.keys(layerGraph) as LayerName[]) {
      for (const other of layerGraph[layer]) {
        expect(layerGraph[other], `${layer} <-> ${other}`).not.toContain(layer);
      }
    }
  });
});
