export declare const precompressedExtensions: string[];
export declare function brotliOf(bytes: Buffer): Promise<Buffer>;
export interface PrecompressSummary {
  files: number;
  written: number;
  fresh: number;
  larger: number;
  rawBytes: number;
  brBytes: number;
}
export declare function precompressStatic(
  directory: string,
  options?: { concurrency?: number },
): Promise<PrecompressSummary>;
