export declare function patchConnectionSource(
  source: string,
  file: string,
): { result: 'patched' | 'already'; source: string };
