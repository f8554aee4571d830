// @vitest-environment node
// Every markdown document the code, stories, tests, scripts, benchmarks and docs cite is in this
// repository (issue #14: "the reasons live in the repo"). The design brief's documents are in
// docs/design/ and are cited by that path; a citation that points outside the repository, or at a
// file that is not there, fails here with its file and line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** Build output, dependencies and test output: not the repository's own text. */
const skippedFolders = new Set([
  'node_modules',
  '.git',
  '.next',
  'storybook-static',
  '.vitest',
  '.vitest-attachments',
  'coverage',
  '__screenshots__',
]);
const skippedPaths = new Set(['site/public/widgets', 'package-lock.json']);
const scannedExtensions = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.md',
  '.mdx',
  '.json',
  '.yml',
  '.yaml',
  '.sh',
  '.conf',
]);

/**
 * Citations kept on purpose although they do not resolve: the design documents are verbatim
 * copies, and the architecture's `../spec/site-spec.md` is the product description (its header
 * says so).
 */
const knownUnresolved: Record<string, readonly string[]> = {
  'docs/design/architecture-decisions.md': ['../spec/site-spec.md'],
};

/** This file names broken citations as samples, so it is left out of the scan of the repository. */
const thisFile = path.relative(repositoryRoot, import.meta.filename);

function scannedFiles(folder = repositoryRoot, into: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    const relative = path.relative(repositoryRoot, full);
    if (skippedPaths.has(relative)) continue;
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) scannedFiles(full, into);
    } else if (entry.isFile() && scannedExtensions.has(path.extname(entry.name)) && relative !== thisFile) {
      into.push(relative);
    }
  }
  return into;
}

/** Web addresses are not the repository's files: `https://…/README.md` is left alone. */
const webAddress = /\b[a-z][a-z0-9+.-]*:\/\/[^\s)'"`>\]]+/g;
/**
 * A markdown file name, with or without a path: `uk-rules.md`, `docs/design/uk-rules.md`,
 * `../adr/README.md`, `/work/shared/x.md`. Not a property access such as `vars.radius.md`.
 */
const markdownReference = /(?<![\w.$@/-])(?:\.{1,2}\/|\/)?(?:[\w.@-]+\/)*[\w-]+\.md(?![\w-])/g;

interface Citation {
  line: number;
  reference: string;
}

function citationsIn(text: string): Citation[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.replace(webAddress, ' ').matchAll(markdownReference)].map((match) => ({
      line: index + 1,
      reference: match[0],
    })),
  );
}

const isInsideRepository = (full: string) => {
  const relative = path.relative(repositoryRoot, full);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * Whether a citation in `file` names a markdown file of the repository. A path resolves against
 * the citing file's folder (markdown links) or the repository root (`docs/…` in comments); an
 * absolute path never counts. A bare name resolves in the citing file's folder, the root or
 * `docs/` (so `search-api.md` is docs/search-api.md, as that page says); so docs/design/'s
 * documents have to be cited with their path. A bare name that is no markdown file of the
 * repository and neither hyphenated nor in capitals is a property access (`tokens.fieldSizes.md`),
 * not a citation.
 */
function resolves(file: string, reference: string, markdownNames: ReadonlySet<string>): boolean {
  const folder = path.join(repositoryRoot, path.dirname(file));
  const exists = (full: string) => isInsideRepository(full) && existsSync(full);
  if (reference.includes('/')) {
    if (reference.startsWith('/')) return false;
    return exists(path.resolve(folder, reference)) || exists(path.resolve(repositoryRoot, reference));
  }
  const looksLikeADocument = reference.includes('-') || /^[A-Z0-9_]+\.md$/.test(reference);
  if (!looksLikeADocument && !markdownNames.has(reference)) return true;
  return [folder, repositoryRoot, path.join(repositoryRoot, 'docs')].some((base) => exists(path.join(base, reference)));
}

const files = scannedFiles();
const markdownNames = new Set(files.filter((file) => file.endsWith('.md')).map((file) => path.basename(file)));

function unresolvedCitations(file: string, text: string): string[] {
  const allowed = knownUnresolved[file] ?? [];
  return citationsIn(text)
    .filter(({ reference }) => !allowed.includes(reference) && !resolves(file, reference, markdownNames))
    .map(({ line, reference }) => `${file}:${line}: ${reference}`);
}

describe('cited markdown documents', () => {
  const texts = new Map(files.map((file) => [file, readFileSync(path.join(repositoryRoot, file), 'utf8')]));

  it('are all in the repository', () => {
    const unresolved = [...texts].flatMap(([file, text]) => unresolvedCitations(file, text));
    expect(unresolved).toEqual([]);
  });

  it('reads the places that cite the design documents', () => {
    const cited = new Set([...texts.values()].flatMap((text) => citationsIn(text).map(({ reference }) => reference)));
    for (const document of ['uk-rules', 'quality-bars', 'toolchain', 'architecture-decisions']) {
      expect(cited).toContain(`docs/design/${document}.md`);
    }
    expect(files).toEqual(expect.arrayContaining(['src/lib/postcode.ts', 'bench/README.md', 'docs/design/README.md']));
    expect(files.some((file) => file.startsWith('node_modules/') || file.includes('/.next/'))).toBe(false);
  });

  it('keeps its list of known unresolved citations current', () => {
    for (const [file, references] of Object.entries(knownUnresolved)) {
      const found = citationsIn(texts.get(file) ?? '').map(({ reference }) => reference);
      for (const reference of references) expect(found, file).toContain(reference);
    }
  });

  it('fails on citations that point outside the repository or at a missing file', () => {
    const sample = [
      '/** Company car tax (uk-rules.md): the BiK table. */',
      '// see ../../shared/design/toolchain.md',
      ' * The search paths (/work/shared/design/search-api.md).',
      ' * (ARCHITECTURE.md decision 6)',
      ' * (docs/adr/0009-noindex-deals-path.md)',
      'Compare with [the bars](../design/quality-bars.md).',
      ' * Fine: docs/design/uk-rules.md, search-api.md, docs/adr/README.md, README.md,',
      ' * vars.radius.md, tokens.fieldSizes.md and https://example.com/owner/repo/blob/main/NOTES.md.',
    ].join('\n');
    expect(unresolvedCitations('src/example.ts', sample)).toEqual([
      'src/example.ts:1: uk-rules.md',
      'src/example.ts:2: ../../shared/design/toolchain.md',
      'src/example.ts:3: /work/shared/design/search-api.md',
      'src/example.ts:4: ARCHITECTURE.md',
      'src/example.ts:5: docs/adr/0009-noindex-deals-path.md',
      'src/example.ts:6: ../design/quality-bars.md',
    ]);
    expect(unresolvedCitations('docs/performance.md', 'The [bars](design/quality-bars.md).')).toEqual([]);
  });
});
