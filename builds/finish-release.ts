/**
 * Finish stage (issue #13): digests the release against the live one, decides
 * whether anything changed, writes the build record (meta, latest.json) and the
 * files manifest, and — when the base is not on this disk — trims the release
 * folder to a delta: only the files whose bytes the host lacks stay.
 */
import { readdirSync, readFileSync, rmdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { BaseSnapshot } from './base/base-release.ts';
import { digestFiles, fileManifestPath, LATEST_PATH, writeFileManifest, type FileEntry } from './file-manifest.ts';
import { writeBuildRecord, type BuildMeta } from './manifest.ts';
import { addUnchangedPages, changesNothing, diffFiles, withSorted } from './release-diff.ts';
import { FileTable, type FileEntries } from './file-table.ts';

export interface FinishInput {
  releaseDir: string;
  base: BaseSnapshot | null;
  /** Pages the workers did not render because their input equals the base's (hard-linked from it when it is on this disk). */
  unchangedPages: readonly string[];
  /** Digests of the files this build wrote, taken as they were written (the pages by the workers). Taken over: completed with the rest of the release. */
  renderedFiles: FileTable;
  /** Files kept from the live release as they are (./carry-forward.ts): on disk as links, or only listed in a delta. */
  carried?: ReadonlyMap<string, FileEntry>;
  meta: Omit<BuildMeta, 'written' | 'removed' | 'base'>;
  searchIndex?: string;
  searchPages?: string;
}

export type Finished =
  | { changed: false }
  | { changed: true; meta: BuildMeta };

export function finishRelease(input: FinishInput): Finished {
  const { releaseDir, base } = input;
  const known = input.renderedFiles;
  // Unchanged pages hard-linked from the live release keep its digests: 20,000 links are not stat'ed again.
  if (base?.localDir) addUnchangedPages(known, base.files, input.unchangedPages);
  const onDisk = digestFiles(releaseDir, base?.localDir ? { dir: base.localDir, manifest: base.files } : null, known);
  const delta = base !== null && base.localDir === null;
  // A delta lists mostly the base's entries of the pages it did not render: kept as they are, in a Map.
  const files: FileTable | Map<string, FileEntry> = delta ? new Map(onDisk) : onDisk;
  if (delta) {
    addUnchangedPages(files, base.files, input.unchangedPages);
    for (const [rel, entry] of input.carried ?? []) if (!files.has(rel)) files.set(rel, entry);
  }
  const diff = diffFiles(base?.files.files ?? null, files);
  if (base && changesNothing(diff)) return { changed: false };

  const records = [`builds/meta/${input.meta.id}.json`, LATEST_PATH];
  const written = withSorted(diff.written, [...records, fileManifestPath(input.meta.id)]);
  const removed = diff.removed.filter((rel) => !records.includes(rel)); // rewritten below, not gone
  const meta: BuildMeta = { ...input.meta, base: base?.id ?? null, written, removed };
  for (const { rel, sha256, size } of writeBuildRecord(releaseDir, meta, input.searchIndex, input.searchPages)) files.set(rel, { sha256, size });
  writeFileManifest(releaseDir, { version: 1, id: meta.id, latest: readFileSync(path.join(releaseDir, LATEST_PATH), 'utf8'), files });
  if (delta) trimToDelta(releaseDir, onDisk, base.files.files);
  return { changed: true, meta };
}

/**
 * Deletes the files on disk whose bytes the base already has (the app's assets, unchanged
 * media), then empty folders. Only files that were written are looked at: unchanged pages
 * never were, and 20,000 failing unlinks cost a third of a second.
 */
function trimToDelta(releaseDir: string, onDisk: FileEntries, base: Record<string, FileEntry>): void {
  for (const [rel, entry] of onDisk) {
    if (base[rel]?.sha256 === entry.sha256) unlinkSync(path.join(releaseDir, rel));
  }
  removeEmptyFolders(releaseDir, releaseDir);
}

function removeEmptyFolders(dir: string, root: string): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && removeEmptyFolders(path.join(dir, entry.name), root)) continue;
    empty = false;
  }
  if (empty && dir !== root) rmdirSync(dir);
  return empty;
}
