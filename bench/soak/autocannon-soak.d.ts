/**
 * The parts of autocannon 9's API the soak benchmark uses beyond bench/content/autocannon.d.ts:
 * a capped overall rate, a callback per answer of a request, a hook on each connection (to start
 * it at its own place in the mix) and the instance's request-error event.
 */
import 'autocannon';

declare module 'autocannon' {
  export interface RequestOptions {
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Client {
    setRequests(requests: RequestOptions[]): void;
  }

  export interface Options {
    overallRate?: number;
    setupClient?: (client: Client) => void;
  }

  export interface Instance {
    on(event: 'reqError', listener: (error: Error & { code?: string }) => void): this;
  }
}
