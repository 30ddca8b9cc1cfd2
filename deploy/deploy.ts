/**
 * `vitrine deploy`: makes a release the live build of a bucket prefix.
 * Uploads only the objects whose digest the bucket lacks, phase by phase
 * (assets and search index, pages and payloads, manifests, builds/latest.json
 * last), so that every object a live page references is there before
 * latest.json names the new build. Any failure stops before latest.json: the
 * live site keeps its build. Removed paths are deleted after a grace period.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import { fileManifestPath, LATEST_PATH, sha256Hex, type FileManifest } from '../builds/file-manifest.ts';
import { manifestText } from '../builds/file-manifest-parts.ts';
import { cacheControl, contentType } from '../builds/http-headers.ts';
import { DeployDeleteFailed, DeployFileChanged, DeployFileNotInManifest, DeployFileUnavailable, DeployObjectFailed, vitrineError, type VitrineError } from '../domain/errors.ts';
import { readBucketState } from './bucket-state.ts';
import type { ObjectStore } from './object-store.ts';
import { phaseOf, PENDING_PATH, planDeploy, serializePending, type DeployPlan, type Phase } from './plan.ts';

export const DEFAULT_GRACE_MS = 24 * 60 * 60 * 1000;

export interface DeployReport {
  bucket: string;
  buildId: string;
  /** The build the bucket served before (null: none). */
  previous: string | null;
  dryRun: boolean;
  /** Keys uploaded (or, with dryRun, that would be), in upload order. */
  uploaded: string[];
  /** Keys deleted (their grace period was over). */
  deleted: string[];
  /** Keys waiting for their grace period, with the time each was removed. */
  pending: Array<{ path: string; removedAt: number }>;
  unchanged: number;
  bytes: number;
  ms: number;
}

export interface ApplyOptions {
  store: ObjectStore;
  manifest: FileManifest;
  /** The release folder holding the manifest's files, or null (only objects already in the bucket can be used). */
  releaseDir: string | null;
  graceMs: number;
  dryRun: boolean;
  now: () => number;
  concurrency?: number;
  /** Called before anything is written; throw to refuse (rollback does, when files are missing). */
  check?: (plan: DeployPlan, manifest: FileManifest) => void;
}

/** Bytes of a key to upload: the files manifest and latest.json come from the manifest itself. */
function bodyOf(key: string, manifest: FileManifest, releaseDir: string | null): Uint8Array {
  if (key === fileManifestPath(manifest.id)) return Buffer.from(manifestText(manifest));
  const expected = manifest.files[key];
  if (!expected) throw vitrineError(DeployFileNotInManifest, [key, manifest.id]);
  // A delta release holds only changed files: one it lacks must already be in the bucket.
  const file = releaseDir ? path.join(releaseDir, key) : null;
  const bytes = key === LATEST_PATH ? Buffer.from(manifest.latest) : file && existsSync(file) ? readFileSync(file) : null;
  if (bytes === null) throw vitrineError(DeployFileUnavailable, [key, manifest.id]);
  if (sha256Hex(bytes) !== expected.sha256) throw vitrineError(DeployFileChanged, [key, manifest.id]);
  return bytes;
}

function failure(store: ObjectStore, what: string, key: string, previous: string | null, error: unknown): VitrineError {
  const reason = error instanceof Error ? error.message : String(error);
  const live = previous ? `the bucket still serves build ${previous}` : 'the bucket has no live build yet';
  return vitrineError(DeployObjectFailed, [what, `${store.url}/${key}`, reason, LATEST_PATH, live], { cause: error });
}

export async function applyRelease(options: ApplyOptions): Promise<DeployReport> {
  const { store, manifest, releaseDir } = options;
  const started = options.now();
  const state = await readBucketState(store, manifest);
  const serialized = manifestText(manifest);
  const plan = planDeploy({ target: manifest, manifestSize: Buffer.byteLength(serialized), bucket: state, now: started, graceMs: options.graceMs });
  options.check?.(plan, manifest);
  const deleted = [...plan.deleteBefore, ...plan.deleteAfter];
  const report: DeployReport = {
    bucket: store.url,
    buildId: manifest.id,
    previous: state.liveId,
    dryRun: options.dryRun,
    uploaded: plan.uploads,
    deleted,
    pending: plan.pending.map((e) => ({ path: e.path, removedAt: e.removedAt })),
    unchanged: plan.unchanged,
    bytes: plan.bytes,
    ms: 0,
  };
  if (options.dryRun) return { ...report, ms: options.now() - started };

  const limit = pLimit(options.concurrency ?? 8);
  const upload = async (phase: Phase) => {
    let failed = false;
    await Promise.all(
      plan.uploads
        .filter((key) => phaseOf(key) === phase)
        .map((key) =>
          limit(async () => {
            if (failed) return;
            try {
              const body = bodyOf(key, manifest, releaseDir);
              await store.put(key, body, { contentType: contentType(key), cacheControl: cacheControl(`/${key}`), sha256: sha256Hex(body) });
            } catch (error) {
              failed = true;
              throw failure(store, 'uploading', key, state.liveId, error);
            }
          }),
        ),
    );
  };
  const remove = async (keys: string[]) => {
    if (keys.length === 0) return;
    try {
      await store.delete(keys);
    } catch (error) {
      throw failure(store, 'deleting', keys.join(', '), state.liveId, error);
    }
  };

  await upload('assets');
  await upload('pages');
  await upload('manifests');
  await remove(plan.deleteBefore);
  if (plan.pendingChanged) {
    const body = Buffer.from(serializePending(plan.pending));
    try {
      await store.put(PENDING_PATH, body, { contentType: contentType(PENDING_PATH), cacheControl: 'no-cache', sha256: sha256Hex(body) });
    } catch (error) {
      throw failure(store, 'uploading', PENDING_PATH, state.liveId, error);
    }
  }
  await upload('latest');
  try {
    await store.delete(plan.deleteAfter);
  } catch (error) {
    // latest.json is up: the deploy happened; these objects are simply left behind.
    throw vitrineError(DeployDeleteFailed, [manifest.id, plan.deleteAfter.join(', '), store.url, error instanceof Error ? error.message : String(error)], { cause: error });
  }
  return { ...report, ms: options.now() - started };
}
