// One-off codemod (issue #14 item 2): rewrites module specifiers that climb two or more `../`
// levels into src/, site/, stories/ or tokens/ to the package's subpath imports (`#src/…`, `#site/…`,
// `#stories/…`, `#tokens`, see
// "imports" in package.json). Same-folder and one-level imports (`./x`, `../x`) stay relative:
// they are short and move together with their folder. Idempotent: a second run rewrites nothing.
// Run `npx node scripts/codemods/subpath-imports.mjs` (`--check` only counts); it formats the files it
// changes with Prettier.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folders = ['src', 'site', 'tests', 'stories', 'bench', 'scripts', '.storybook'];
const skippedFolders = new Set(['node_modules', '.next', 'storybook-static', '__screenshots__', 'public']);
const codeFile = /\.(?:[cm]?[jt]sx?)$/;
const checkOnly = process.argv.includes('--check');

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
const levelsUp = (specifier) => /^(?:\.\.\/)*/.exec(specifier)[0].length / 3;

/** A module file (or folder index) the bundlers would find for an extensionless path. */
const resolvable = (target) =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((suffix) => {
    const candidate = target + suffix;
    return existsSync(candidate) && statSync(candidate).isFile();
  });

/** The subpath import for a deep relative specifier, or undefined to leave it as it is. */
function subpathFor(file, specifier) {
  if (levelsUp(specifier) < 2) return undefined;
  const target = path.resolve(path.dirname(file), specifier);
  const fromRoot = path.relative(root, target).split(path.sep).join('/');
  if (!resolvable(target)) return undefined;
  if (fromRoot === 'tokens' || fromRoot === 'tokens/index') return '#tokens';
  if (fromRoot.startsWith('tokens/')) return `#${fromRoot}`;
  if (fromRoot.startsWith('src/') || fromRoot.startsWith('site/') || fromRoot.startsWith('stories/'))
    return `#${fromRoot}`;
  return undefined;
}

const viMockCalls = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

/** The string literals of a TypeScript/JavaScript file that name a module. */
function moduleSpecifierLiterals(file, text) {
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
function mdxSpecifierRanges(text) {
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

let rewritten = 0;
let filesChanged = 0;
const remainingDeep = [];
for (const folder of folders) {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) continue;
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const ranges = file.endsWith('.mdx') ? mdxSpecifierRanges(text) : moduleSpecifierLiterals(file, text);
    let result = text;
    let changes = 0;
    // From the end, so earlier offsets stay valid.
    for (const { start, end, specifier } of ranges.sort((a, b) => b.start - a.start)) {
      const subpath = subpathFor(file, specifier);
      if (subpath) {
        result = result.slice(0, start) + subpath + result.slice(end);
        changes += 1;
      } else if (levelsUp(specifier) >= 2) {
        remainingDeep.push(`${path.relative(root, file)}: ${specifier}`);
      }
    }
    if (changes > 0) {
      rewritten += changes;
      filesChanged += 1;
      // Shorter specifiers can let a wrapped import fit on one line: format as `npm run lint` checks.
      const options = { ...(await prettier.resolveConfig(file)), filepath: file };
      if (!checkOnly) writeFileSync(file, await prettier.format(result, options));
    }
  }
}

const verb = checkOnly ? 'would rewrite' : 'rewrote';
console.log(`subpath-imports: ${verb} ${rewritten} specifier(s) in ${filesChanged} file(s).`);
console.log(
  `subpath-imports: ${remainingDeep.length} specifier(s) still climb two or more levels (outside src/ and tokens/):`,
);
for (const line of remainingDeep) console.log(`  ${line}`);
