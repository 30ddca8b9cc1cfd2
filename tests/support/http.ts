/**
 * `vitrine serve` for tests: the real static server on 127.0.0.1, a free port,
 * and a raw HTTP client that can set the Host header (fetch cannot).
 */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticServer, type StaticServerOptions } from '../../server/static-server.ts';

export interface RunningServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  return listenOnLoopback(createStaticServer(options));
}

/** Any HTTP server on 127.0.0.1 at a free port, closed with its open connections. */
export async function listenOnLoopback(server: Server): Promise<RunningServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequestOptions {
  /** Sent as is; defaults to `127.0.0.1:<port>`. */
  host?: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as the body (with its content-length). */
  body?: string;
}

/** One request, the path sent byte for byte (no normalisation of `..` or escapes), redirects not followed. */
export function rawRequest(port: number, urlPath: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: options.method ?? 'GET',
        headers: {
          host: options.host ?? `127.0.0.1:${port}`,
          connection: 'close',
          ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
