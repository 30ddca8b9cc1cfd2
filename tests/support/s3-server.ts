/**
 * A real S3-compatible server on loopback for the deploy tests: s3rver on a
 * random port with a temp folder and one bucket, with a request log (method
 * and key of every request, in arrival order) and an optional fault: a key
 * whose PUT is refused with 403 AccessDenied, as a bucket policy would.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import S3rver, { type S3rverObject } from 's3rver';
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

/** S3's static website hosting of the bucket: `index.html` for folders, `404.html` for missing keys. */
const WEBSITE_XML = `<WebsiteConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <IndexDocument><Suffix>index.html</Suffix></IndexDocument><ErrorDocument><Key>404.html</Key></ErrorDocument>
</WebsiteConfiguration>`;

/**
 * `website`: the bucket is also served as a static website at `websiteOrigin`
 * (`http://<bucket>.s3-website.localhost:<port>`; Chromium resolves *.localhost to loopback),
 * as S3 website hosting serves it: the host's own static server, not ours.
 */
export async function startS3Server(bucket = 'vitrine', options: { website?: boolean } = {}): Promise<S3TestServer & { websiteOrigin: string }> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: tempDir('s3rver'),
    silent: true,
    serviceEndpoint: 'localhost',
    configureBuckets: [{ name: bucket, configs: options.website ? [WEBSITE_XML] : [] }],
  });
  readAfterWrite(server.store);
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
    websiteOrigin: `http://${bucket}.s3-website.localhost:${address.port}`,
    close: () => server.close(),
  });
}

/**
 * s3rver answers a PUT before its write stream has flushed the object (it
 * resolves on `end()` or on its hashing transform's 'finish'), so a GET right
 * after can read an empty file when the cores are busy. S3 itself is
 * read-after-write consistent, and so must the tests' server be: the object is
 * on disk before the PUT is answered.
 */
function readAfterWrite(store: S3rver['store']): void {
  store.putObject = async (object: S3rverObject) => {
    const chunks: Buffer[] = [];
    if (Buffer.isBuffer(object.content)) chunks.push(object.content);
    else for await (const chunk of object.content) chunks.push(Buffer.from(chunk as Uint8Array));
    const content = Buffer.concat(chunks);
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    const md5 = createHash('md5').update(content).digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };
}
