export declare const hoistablePrecedence: string;
export declare const clientSheetRegistry: string;
export declare function prefixServerRules(css: string): string;
export declare function patchSource(source: string, file: string): { result: 'patched' | 'already'; source: string };
export declare function patchClassNames(
  source: string,
  file: string,
): { result: 'patched' | 'already'; source: string };
export declare function outlineStyle<T>(element: T): Promise<T> & { status: 'fulfilled'; value: T };
