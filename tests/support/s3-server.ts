/**
 * A real S3-compatible server on loopback for the deploy tests: s3rver on a
 * random port with a temp folder and one bucket, with a request log (method
 * and key of every request, in arrival order) and an optional fault: a key
 * whose PUT is refused with 403 AccessDenied, as a bucket policy would.
 */
import S3rver from 's3rver';
import { tempDir } from './fixture-build.ts';

export interface LoggedRequest {
  method: string;
  /** The object key without the bucket ('site/index.html'), or '' for bucket requests. */
  key: string;
  status: number;
}

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  log: LoggedRequest[];
  /** Refuse PUTs of keys matching this (null: accept everything). */
  denyPut: RegExp | null;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'vitrine'): Promise<S3TestServer> {
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory: tempDir('s3rver'), silent: true, configureBuckets: [{ name: bucket }] });
  const state: Omit<S3TestServer, 'endpoint' | 'close'> = { bucket, log: [], denyPut: null };
  server.middleware.unshift(async (ctx, next) => {
    const key = decodeURIComponent(ctx.path).replace(new RegExp(`^/${bucket}/?`), '');
    if (ctx.method === 'PUT' && state.denyPut?.test(key)) {
      ctx.status = 403;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
    } else {
      await next();
    }
    state.log.push({ method: ctx.method, key, status: ctx.status });
  });
  const address = await server.run();
  return Object.assign(state, {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: () => server.close(),
  });
}
