import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

// Next's defaults on purpose: the floor is what Next 16 + React 19 cost with no options (no strict
// mode, no styled-components compiler: neither adds client JS). Only the root is set: the app has no
// package.json or node_modules of its own and resolves `next` and `react` from the repository's.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const nextConfig: NextConfig = {
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
};

export default nextConfig;
