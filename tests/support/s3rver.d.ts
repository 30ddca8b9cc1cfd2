/** The part of s3rver (no types of its own) the deploy tests use: a Koa app serving the S3 API. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  interface KoaContext {
    method: string;
    path: string;
    status: number;
    body: unknown;
    type: string;
  }
  type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
  export default class S3rver {
    constructor(options: { port?: number; address?: string; directory: string; silent?: boolean; serviceEndpoint?: string; configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }> });
    middleware: Middleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
