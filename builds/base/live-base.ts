/** Which live release a build compares with: `--base` when given, else the live release on this disk (linked from). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { computeFileManifest, type FileManifest } from '../file-manifest.ts';
import { currentReleaseId, type SiteDirs } from '../publish.ts';
import { readBase, readLatest, type BaseRelease, type BaseSnapshot, type LiveBuild } from './base-release.ts';
import { folderBase } from './folder-base.ts';

/** The live release a build compares with, known by its latest.json only: its records are read if the build goes on (`liveBase`). */
export interface LiveRelease {
  base: BaseRelease;
  latest: LiveBuild;
  /** A live release written before manifests existed gets its digests computed once. */
  fallbackFiles?: (id: string) => FileManifest | null;
}

export async function findLive(base: BaseRelease | undefined, dirs: SiteDirs): Promise<LiveRelease | null> {
  if (base) {
    const latest = await readLatest(base);
    return latest && { base, latest };
  }
  const live = currentReleaseId(dirs);
  if (live === null) return null;
  const liveDir = path.join(dirs.releases, live);
  if (!existsSync(liveDir)) return null;
  const local = folderBase(liveDir, { linkFrom: true });
  const latest = await readLatest(local);
  return latest && { base: local, latest, fallbackFiles: (id) => computeFileManifest(liveDir, id) };
}

export async function liveBase(live: LiveRelease | null): Promise<BaseSnapshot | null> {
  return live && readBase(live.base, live.fallbackFiles, live.latest);
}
