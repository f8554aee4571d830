// Lets the pinned Node 24 run the TypeScript sources directly (its built-in type stripping),
// for the seeder and the benchmarks: the repository imports relative modules without an
// extension (moduleResolution "Bundler"), which Node's ESM loader does not resolve, so this
// synchronous resolve hook retries such imports with `.ts`, `.tsx` and `/index.ts`.
// Use it as `node --import ./scripts/ts-resolve.mjs file.ts`, or import it before a dynamic import.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const candidates = ['.ts', '.tsx', '/index.ts'];

registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (relative && context.parentURL?.startsWith('file:') && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier)) {
      for (const suffix of candidates) {
        const url = new URL(specifier + suffix, context.parentURL);
        if (existsSync(fileURLToPath(url))) return nextResolve(url.href, context);
      }
    }
    return nextResolve(specifier, context);
  },
});
