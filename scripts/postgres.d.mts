/**
 * How `stopServer` stops PostgreSQL: `fast` ends the sessions (open transactions roll back) and
 * shuts down cleanly; `immediate` kills the server as a crash would, after a CHECKPOINT so that
 * every committed transaction survives (the cluster runs with synchronous_commit off).
 */
export type StopMode = 'fast' | 'immediate';

export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:<port>/kerbside */
  url: string;
  /** Stops the server and deletes its directory; safe to call twice. */
  stop(): void;
  /** Stops the server only (pg_ctl stop -m `mode`, default `fast`), keeping its data; resolves once it has exited. */
  stopServer(mode?: StopMode): Promise<void>;
  /** Starts the stopped server on the same port and data; resolves once it accepts connections. */
  startServer(): Promise<void>;
  /** stopServer(mode), then startServer(). */
  restart(mode?: StopMode): Promise<void>;
}

export declare function findPostgresBin(): string | undefined;
export declare function ensurePostgres(): string;
export declare function startThrowawayCluster(): Promise<ThrowawayCluster>;
