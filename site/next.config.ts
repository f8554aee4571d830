import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The app imports the UI kit from ../src and ../tokens.
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
  compiler: { styledComponents: true },
  typescript: { tsconfigPath: 'tsconfig.json' },
  // Native module: loaded from node_modules at run time, never bundled.
  serverExternalPackages: ['better-sqlite3'],
};

export default nextConfig;
