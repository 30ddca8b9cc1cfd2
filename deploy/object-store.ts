/**
 * The port a deploy writes through: a bucket prefix as a flat key → bytes store.
 * Keys are release-relative paths ('index.html', 'builds/latest.json'); the
 * adapter adds its prefix. The S3 adapter (s3-store.ts) is the real one; tests
 * may wrap it to record calls.
 */
export interface PutOptions {
  contentType: string;
  cacheControl: string;
  /** Stored as the object's `x-amz-meta-sha256`. */
  sha256: string;
}

export interface ObjectInfo {
  /** The `sha256` metadata, when the object has it. */
  sha256?: string;
  size: number;
}

export interface ObjectStore {
  /** Where it writes, for messages: 's3://bucket/prefix'. */
  readonly url: string;
  /** The object's bytes, or null when there is no such key. */
  get(key: string): Promise<Uint8Array | null>;
  head(key: string): Promise<ObjectInfo | null>;
  put(key: string, body: Uint8Array, options: PutOptions): Promise<void>;
  /** Deleting a key that is not there succeeds. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under the prefix (relative to it). */
  list(): Promise<string[]>;
}

export interface BucketUrl {
  bucket: string;
  /** '' or 'a/b/' (always ending in '/'). */
  prefix: string;
}

/** 's3://bucket/some/prefix' → { bucket, prefix: 'some/prefix/' }. */
export function parseBucketUrl(value: string): BucketUrl {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/.exec(value.trim());
  if (!match) throw new Error(`"${value}" is not an s3://bucket/prefix URL`);
  const segments = (match[2] ?? '').split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '.' || s === '..')) throw new Error(`"${value}": the prefix cannot have . or .. segments`);
  return { bucket: match[1]!, prefix: segments.length ? `${segments.join('/')}/` : '' };
}
