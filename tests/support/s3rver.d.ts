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
  /** What the PUT handler gives the store: the body as a Buffer or a stream. */
  export interface S3rverObject {
    bucket: string;
    key: string;
    metadata: Record<string, string>;
    content: Buffer | AsyncIterable<unknown>;
  }
  interface FilesystemStore {
    getResourcePath(bucket: string, key: string, resource: string): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
    putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
  }
  export default class S3rver {
    store: FilesystemStore;
    constructor(options: { port?: number; address?: string; directory: string; silent?: boolean; serviceEndpoint?: string; configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }> });
    middleware: Middleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
