// Types of the codemod's exports, for its unit test (tests/unit/scripts/subpathImports.test.ts).
export declare const root: string;
export declare function levelsUp(specifier: string): number;
export declare function subpathRules(imports: Record<string, string | { default: string }>): {
  exact: { paths: string[]; subpath: string }[];
  prefixes: { folder: string; subpath: string }[];
};
export declare function subpathFor(file: string, specifier: string): string | undefined;
export declare function rewriteSpecifiers(
  file: string,
  text: string,
): { text: string; rewrites: { from: string; to: string }[]; remaining: string[] };
