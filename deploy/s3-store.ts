/**
 * The ObjectStore on S3 and its look-alikes (R2, MinIO, Backblaze, s3rver),
 * with the AWS SDK v3. Credentials, region and endpoint come only from the
 * SDK's standard environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_REGION, AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL) and are never logged.
 * A custom endpoint implies path-style addressing.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { parseBucketUrl, type ObjectStore } from './object-store.ts';

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL;
  return new S3Client({
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // R2, MinIO and local servers need a region name but ignore it.
    ...(endpoint && !env.AWS_REGION && !env.AWS_DEFAULT_REGION ? { region: 'us-east-1' } : {}),
    // Checksums only where S3 requires them: not every S3-compatible server accepts the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3Store(url: string, client: S3Client = s3ClientFromEnv()): ObjectStore {
  const { bucket, prefix } = parseBucketUrl(url);
  const Bucket = bucket;
  const Key = (key: string) => `${prefix}${key}`;
  return {
    url: `s3://${bucket}/${prefix}`.replace(/\/$/, ''),
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        const sha256 = answer.Metadata?.sha256;
        return { size: answer.ContentLength ?? 0, ...(sha256 ? { sha256 } : {}) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async put(key, body, options) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: body,
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
          Metadata: { sha256: options.sha256 },
        }),
      );
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((key) => ({ Key: Key(key) }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        const failed = answer.Errors?.[0];
        if (failed) throw new Error(`${failed.Key}: ${failed.Code ?? ''} ${failed.Message ?? ''}`.trim());
      }
    },
    async list() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ...(ContinuationToken ? { ContinuationToken } : {}) }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key.slice(prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
  };
}
