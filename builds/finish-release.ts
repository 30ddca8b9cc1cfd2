/**
 * Finish stage (issue #13): digests the release against the live one, decides
 * whether anything changed, writes the files manifest's parts, the build record
 * (meta, latest.json) and the manifest's head, and — when the base is not on this
 * disk — trims the release folder to a delta: only the files whose bytes the host lacks stay.
 */
import { readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BaseSnapshot } from './base/base-release.ts';
import { carryNothing, type CarryForward } from './carry-forward.ts';
import { digestListed, fileManifestPath, LATEST_PATH, type FileEntry } from './file-manifest.ts';
import { isManifestPart, writeChangedParts, writeManifestHead, writeManifestParts } from './file-manifest-parts.ts';
import { writeBuildRecord, type BuildMeta } from './manifest.ts';
import { manifestSlots } from './manifest-slots.ts';
import { changesNothing, diffRelease, keptPageFiles, releaseEntries, withSorted, type ReleaseFiles } from './release-diff.ts';
import type { FileTable } from './file-table.ts';

export interface FinishInput {
  releaseDir: string;
  base: BaseSnapshot | null;
  /** Pages the workers did not render because their input equals the base's (hard-linked from it when it is on this disk). */
  unchangedPages: readonly string[];
  /** Digests of the files this build wrote, taken as they were written (the pages by the workers). Taken over: completed with the rest of the release. */
  renderedFiles: FileTable;
  /** Files linked into the release from elsewhere (the app's assets, the tenant's media), release-relative: digested here. */
  linked: readonly string[];
  /** Files kept from the live release as they are (./carry-forward.ts): on disk as links, or only listed in a delta. */
  carried?: ReadonlyMap<string, FileEntry>;
  /** Keeps the live files manifest's parts that did not change. */
  carry?: Pick<CarryForward, 'carry'>;
  meta: Omit<BuildMeta, 'written' | 'removed' | 'base'>;
  searchIndex?: string[];
  searchPages?: string;
}

export type Finished =
  | { changed: false }
  | { changed: true; meta: BuildMeta };

export function finishRelease(input: FinishInput): Finished {
  const { releaseDir, base } = input;
  // What this build put in the release: it wrote or linked every file there, so none is looked for on disk.
  const own = input.renderedFiles;
  for (const [rel, entry] of input.carried ?? []) if (!own.has(rel)) own.set(rel, entry);
  digestListed(releaseDir, input.linked, base?.localDir ? { dir: base.localDir, manifest: base.files } : null, own);
  const files: ReleaseFiles = { own, kept: keptPageFiles(base?.files ?? null, input.unchangedPages), base: base?.files.files ?? null, baseSlots: manifestSlots(base?.files) };
  const diff = diffRelease(files);
  if (base && changesNothing(diff)) return { changed: false };

  const { id } = input.meta;
  const records = [`builds/meta/${id}.json`, LATEST_PATH];
  // The manifest's parts first (every file but the build record, which names them), keeping the live ones that did not change.
  const carry = input.carry ?? carryNothing;
  const changes = { ...diff, entryOf: (rel: string) => own.get(rel) ?? (files.kept.has(rel) ? files.base?.[rel] : undefined), head: own };
  const parts = writeChangedParts(releaseDir, changes, base?.files ?? null, carry) ?? writeManifestParts(releaseDir, releaseEntries(files), base?.files ?? null, carry);
  const written = withSorted(diff.written, [...records, fileManifestPath(id), ...parts.written.map((part) => part.rel)]);
  // Records are rewritten below, not gone; the live manifest's parts stay where they are (a rollback reads them).
  const removed = diff.removed.filter((rel) => !records.includes(rel) && !isManifestPart(rel));
  const meta: BuildMeta = { ...input.meta, base: base?.id ?? null, written, removed };
  const head: Record<string, FileEntry> = { ...parts.head };
  for (const { rel, sha256, size } of writeBuildRecord(releaseDir, meta, input.searchIndex, input.searchPages)) own.set(rel, (head[rel] = { sha256, size }));
  const latest = readFileSync(path.join(releaseDir, LATEST_PATH), 'utf8');
  writeManifestHead(releaseDir, { version: 2, id, latest, files: head, parts: parts.parts });
  if (base !== null && base.localDir === null) trimToDelta(releaseDir, own, base.files.files);
  return { changed: true, meta };
}

/**
 * Deletes the files on disk whose bytes the base already has (the app's assets, unchanged
 * media), then empty folders. Only files that were written are looked at: unchanged pages
 * never were, and 20,000 failing unlinks cost a third of a second.
 */
function trimToDelta(releaseDir: string, own: FileTable, base: Record<string, FileEntry>): void {
  for (const rel of own.sortedPaths()) {
    // A carried file is only listed in a delta: there is none on disk to delete.
    if (base[rel]?.sha256 === own.digestOf(rel)) rmSync(path.join(releaseDir, rel), { force: true });
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
