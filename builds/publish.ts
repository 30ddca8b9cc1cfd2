/**
 * Atomic publish (DESIGN §4, §10): each build writes a new release folder and,
 * last, its completeness marker (`releases/<site>/<id>.complete`, beside the
 * folder so it is never published); the site's symlink is then flipped with a
 * rename, so a visitor sees the old release or the new one, never half of one.
 * Prune, rollback and `--to` know complete releases only; an incomplete one (a
 * killed build) is removed by the next build of the site.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { NoSuchRelease, NothingToRollBack, ReleaseExists, ReleaseMissing, SiteUrlNotFolder, vitrineError } from '../domain/errors.ts';
import { assertSafeUrlPath } from './output-paths.ts';

export const RELEASES_KEPT = 5;

export interface SiteDirs {
  link: string;
  releases: string;
  cache: string;
  /** Discarded releases wait here to be deleted, off the build's critical path. */
  trash: string;
}

export function siteDirs(outDir: string, siteUrl: string): SiteDirs {
  assertSafeUrlPath(`/${siteUrl}`);
  if (siteUrl.includes('/') || siteUrl === '') throw vitrineError(SiteUrlNotFolder, [siteUrl]);
  return {
    link: path.join(outDir, 'sites', siteUrl),
    releases: path.join(outDir, 'releases', siteUrl),
    cache: path.join(outDir, 'cache', siteUrl),
    trash: path.join(outDir, 'trash'),
  };
}

/** The buildId the site's symlink points at, or null before the first publish. */
export function currentReleaseId(dirs: SiteDirs): string | null {
  try {
    return path.basename(readlinkSync(dirs.link));
  } catch {
    return null;
  }
}

export function createRelease(dirs: SiteDirs, buildId: string): string {
  const dir = path.join(dirs.releases, buildId);
  if (existsSync(dir)) throw vitrineError(ReleaseExists, [buildId]);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Deletes a folder in a detached `rm -rf`: deleting a 20,000-file release takes
 * longer than a whole incremental build, and neither the build nor the CLI's
 * exit should wait for it. Falls back to deleting in place.
 */
function deleteInBackground(dir: string): void {
  try {
    const child = spawn('rm', ['-rf', '--', dir], { detached: true, stdio: 'ignore' });
    child.on('error', () => rmSync(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A build whose inputs equal the live release's publishes nothing (issue #13). In a fresh
 * output folder (`--base` elsewhere) that leaves no release at all, so the build leaves
 * this note: `vitrine deploy` then knows there is nothing to upload rather than failing.
 */
export interface UnchangedNote {
  buildId: string;
  base: string;
}
const noteOf = (dirs: SiteDirs) => path.join(dirs.releases, 'unchanged.json');

export function noteUnchanged(dirs: SiteDirs, note: UnchangedNote | null): void {
  if (note === null) {
    rmSync(noteOf(dirs), { force: true });
    return;
  }
  mkdirSync(dirs.releases, { recursive: true });
  writeFileSync(noteOf(dirs), JSON.stringify(note));
}

export function readUnchangedNote(dirs: SiteDirs): UnchangedNote | null {
  try {
    const note = JSON.parse(readFileSync(noteOf(dirs), 'utf8')) as Partial<UnchangedNote>;
    return typeof note.buildId === 'string' && typeof note.base === 'string' ? { buildId: note.buildId, base: note.base } : null;
  } catch {
    return null;
  }
}

const markerOf = (dirs: SiteDirs, buildId: string) => path.join(dirs.releases, `${buildId}.complete`);

/** Marks a release complete: called last, once every file of the release is written. */
export function markComplete(dirs: SiteDirs, buildId: string): void {
  writeFileSync(markerOf(dirs, buildId), `${new Date().toISOString()}\n`);
}

export function isComplete(dirs: SiteDirs, buildId: string): boolean {
  return existsSync(markerOf(dirs, buildId));
}

/** Takes a release out of the releases folder at once (a rename) and deletes it in the background. */
export function discardRelease(dirs: SiteDirs, buildId: string): void {
  rmSync(markerOf(dirs, buildId), { force: true }); // first: a half-deleted release is never complete
  const release = path.join(dirs.releases, buildId);
  if (!existsSync(release)) return;
  mkdirSync(dirs.trash, { recursive: true });
  const doomed = path.join(dirs.trash, `${path.basename(dirs.releases)}-${buildId}-${process.pid}`);
  try {
    renameSync(release, doomed);
  } catch {
    rmSync(release, { recursive: true, force: true });
    return;
  }
  deleteInBackground(doomed);
}

/** Deletes whatever an earlier killed build left in the trash. */
export function sweepTrash(outDir: string): void {
  const trash = path.join(outDir, 'trash');
  // Not a folder (or unreadable): nothing of ours to sweep; a discard that needs it reports why.
  if (!existsSync(trash) || !statSync(trash).isDirectory()) return;
  for (const entry of readdirSync(trash)) deleteInBackground(path.join(trash, entry));
}

/** Points the site at a release: a new symlink renamed over the old one (atomic on POSIX). */
export function flipTo(dirs: SiteDirs, buildId: string): void {
  const target = path.join(dirs.releases, buildId);
  if (!existsSync(target)) throw vitrineError(ReleaseMissing, [buildId]);
  mkdirSync(path.dirname(dirs.link), { recursive: true });
  const temp = `${dirs.link}.${process.pid}.${Date.now()}.tmp`;
  symlinkSync(path.relative(path.dirname(dirs.link), target), temp);
  renameSync(temp, dirs.link);
}

function releaseFolders(dirs: SiteDirs): string[] {
  if (!existsSync(dirs.releases)) return [];
  return readdirSync(dirs.releases, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** Complete release ids, oldest first (build ids sort by time). */
export function listReleases(dirs: SiteDirs): string[] {
  return releaseFolders(dirs).filter((id) => isComplete(dirs, id));
}

/**
 * Removes the releases no build marked complete (killed or failed builds). Run under the
 * site's lock. A release without a marker but with `builds/latest.json` (the last file a build
 * writes before marking) was finished: built before markers existed, or killed between the two.
 * It is marked instead, as is the live one, whatever it holds.
 */
export function removeIncomplete(dirs: SiteDirs): string[] {
  const current = currentReleaseId(dirs);
  const removed: string[] = [];
  for (const id of releaseFolders(dirs)) {
    if (isComplete(dirs, id)) continue;
    if (id === current || existsSync(path.join(dirs.releases, id, 'builds', 'latest.json'))) {
      markComplete(dirs, id);
    } else {
      discardRelease(dirs, id);
      removed.push(id);
    }
  }
  return removed;
}

/** Keeps the newest complete releases and the current one; hard links keep shared files alive. */
export function pruneReleases(dirs: SiteDirs, keep = RELEASES_KEPT): string[] {
  const current = currentReleaseId(dirs);
  const releases = listReleases(dirs);
  const removed = releases.slice(0, Math.max(0, releases.length - keep)).filter((id) => id !== current);
  for (const id of removed) discardRelease(dirs, id);
  return removed;
}

/** Flips back to `to`, or to the complete release before the current one. */
export function rollback(dirs: SiteDirs, to?: string): string {
  const releases = listReleases(dirs);
  const current = currentReleaseId(dirs);
  const older = releases.filter((id) => current === null || id < current);
  const target = to ?? older.at(-1);
  if (!target || !releases.includes(target)) {
    throw to ? vitrineError(NoSuchRelease, [to, releases]) : vitrineError(NothingToRollBack);
  }
  flipTo(dirs, target);
  return target;
}
