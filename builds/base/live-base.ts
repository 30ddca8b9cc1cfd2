/** Which live release a build compares with: `--base` when given, else the live release on this disk (linked from). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { computeFileManifest } from '../file-manifest.ts';
import { currentReleaseId, type SiteDirs } from '../publish.ts';
import { readBase, type BaseRelease, type BaseSnapshot } from './base-release.ts';
import { folderBase } from './folder-base.ts';

export async function liveBase(base: BaseRelease | undefined, dirs: SiteDirs): Promise<BaseSnapshot | null> {
  if (base) return readBase(base);
  const live = currentReleaseId(dirs);
  if (live === null) return null;
  const liveDir = path.join(dirs.releases, live);
  if (!existsSync(liveDir)) return null;
  // A live release written before manifests existed gets its digests computed once.
  return readBase(folderBase(liveDir, { linkFrom: true }), (id) => (existsSync(path.join(liveDir, 'builds', 'latest.json')) ? computeFileManifest(liveDir, id) : null));
}
