/**
 * The digest manifest of a release (DESIGN §10, issue #13 item 1):
 * `builds/files/<buildId>.json` lists every file the release publishes, by its
 * path relative to the release root ('index.html', 'assets/app-3f9a.js'), with
 * its sha256 (hex) and size in bytes. A deploy compares it with the manifest of
 * the build already in the bucket and uploads only what differs; a delta build
 * (`--base`) reads it to know what the live release holds.
 *
 *   { "version": 1, "id": "<buildId>", "latest": "<the exact text of builds/latest.json>",
 *     "files": { "index.html": { "sha256": "…", "size": 2610 }, … } }
 *
 * The manifest does not list itself (nothing under `builds/files/`). It lists
 * `builds/latest.json` and also carries its text, so an earlier build can be made
 * live again from the manifest alone (a rollback in the bucket). `latest.json`
 * itself is not changed: its `id` names the manifest.
 *
 * Digests are computed after the release is written. A file hard-linked from the
 * previous release (an unchanged page, the app's assets) is the same inode as the
 * previous release's file at the same path, so its digest is taken from the
 * previous manifest instead of reading the file again. The app's assets and a tenant's media
 * are hard links to one file for every tenant of a `build --all`: each file is read once per
 * process, its digest kept by inode, size and modification time.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { entriesUnder } from './walk.ts';

export const FILE_MANIFEST_DIR = 'builds/files';
export const LATEST_PATH = 'builds/latest.json';

export interface FileEntry {
  /** sha256 of the bytes, lowercase hex. */
  sha256: string;
  size: number;
}

/** A file a stage wrote, release-relative, with the digest of the bytes it wrote (the finish stage does not read it back). */
export interface WrittenFile extends FileEntry {
  rel: string;
}

export interface FileManifest {
  version: 1;
  /** The build id: the same as in latest.json and the manifest's own name. */
  id: string;
  /** The text of the release's builds/latest.json. */
  latest: string;
  /** Release-relative POSIX paths, sorted. */
  files: Record<string, FileEntry>;
}

/** A build's record `<dir>/<buildId>.json`; refuses what is not a build id (it names a file). */
export function buildRecordPath(dir: string, buildId: string): string {
  if (!/^[\w.-]+$/.test(buildId) || buildId.startsWith('.')) throw new Error(`"${buildId}" is not a build id`);
  return `${dir}/${buildId}.json`;
}

/** Where a build's manifest lives, relative to the release root (and to a bucket prefix). */
export function fileManifestPath(buildId: string): string {
  return buildRecordPath(FILE_MANIFEST_DIR, buildId);
}

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Writes a file of a release; returns its digest, so the finish stage does not read it back. */
export function writeReleaseFile(releaseDir: string, rel: string, contents: string | Uint8Array): WrittenFile {
  const file = path.join(releaseDir, rel);
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return { rel, sha256: sha256Hex(bytes), size: bytes.length };
}

// A leading '/', a backslash, or an empty, '.' or '..' segment. One regex: a manifest has 20,000 paths.
const UNSAFE_PATH = /^\/|\\|\/\/|\/$|(?:^|\/)\.\.?(?:\/|$)/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Whether a path may appear in a manifest: relative, '/'-separated, no empty, '.' or '..' segment. */
export function isSafeRelativePath(rel: string): boolean {
  return rel !== '' && !UNSAFE_PATH.test(rel);
}

/** Parses and checks a manifest read from disk or a bucket; throws on anything else. */
export function parseFileManifest(text: string): FileManifest {
  const value = JSON.parse(text) as Partial<FileManifest> | null;
  if (!value || value.version !== 1 || typeof value.id !== 'string' || typeof value.latest !== 'string' || typeof value.files !== 'object' || value.files === null) {
    throw new Error('not a version 1 files manifest');
  }
  for (const [rel, entry] of Object.entries(value.files)) {
    if (!isSafeRelativePath(rel)) throw new Error(`unsafe path "${rel}" in files manifest`);
    if (!entry || typeof entry.sha256 !== 'string' || !SHA256_HEX.test(entry.sha256) || !Number.isInteger(entry.size) || entry.size < 0) {
      throw new Error(`bad entry for "${rel}" in files manifest`);
    }
  }
  return value as FileManifest;
}

export function serializeFileManifest(manifest: FileManifest): string {
  return JSON.stringify(manifest);
}

/** Every file under `dir`, as sorted release-relative POSIX paths, leaving out builds/files/. */
function releaseFiles(dir: string): string[] {
  return entriesUnder(dir)
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => !rel.startsWith(`${FILE_MANIFEST_DIR}/`))
    .sort();
}

export interface PreviousRelease {
  dir: string;
  manifest: FileManifest;
}

/**
 * Digests every file of a written release (see the top of this file for the reuse rule);
 * `known` holds the digests the render workers took of the pages they wrote.
 */
export function digestFiles(releaseDir: string, previous?: PreviousRelease | null, known?: ReadonlyMap<string, FileEntry>): Record<string, FileEntry> {
  const files: Record<string, FileEntry> = {};
  for (const rel of releaseFiles(releaseDir)) {
    const written = known?.get(rel);
    if (written) {
      files[rel] = written;
      continue;
    }
    const file = path.join(releaseDir, rel);
    const stat = statSync(file);
    const linked = previous?.manifest.files[rel];
    if (linked && linked.size === stat.size && previous && sameInode(stat, path.join(previous.dir, rel))) {
      files[rel] = linked;
      continue;
    }
    files[rel] = digestOf(file, stat);
  }
  return files;
}

const digestsByInode = new Map<string, FileEntry>();

function digestOf(file: string, stat: Stats): FileEntry {
  // A file rewritten in place gets a new mtime (or size): the key changes with it.
  const key = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  let entry = digestsByInode.get(key);
  if (!entry) {
    const bytes = readFileSync(file);
    entry = { sha256: sha256Hex(bytes), size: bytes.length };
    // Only shared files are worth keeping (a page written by this build has one link).
    if (stat.nlink > 1) digestsByInode.set(key, entry);
  }
  return entry;
}

/** The manifest of a complete release on disk (one written before manifests existed, say). */
export function computeFileManifest(releaseDir: string, buildId: string, previous?: PreviousRelease | null): FileManifest {
  const files = digestFiles(releaseDir, previous);
  const latest = readFileSync(path.join(releaseDir, LATEST_PATH), 'utf8');
  return { version: 1, id: buildId, latest, files };
}

function sameInode(stat: { ino: number; dev: number }, other: string): boolean {
  try {
    const o = statSync(other);
    return o.ino === stat.ino && o.dev === stat.dev;
  } catch {
    return false;
  }
}

export function writeFileManifest(releaseDir: string, manifest: FileManifest): void {
  const file = path.join(releaseDir, fileManifestPath(manifest.id));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, serializeFileManifest(manifest));
  renameSync(`${file}.tmp`, file);
}

/** The manifest a release wrote, or null (a release built before manifests existed, or none). */
export function readFileManifest(releaseDir: string, buildId: string): FileManifest | null {
  try {
    return parseFileManifest(readFileSync(path.join(releaseDir, fileManifestPath(buildId)), 'utf8'));
  } catch {
    return null;
  }
}
