/**
 * The two ways a site's bucket gets a build: `deploySite` uploads the site's
 * live local release; `rollbackBucket` points the bucket back at a build it
 * served before, re-uploading what changed since from the local release of
 * that build when it is still on disk (the last 5 are kept), or refusing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { computeFileManifest, fileManifestPath, LATEST_PATH } from '../builds/file-manifest.ts';
import { readReleaseManifest } from '../builds/file-manifest-read.ts';
import { currentReleaseId, readUnchangedNote, siteDirs, type UnchangedNote } from '../builds/publish.ts';
import { BucketNeverDeployed, BucketObjectsGone, DeployBaseNotLive, DeployNoRelease, vitrineError } from '../domain/errors.ts';
import { readBucketManifest } from './bucket-state.ts';
import { applyRelease, type DeployReport } from './deploy.ts';
import type { ObjectStore } from './object-store.ts';

export interface SiteDeployOptions {
  out: string;
  site: string;
  store: ObjectStore;
  graceMs: number;
  dryRun: boolean;
  now?: () => number;
}

export async function deploySite(options: SiteDeployOptions): Promise<DeployReport> {
  const dirs = siteDirs(options.out, options.site);
  const id = currentReleaseId(dirs);
  if (!id) return nothingToDeploy(options, readUnchangedNote(dirs));
  const releaseDir = path.join(dirs.releases, id);
  // A release built before files manifests existed gets one computed now.
  // A delta release holds only the manifest parts it wrote: the others are the bucket's.
  const manifest = (await readReleaseManifest(releaseDir, id, (rel) => options.store.get(rel))) ?? computeFileManifest(releaseDir, id);
  return applyRelease({ ...options, manifest, releaseDir, now: options.now ?? Date.now });
}

/**
 * No release in the folder: fine when the build there changed nothing against the build the
 * bucket serves (a `--base` build in a fresh folder); anything else is an error.
 */
async function nothingToDeploy(options: SiteDeployOptions, note: UnchangedNote | null): Promise<DeployReport> {
  if (!note) throw vitrineError(DeployNoRelease, [options.site, options.out]);
  const started = (options.now ?? Date.now)();
  const latest = await options.store.get(LATEST_PATH);
  const live = latest === null ? null : (JSON.parse(Buffer.from(latest).toString('utf8')) as { id?: string }).id ?? null;
  if (live !== note.buildId) throw vitrineError(DeployBaseNotLive, [options.site, note.buildId, note.base, options.store.url, live ?? 'nothing']);
  return { bucket: options.store.url, buildId: live, previous: live, dryRun: options.dryRun, uploaded: [], deleted: [], pending: [], unchanged: 0, bytes: 0, ms: (options.now ?? Date.now)() - started };
}

export async function rollbackBucket(options: SiteDeployOptions & { to: string }): Promise<DeployReport> {
  const { store, to } = options;
  fileManifestPath(to); // refuses a value that is not a build id
  const dirs = siteDirs(options.out, options.site);
  const local = path.join(dirs.releases, to);
  const releaseDir = existsSync(local) ? local : null;
  const manifest = (await readBucketManifest(store, to)) ?? (releaseDir ? await readReleaseManifest(releaseDir, to) : null);
  if (!manifest) {
    throw vitrineError(BucketNeverDeployed, [to, store.url, fileManifestPath(to), dirs.releases]);
  }
  return applyRelease({
    ...options,
    manifest,
    releaseDir,
    now: options.now ?? Date.now,
    check(plan) {
      if (releaseDir) return;
      const missing = plan.uploads.filter((key) => key !== LATEST_PATH && key !== fileManifestPath(to));
      if (missing.length === 0) return;
      const some = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ', …' : '');
      throw vitrineError(BucketObjectsGone, [store.url, to, missing.length, some, dirs.releases]);
    },
  });
}
