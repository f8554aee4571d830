// Every route of the site is spelt once, in src/domain/routes (issue #14): this test reads the
// code of src/ and site/ and fails, listing file, line and literal, on any string literal that
// is a route of the site or starts with one of its builders' prefixes. Comments are not read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as routes from '#src/domain/routes';
import type { AwardHub } from '#src/domain/content/enums';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const routesFolder = path.join(repositoryRoot, 'src/domain/routes');

/** Every fixed path the routes module exports (strings, at any depth of its objects), but home. */
function fixedPathsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/') && value !== routes.sitePaths.home) into.add(value);
  } else if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) fixedPathsOf(inner, into);
  }
  return into;
}

const fixedPaths = fixedPathsOf(routes);

const sentinel = 'SENTINEL';
/** What each builder writes before its parameters: '/awards/', '/class/', '/make/' … */
const builderPrefixes = [
  routes.hubPath(sentinel),
  routes.awardPaths.hub(sentinel as AwardHub),
  routes.articlePaths.news(sentinel, 'n1'),
  routes.articlePaths.best(sentinel, 'n1'),
  routes.articlePaths.advice(sentinel, 'a', 'n1'),
  routes.tagPath(sentinel),
  routes.authorPath(sentinel),
  routes.usedCarPath(sentinel),
  routes.sitemapPaths.htmlPage(sentinel),
  routes.sitemapPaths.xmlPart(sentinel, 1),
  routes.dealerPaths.make(sentinel),
  routes.subjectPaths.usedReviews(sentinel),
  routes.subjectPaths.comingSoon(sentinel),
  routes.subjectPaths.newCarDeals(sentinel),
  routes.modelPaths.dealsOfBase(`/${sentinel}`),
].map((built) => built.slice(0, built.indexOf(sentinel)));

/** Why a literal's text spells a route, or null when it does not. */
export function routeSpelling(text: string): string | null {
  if (fixedPaths.has(text)) return 'is a route';
  for (const fixed of fixedPaths) {
    if (text.startsWith(`${fixed}/`) || text.startsWith(`${fixed}?`)) return `starts with the route ${fixed}`;
  }
  for (const prefix of builderPrefixes) {
    if (text.startsWith(prefix)) return `starts with the prefix ${prefix}`;
    // A template that writes the slash itself: `/make${base}/deals`.
    if (text === prefix.replace(/\/$/, '')) return `is the prefix ${prefix}`;
  }
  return null;
}

/** The code files of a folder, without build output and dependencies. */
function codeFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (['node_modules', '.next', 'public'].includes(entry.name) || full === routesFolder) continue;
      found.push(...codeFiles(full));
    } else if (/\.(?:ts|tsx|mts|mjs)$/.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

/** The route literals of one file: 'src/x.ts:12 '/reviews' (is a route)'. */
function routeLiteralsIn(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const why = routeSpelling(node.text);
      // An import specifier is a module path, not a URL.
      if (why && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
        const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${path.relative(repositoryRoot, file)}:${line} '${node.text}' (${why})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('route literals', () => {
  it('knows the routes and the builder prefixes it looks for', () => {
    expect(fixedPaths).toContain('/reviews');
    expect(fixedPaths).toContain('/fuel-comparison-tool');
    expect(fixedPaths).not.toContain('/');
    expect(builderPrefixes).toEqual(expect.arrayContaining(['/class/', '/awards/', '/news/', '/make/']));
  });

  it('finds a route spelt as a literal, in code but not in comments', () => {
    const source = [
      "// e.g. '/reviews'",
      "const a = { href: '/reviews' };",
      'const b = `/awards/${hub}`;',
      "const c = '/class/lifestyle-vans/x';",
      "const d = '/car-comparison?add=x';",
      "const e = '/img/logo.svg';",
      "const f = '/class/some-hub';",
      'const g = `/make${base}/deals`;',
    ].join('\n');
    expect(routeLiteralsIn(path.join(repositoryRoot, 'src/x.ts'), source)).toEqual([
      "src/x.ts:2 '/reviews' (is a route)",
      "src/x.ts:3 '/awards/' (starts with the prefix /awards/)",
      "src/x.ts:4 '/class/lifestyle-vans/x' (starts with the route /class/lifestyle-vans)",
      "src/x.ts:5 '/car-comparison?add=x' (starts with the route /car-comparison)",
      "src/x.ts:7 '/class/some-hub' (starts with the prefix /class/)",
      "src/x.ts:8 '/make' (is the prefix /make/)",
    ]);
  });

  it('finds no route spelt outside src/domain/routes in src/ and site/', () => {
    const files = [...codeFiles(path.join(repositoryRoot, 'src')), ...codeFiles(path.join(repositoryRoot, 'site'))];
    const literals = files.flatMap((file) => routeLiteralsIn(file, readFileSync(file, 'utf8')));
    expect(literals, 'spell these with the builders of src/domain/routes').toEqual([]);
  });
});
