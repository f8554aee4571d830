import { request as httpRequest, type IncomingHttpHeaders, type RequestOptions } from 'node:http';

/** An answer as it came over the wire: nothing decoded, so a compressed body stays compressed. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Names and values as sent, repeats included. */
  rawHeaders: string[];
  body: Buffer;
}

/**
 * One request with node:http, its answer read whole and left as sent (fetch would decode gzip and
 * brotli), for tests of content codings, caches and headers, unit and end-to-end alike. The path
 * goes out as given (`options.path`), never normalised by URL parsing, so `..` reaches the server.
 */
export function rawRequest(options: RequestOptions): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}
