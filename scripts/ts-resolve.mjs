// Lets the pinned Node 24 run the TypeScript sources directly (its built-in type stripping),
// for the seeder and the benchmarks: the repository imports modules without an extension
// (moduleResolution "Bundler"), which Node's ESM loader does not resolve, so this synchronous
// resolve hook retries such imports with `.ts`, `.tsx` and `/index.ts`. That covers relative
// specifiers and the package's subpath imports (`#src/…`, `#tokens/…`: "imports" in package.json,
// whose runtime targets carry no extension).
// Use it as `node --import ./scripts/ts-resolve.mjs file.ts`, or import it before a dynamic import.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const candidates = ['.ts', '.tsx', '/index.ts'];
const withExtension = /\.[cm]?[jt]sx?$|\.json$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (relative && context.parentURL?.startsWith('file:') && !withExtension.test(specifier)) {
      for (const suffix of candidates) {
        const url = new URL(specifier + suffix, context.parentURL);
        if (existsSync(fileURLToPath(url))) return nextResolve(url.href, context);
      }
    }
    if (specifier.startsWith('#') && !withExtension.test(specifier)) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        // No file at the extensionless target, or a folder (`#tokens` maps to a file and passes).
        if (error?.code !== 'ERR_MODULE_NOT_FOUND' && error?.code !== 'ERR_UNSUPPORTED_DIR_IMPORT') throw error;
        for (const suffix of candidates) {
          try {
            return nextResolve(specifier + suffix, context);
          } catch {
            // Try the next suffix; the original error is the one to report.
          }
        }
        throw error;
      }
    }
    return nextResolve(specifier, context);
  },
});
