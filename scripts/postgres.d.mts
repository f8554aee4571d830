export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:<port>/kerbside */
  url: string;
  /** Stops the server and deletes its directory; safe to call twice. */
  stop(): void;
}

export declare function findPostgresBin(): string | undefined;
export declare function ensurePostgres(): string;
export declare function startThrowawayCluster(): Promise<ThrowawayCluster>;
