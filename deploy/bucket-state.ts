/**
 * What the bucket holds now, read with a handful of requests: builds/latest.json
 * names the live build, whose files manifest gives every live object's digest;
 * the pending-deletions object describes what older builds left behind. A bucket
 * without a manifest (first deploy, or filled by another tool) falls back to a
 * listing and the `sha256` metadata of the objects the release would overwrite.
 */
import pLimit from 'p-limit';
import { fileManifestPath, LATEST_PATH, type FileManifest } from '../builds/file-manifest.ts';
import { loadFileManifest } from '../builds/file-manifest-read.ts';
import type { ObjectStore } from './object-store.ts';
import { BucketObjectUnreadable, vitrineError } from '../domain/errors.ts';
import { parsePending, PENDING_PATH, type BucketState } from './plan.ts';

export interface LiveBucketState extends BucketState {
  /** The build id latest.json names, or null. */
  liveId: string | null;
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

async function readJson<T>(store: ObjectStore, key: string, parse: (text: string) => T): Promise<T | null> {
  const bytes = await store.get(key);
  if (bytes === null) return null;
  try {
    return parse(text(bytes));
  } catch (error) {
    throw vitrineError(BucketObjectUnreadable, [`${store.url}/${key}`, error instanceof Error ? error.message : String(error)]);
  }
}

/** The files manifest of a build deployed to the bucket earlier (its head and parts, ../builds/file-manifest-parts.ts), or null. */
export async function readBucketManifest(store: ObjectStore, buildId: string): Promise<FileManifest | null> {
  const key = fileManifestPath(buildId);
  const bytes = await store.get(key);
  if (bytes === null) return null;
  try {
    return await loadFileManifest(text(bytes), (part) => store.get(part));
  } catch (error) {
    throw vitrineError(BucketObjectUnreadable, [`${store.url}/${key}`, error instanceof Error ? error.message : String(error)]);
  }
}

export async function readBucketState(store: ObjectStore, target: FileManifest): Promise<LiveBucketState> {
  const latest = await readJson(store, LATEST_PATH, (t) => JSON.parse(t) as { id?: unknown });
  const liveId = typeof latest?.id === 'string' ? latest.id : null;
  const live = liveId ? await readBucketManifest(store, liveId) : null;
  const pending = (await readJson(store, PENDING_PATH, parsePending)) ?? [];
  const targetManifestPresent = live?.id === target.id || (await store.head(fileManifestPath(target.id))) !== null;
  if (live) return { liveId, live, pending, targetManifestPresent };

  const limit = pLimit(16);
  const existing = (await store.list()).filter((key) => key in target.files);
  const heads = new Map<string, string>();
  await Promise.all(
    existing.map((key) =>
      limit(async () => {
        const info = await store.head(key);
        if (info?.sha256) heads.set(key, info.sha256);
      }),
    ),
  );
  return { liveId, live: null, pending, heads, targetManifestPresent };
}
