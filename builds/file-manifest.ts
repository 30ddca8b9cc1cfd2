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
 * Digests are taken as files are written; an unchanged page keeps the previous
 * manifest's entries (./release-diff.ts). A file linked in (the app's assets, media)
 * that is the same inode as the previous release's file at the same path takes its
 * digest from the previous manifest instead of reading the file again. The app's assets and a tenant's media
 * are hard links to one file for every tenant of a `build --all`: each file is read once per
 * process, its digest kept by inode, size and modification time.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { writeText } from './parts-writer.ts';
import type { FileEntry, WrittenFile } from './file-entry.ts';
import { FileTable } from './file-table.ts';

export const FILE_MANIFEST_DIR = 'builds/files';
export const LATEST_PATH = 'builds/latest.json';

export type { FileEntry, WrittenFile } from './file-entry.ts';

export interface FileManifest {
  /** 1: one file; 2: a head and its parts (./file-manifest-parts.ts). */
  version: 1 | 2;
  /** The build id: the same as in latest.json and the manifest's own name. */
  id: string;
  /** The text of the release's builds/latest.json. */
  latest: string;
  /** Release-relative POSIX paths, sorted (in a version 2 manifest, its parts too). */
  files: Record<string, FileEntry>;
  /** Version 2: the parts by slot (null: an empty slot). */
  parts?: Array<ManifestPart | null>;
}

/**
 * A part of a version 2 manifest as its head names it. `count`, the entries it lists, is in the
 * heads written since 2026-11-29: with it a build reads the live manifest by slot
 * (./manifest-slots.ts), parsing only the parts its change falls in.
 */
export interface ManifestPart extends FileEntry {
  count?: number;
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
  // for…in, not Object.entries: 20,000 entries a tenant of 10,000 listings, no pair made for each.
  const files = value.files;
  for (const rel in files) {
    const entry = files[rel];
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

/**
 * Every file under `dir`, as release-relative POSIX paths in no set order, leaving out
 * builds/files/. Folder by folder, holding nothing but the folders still to read (a release
 * has 100,000 files at 50,000 listings); links are not followed, as in ./walk.ts.
 */
function* releaseFiles(dir: string): Generator<string> {
  const pending = [''];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    for (const entry of readdirSync(folder === '' ? dir : path.join(dir, folder), { withFileTypes: true })) {
      const rel = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isFile()) yield rel;
      else if (entry.isDirectory() && rel !== FILE_MANIFEST_DIR) pending.push(rel);
    }
  }
}

export interface PreviousRelease {
  dir: string;
  manifest: FileManifest;
}

/**
 * Digests every file of a written release (see the top of this file for the reuse rule), in
 * no set order: a release written before manifests existed, or one read back whole.
 */
export function digestFiles(releaseDir: string, previous?: PreviousRelease | null): FileTable {
  return digestListed(releaseDir, releaseFiles(releaseDir), previous);
}

/**
 * Adds to `files` the digests of these files of a written release (the app's assets and the
 * tenant's media, linked in; or every file, read back), skipping those it holds. A file linked
 * from the previous release keeps that release's digest (see the top of this file). Not a
 * record: a record's 100,000 keys would each be copied into V8's string table.
 */
export function digestListed(releaseDir: string, rels: Iterable<string>, previous?: PreviousRelease | null, files = new FileTable()): FileTable {
  for (const rel of rels) {
    if (files.has(rel)) continue;
    const file = path.join(releaseDir, rel);
    const stat = statSync(file);
    const linked = previous?.manifest.files[rel];
    if (linked && linked.size === stat.size && previous && sameInode(stat, path.join(previous.dir, rel))) {
      files.set(rel, linked);
      continue;
    }
    files.set(rel, digestOf(file, stat));
  }
  return files;
}

/** The entries sorted by path, as a manifest's `files`. */
function sortedFiles(files: FileTable): Record<string, FileEntry> {
  const sorted: Record<string, FileEntry> = {};
  for (const [rel, entry] of files.sorted()) sorted[rel] = entry;
  return sorted;
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
  const files = sortedFiles(digestFiles(releaseDir, previous));
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

/**
 * Writes the manifest piece by piece (16 MB at 50,000 listings), its files sorted by path:
 * the same bytes as `serializeFileManifest` gives for them.
 */
export function writeFileManifest(releaseDir: string, manifest: FileManifest): void {
  const { files } = manifest;
  writeSortedFileManifest(releaseDir, manifest, Object.keys(files).sort().map((rel): [string, FileEntry] => [rel, files[rel]!]));
}

/** The same, from entries already sorted by path (a build's: ./release-diff.ts releaseEntries). */
export function writeSortedFileManifest(releaseDir: string, head: Omit<FileManifest, 'files'>, entries: Iterable<[string, FileEntry]>): void {
  writeText(path.join(releaseDir, fileManifestPath(head.id)), manifestPieces(head, entries));
}

/** What JSON.stringify writes other than as itself: quotes, backslashes, controls, lone surrogates. */
const JSON_ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** One entry of a manifest's `files` as JSON.stringify writes it; a digest is hex and a path seldom holds what JSON escapes: stringified only then. */
export function manifestEntryText(rel: string, { sha256, size }: FileEntry): string {
  return `${JSON_ESCAPED.test(rel) ? JSON.stringify(rel) : `"${rel}"`}:{"sha256":${SHA256_HEX.test(sha256) ? `"${sha256}"` : JSON.stringify(sha256)},"size":${size}}`;
}

function* manifestPieces(head: Pick<FileManifest, 'version' | 'id' | 'latest'>, entries: Iterable<[string, FileEntry]>): Generator<string> {
  let run = `{"version":${head.version},"id":${JSON.stringify(head.id)},"latest":${JSON.stringify(head.latest)},"files":{`;
  let first = true;
  // Entries gathered into pieces of ~16 KB: a piece per entry was 20,000 strings at 10,000 listings.
  for (const [rel, { sha256, size }] of entries) {
    run += `${first ? '' : ','}${manifestEntryText(rel, { sha256, size })}`;
    first = false;
    if (run.length >= 16_384) {
      yield run;
      run = '';
    }
  }
  yield `${run}}}`;
}

/** A version 1 manifest a release wrote, or null (a release built before manifests existed, or none; a version 2 one is ./file-manifest-parts.ts's). */
export function readFileManifest(releaseDir: string, buildId: string): FileManifest | null {
  try {
    return parseFileManifest(readFileSync(path.join(releaseDir, fileManifestPath(buildId)), 'utf8'));
  } catch {
    return null;
  }
}
