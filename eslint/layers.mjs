// The layer graph of src/ (README "Layers", docs/architecture.md): which folders each layer may
// import from. eslint.config.mjs turns it into lint errors, and tests/unit/eslint/layers.test.ts
// lints wrong imports to prove it does. site/ (the Next app) may import any layer; nothing
// imports site/.

/** Each layer of src/ (and tokens/) with the layers it may import. */
export const layerGraph = {
  tokens: [],
  domain: [],
  lib: ['domain', 'tokens'],
  styles: ['domain', 'lib', 'tokens'],
  providers: ['domain', 'lib', 'tokens'],
  adapters: ['domain', 'lib'],
  server: ['domain', 'lib', 'adapters'],
  primitives: ['domain', 'lib', 'tokens', 'styles', 'providers'],
  widgets: ['domain', 'lib', 'tokens', 'styles', 'providers', 'primitives', 'adapters'],
  tools: ['domain', 'lib', 'tokens', 'styles', 'providers', 'primitives', 'adapters', 'widgets'],
  components: ['domain', 'lib', 'tokens', 'styles', 'providers', 'primitives', 'adapters', 'widgets', 'tools'],
};

/** Layers that hold no React: what runs on the server, in scripts and in any bundle alike. */
export const reactFreeLayers = ['domain', 'lib', 'adapters', 'server'];

/** Layers with no IO either: pure types, values and functions. */
export const pureLayers = ['domain'];

const layerNames = Object.keys(layerGraph);

/**
 * An import that lands in `layer`: relative (`../lib/x`, `../../src/lib/x`) or through the
 * package's subpath imports (`#src/lib/x`, `#tokens`: "imports" in package.json).
 */
const importOf = (layer) => `^(?:(?:\\.{1,2}/)+(?:src/)?${layer}|#${layerFolder(layer)})(?:/|$)`;

/** The folder of a layer. */
export const layerFolder = (layer) => (layer === 'tokens' ? 'tokens' : `src/${layer}`);

/** One flat-config block per layer: its no-restricted-imports patterns. */
export function layerRuleBlocks() {
  return layerNames.map((layer) => {
    const forbidden = layerNames.filter((other) => other !== layer && !layerGraph[layer].includes(other));
    const patterns = forbidden.map((other) => ({
      regex: importOf(other),
      message: `${layerFolder(layer)} may not import ${layerFolder(other)} (layer graph: eslint/layers.mjs, docs/architecture.md).`,
    }));
    // The Next app composes the layers; no layer reaches back into it.
    patterns.push({
      regex: '^(?:(?:\\.{1,2}/)+site|#site)(?:/|$)',
      message: `${layerFolder(layer)} may not import site/ (the Next app imports the layers, never the reverse).`,
    });
    if (reactFreeLayers.includes(layer)) {
      patterns.push({
        regex: '^(?:react|react-dom|styled-components|@radix-ui/.*)$',
        message: `${layerFolder(layer)} holds no React code.`,
      });
      // Next's types (Metadata for the SEO helpers) are fine; its runtime is not.
      patterns.push({
        regex: '^next(?:/.*)?$',
        message: `${layerFolder(layer)} holds no Next code (types only).`,
        allowTypeImports: true,
      });
    }
    if (pureLayers.includes(layer)) {
      patterns.push({
        regex: '^(?:node:.*|fs|path|better-sqlite3|pg|postgres)$',
        message: `${layerFolder(layer)} does no IO: no Node built-ins or database clients.`,
      });
    }
    return {
      name: `kerbside/layers/${layer}`,
      files: [`${layerFolder(layer)}/**/*.{ts,tsx,mts,mjs}`],
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
    };
  });
}
