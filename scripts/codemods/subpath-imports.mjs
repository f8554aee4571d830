// Codemod (issue #14): rewrites module specifiers that climb two or more `../` levels to the
// package's subpath imports (`#src/…`, `#site/…`, `#stories/…`, `#tokens`, `#tests/…`, `#bench/…`,
// `#scripts/…`, `#eslint/…`: "imports" in package.json, read from there). Same-folder and one-level
// imports (`./x`, `../x`) stay relative: they are short and move together with their folder. Covers
// static imports and exports, `import()`, `import('…')` types and `vi.mock`-style calls; the config
// block `kerbside/no-deep-relative-imports` (eslint.config.js) keeps them out afterwards.
// Idempotent: a second run rewrites nothing. Each file is read just before it is rewritten, so edits
// made meanwhile by others survive.
// Run `npx node scripts/codemods/subpath-imports.mjs` (`--check` only counts, `--list` prints each
// rewrite); it formats the files it changes with Prettier.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folders = ['src', 'site', 'tests', 'stories', 'bench', 'scripts', 'eslint', '.storybook'];
const skippedFolders = new Set(['node_modules', '.next', 'storybook-static', '__screenshots__', 'public']);
const codeFile = /\.(?:[cm]?[jt]sx?)$/;

/** Files the codemod reads: code, and the ESM lines of MDX docs pages. */
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) yield* sourceFiles(path.join(dir, entry.name));
    } else if ((codeFile.test(entry.name) && !entry.name.endsWith('.d.ts')) || entry.name.endsWith('.mdx')) {
      yield path.join(dir, entry.name);
    }
  }
}

/** How many `../` a specifier starts with. */
export const levelsUp = (specifier) => /^(?:\.\.\/)*/.exec(specifier)[0].length / 3;

/** A module file (or folder index) the bundlers would find for an extensionless path. */
const resolvable = (target) =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((suffix) => {
    const candidate = target + suffix;
    return existsSync(candidate) && statSync(candidate).isFile();
  });

/** The runtime target of an "imports" entry: a string, or the `default` of a conditions object. */
const runtimeTarget = (value) => (typeof value === 'string' ? value : value.default);

/**
 * package.json "imports" as rewrite rules, from the repository root: `#x/*` → folder prefix,
 * `#x` → one module (its extension and a trailing `/index` dropped, so `tokens` and `tokens/index`
 * both match `#tokens`). Exact entries come first so `tokens/index` becomes `#tokens`, not `#tokens/index`.
 */
export function subpathRules(imports) {
  const exact = [];
  const prefixes = [];
  for (const [key, value] of Object.entries(imports)) {
    const target = runtimeTarget(value).replace(/^\.\//, '');
    if (key.endsWith('/*') && target.endsWith('/*')) {
      prefixes.push({ folder: target.slice(0, -1), subpath: key.slice(0, -1) });
    } else if (!key.includes('*')) {
      const module = target.replace(/\.[cm]?[jt]sx?$/, '');
      const paths = [module, ...(module.endsWith('/index') ? [module.slice(0, -'/index'.length)] : [])];
      exact.push({ paths, subpath: key });
    }
  }
  return { exact, prefixes };
}

const packageImports = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports;
const rules = subpathRules(packageImports);

/** The subpath import for a deep relative specifier, or undefined to leave it as it is. */
export function subpathFor(file, specifier) {
  if (levelsUp(specifier) < 2) return undefined;
  const target = path.resolve(path.dirname(file), specifier);
  const fromRoot = path.relative(root, target).split(path.sep).join('/');
  if (!resolvable(target)) return undefined;
  const exact = rules.exact.find(({ paths }) => paths.includes(fromRoot));
  if (exact) return exact.subpath;
  const prefix = rules.prefixes.find(({ folder }) => fromRoot.startsWith(folder));
  return prefix ? prefix.subpath + fromRoot.slice(prefix.folder.length) : undefined;
}

const viMockCalls = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

/** The string literals of a TypeScript/JavaScript file that name a module. */
export function moduleSpecifierLiterals(file, text) {
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('.js') || file.endsWith('.mjs')
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const literals = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      literals.push(node.moduleSpecifier);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      literals.push(node.argument.literal);
    } else if (ts.isCallExpression(node) && node.arguments[0]) {
      const callee = node.expression;
      const dynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const viCall =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'vi' &&
        viMockCalls.has(callee.name.text);
      if (dynamicImport || viCall) literals.push(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return literals
    .filter((literal) => ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal))
    .map((literal) => ({ start: literal.getStart(source) + 1, end: literal.getEnd() - 1, specifier: literal.text }));
}

/** MDX: the specifiers of top-level `import`/`export … from` lines, outside fenced code blocks. */
export function mdxSpecifierRanges(text) {
  const ranges = [];
  let offset = 0;
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^(?:import|export)\b.*?\bfrom\s+(['"])([^'"]+)\1/.exec(line);
    if (match) {
      const start = offset + match.index + match[0].length - match[2].length - 1;
      ranges.push({ start, end: start + match[2].length, specifier: match[2] });
    }
    offset += line.length + 1;
  }
  return ranges;
}

/** `text` with its deep relative specifiers rewritten, and the deep ones no subpath import covers. */
export function rewriteSpecifiers(file, text) {
  const ranges = file.endsWith('.mdx') ? mdxSpecifierRanges(text) : moduleSpecifierLiterals(file, text);
  let result = text;
  const rewrites = [];
  const remaining = [];
  // From the end, so earlier offsets stay valid.
  for (const { start, end, specifier } of ranges.sort((a, b) => b.start - a.start)) {
    const subpath = subpathFor(file, specifier);
    if (subpath) {
      result = result.slice(0, start) + subpath + result.slice(end);
      rewrites.unshift({ from: specifier, to: subpath });
    } else if (levelsUp(specifier) >= 2) {
      remaining.unshift(specifier);
    }
  }
  return { text: result, rewrites, remaining };
}

async function main() {
  const checkOnly = process.argv.includes('--check');
  const list = process.argv.includes('--list');
  let rewritten = 0;
  let filesChanged = 0;
  const remainingDeep = [];
  for (const folder of folders) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const relative = path.relative(root, file);
      const { text, rewrites, remaining } = rewriteSpecifiers(file, readFileSync(file, 'utf8'));
      remainingDeep.push(...remaining.map((specifier) => `${relative}: ${specifier}`));
      if (rewrites.length === 0) continue;
      rewritten += rewrites.length;
      filesChanged += 1;
      if (list) for (const { from, to } of rewrites) console.log(`  ${relative}: ${from} -> ${to}`);
      if (checkOnly) continue;
      // Shorter specifiers can let a wrapped import fit on one line: format as `npm run lint` checks.
      const options = { ...(await prettier.resolveConfig(file)), filepath: file };
      const formatted = await prettier.format(text, options);
      // Read again right before writing: another editor may have saved the file while Prettier ran.
      const fresh = readFileSync(file, 'utf8');
      const again = fresh === text ? formatted : await prettier.format(rewriteSpecifiers(file, fresh).text, options);
      writeFileSync(file, again);
    }
  }

  const verb = checkOnly ? 'would rewrite' : 'rewrote';
  console.log(`subpath-imports: ${verb} ${rewritten} specifier(s) in ${filesChanged} file(s).`);
  console.log(
    `subpath-imports: ${remainingDeep.length} specifier(s) still climb two or more levels (no subpath import):`,
  );
  for (const line of remainingDeep) console.log(`  ${line}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
