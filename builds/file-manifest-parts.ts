/**
 * The files manifest in parts (issue #13: records in parts). A one-listing change used to
 * rewrite, and upload, the whole manifest (3.3 MB at 10,000 listings) for the four files it
 * changed. Now the manifest is a small head naming content-named parts; each part holds the
 * entries of the paths whose folder falls in its slot (a page's HTML and payload together), so
 * a one-listing change writes the few parts its files fall in, and the rest are the live ones:
 *
 *   builds/files/<buildId>.json  {"version":2,"id","latest","parts":[{"sha256","size","count"} | null, …],
 *                                 "files":{"builds/latest.json":{…},"builds/meta/<buildId>.json":{…},"search/…":{…},…}}
 *   builds/files/<sha256>.json   {"<path>":{"sha256","size"}, …}   one slot's entries, sorted by path
 *
 * The head holds the entries of the build's records and the search index's parts (new names at
 * every build; the build record is written after the parts, and names them). Read
 * back, the head and its parts are one FileManifest whose `files` lists every file, the parts
 * themselves included (a deploy uploads a part like any file), and whose `parts` keeps the slots.
 * Parts are never removed from a bucket: an earlier build's manifest stays whole for a rollback,
 * as the heads always did. `count` (heads written since 2026-11-29) is how many entries a part
 * lists: a build reads its live manifest by slot with it (./manifest-slots.ts). Reading is
 * ./file-manifest-read.ts; version 1 manifests (one file) and heads without counts are still read.
 */
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { FILE_MANIFEST_DIR, fileManifestPath, LATEST_PATH, manifestEntryText, serializeFileManifest, type FileEntry, type FileManifest, type ManifestPart, type WrittenFile } from './file-manifest.ts';
import { manifestSlots } from './manifest-slots.ts';
import { writeText } from './parts-writer.ts';

const PART = /^builds\/files\/[0-9a-f]{64}\.json$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;
/**
 * Entries a part holds on average, at most: 20,000 files → 32 parts of ~100 KB. Fewer, larger
 * parts cost a delta more bytes; more cost every build that reads the base more requests
 * (~3 ms each from a local S3 server, bench/README.md).
 */
const ENTRIES_PER_PART = 640;
const MAX_PARTS = 128;

/** A part of a files manifest (its name is its sha256). */
export const isManifestPart = (rel: string): boolean => PART.test(rel);
export const manifestPartPath = (sha256: string): string => `${FILE_MANIFEST_DIR}/${sha256}.json`;

/**
 * What the head lists itself: the build's records and the search index's parts, which are new
 * names at every build (a part holding them would be rewritten by every build), and the build
 * record, written after the parts. The parts hold the site's files, which change with the data.
 */
export const inHead = (rel: string): boolean => rel === LATEST_PATH || rel.startsWith('builds/') || rel.startsWith('search/');

/** Slots for this many entries: a power of two, so a tenant changes it only when it doubles. */
export function slotCount(entries: number): number {
  let slots = 1;
  while (slots * ENTRIES_PER_PART < entries && slots < MAX_PARTS) slots *= 2;
  return slots;
}

/** A path's folder, hashed (FNV-1a, then mixed: its low bits alone spread alike paths badly): a page's index.html and _payload.json share a slot. */
export function slotOf(rel: string, slots: number): number {
  return folderSlot(rel, 0, rel.lastIndexOf('/'), slots);
}

/** The slot of the folder `text.slice(start, end)`, without making that string (a page's path names its folder from its second character). */
export function folderSlot(text: string, start: number, end: number, slots: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85eb_ca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2_ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) % slots;
}

export function entryOk(entry: Partial<FileEntry> | undefined): entry is FileEntry {
  return !!entry && typeof entry.sha256 === 'string' && SHA256_HEX.test(entry.sha256) && Number.isInteger(entry.size) && entry.size! >= 0;
}

/** A part's text: its entries, sorted by path (as they come). */
function* partPieces(entries: ReadonlyArray<[string, FileEntry]>): Generator<string> {
  let run = '{';
  for (let i = 0; i < entries.length; i++) {
    run += `${i === 0 ? '' : ','}${manifestEntryText(entries[i]![0], entries[i]![1])}`;
    if (run.length >= 16_384) {
      yield run;
      run = '';
    }
  }
  yield `${run}}`;
}

/** The part of ./carry-forward.ts the manifests use (that module reads the base, which reads manifests through them). */
export interface Carrier {
  carry(rels: readonly string[]): WrittenFile[] | null;
}

export interface WrittenParts {
  /** The slots' parts, for the head. */
  parts: Array<ManifestPart | null>;
  /** The entries the head lists itself (records, index parts), but the build record's. */
  head: Record<string, FileEntry>;
  /** The parts this build wrote (new bytes): the rest are the live release's, kept. */
  written: WrittenFile[];
}

/**
 * Writes the parts of a release's manifest from its entries (sorted by path; the build's own
 * records and any part left out). A slot whose entries are exactly the live manifest's same slot
 * keeps the live part (`carry`: linked, or only listed in a delta) without being written again.
 */
export function writeManifestParts(releaseDir: string, entries: Iterable<[string, FileEntry]>, previous: FileManifest | null, carry: Carrier): WrittenParts {
  const listed: Array<[string, FileEntry]> = [];
  const head: Record<string, FileEntry> = {};
  for (const pair of entries) {
    if (!inHead(pair[0])) listed.push(pair);
    else if (!isManifestPart(pair[0])) head[pair[0]] = pair[1];
  }
  const slots = slotCount(listed.length);
  const bySlot: Array<Array<[string, FileEntry]>> = Array.from({ length: slots }, () => []);
  for (const pair of listed) bySlot[slotOf(pair[0], slots)]!.push(pair);
  // The live manifest's entries a slot held, counted: a slot is the live one when it has as many, each the same.
  const liveParts = previous?.parts?.length === slots ? previous.parts : null;
  const liveSlots = liveParts ? manifestSlots(previous) : undefined;
  const liveCount = new Array<number>(slots).fill(0);
  if (liveSlots) for (let slot = 0; slot < slots; slot++) liveCount[slot] = liveSlots.count(slot);
  else if (liveParts && previous) for (const rel in previous.files) if (!inHead(rel)) liveCount[slotOf(rel, slots)]!++;
  const parts: Array<ManifestPart | null> = [];
  const written: WrittenFile[] = [];
  mkdirSync(path.join(releaseDir, FILE_MANIFEST_DIR), { recursive: true });
  for (let slot = 0; slot < slots; slot++) {
    const slotEntries = bySlot[slot]!;
    if (slotEntries.length === 0) {
      parts.push(null);
      continue;
    }
    const live = liveParts?.[slot];
    const same = live && liveCount[slot] === slotEntries.length && slotEntries.every(([rel, e]) => previous!.files[rel]?.sha256 === e.sha256 && previous!.files[rel]!.size === e.size);
    if (live && same && carry.carry([manifestPartPath(live.sha256)])) {
      parts.push({ sha256: live.sha256, size: live.size, count: slotEntries.length });
      continue;
    }
    const entry = writePart(releaseDir, slotEntries);
    parts.push(entry);
    written.push({ rel: manifestPartPath(entry.sha256), sha256: entry.sha256, size: entry.size });
  }
  return { parts, head, written };
}

/** Writes one slot's part, named by its digest; its head entry counts its files. */
function writePart(releaseDir: string, slotEntries: ReadonlyArray<[string, FileEntry]>): Required<ManifestPart> {
  const partial = path.join(releaseDir, FILE_MANIFEST_DIR, '.unnamed-part.json');
  const { sha256, size } = writeText(partial, partPieces(slotEntries));
  renameSync(partial, path.join(releaseDir, manifestPartPath(sha256)));
  return { sha256, size, count: slotEntries.length };
}

/** What a release changed against the live manifest (./release-diff.ts), and its entries. */
export interface ManifestChanges {
  /** Paths whose bytes are new or differ from the live manifest's. */
  written: readonly string[];
  /** Paths the live manifest lists that the release does not. */
  removed: readonly string[];
  /** The release's entry of a path (every path it has). */
  entryOf(rel: string): FileEntry | undefined;
  /** The entries the head lists itself (records, index parts), but the build record's. */
  head: Iterable<[string, FileEntry]>;
}

/**
 * `writeManifestParts` from what changed, for a live manifest read by `loadFileManifest` with
 * as many slots as the release needs: only the slots a change falls in are made again (a
 * one-listing delta looks at ~1,300 of 20,000 entries, not every one); the rest keep the live
 * parts. The same parts as `writeManifestParts` (a test holds them equal). null when it cannot
 * tell (no such live manifest, another slot count): the caller goes through every entry.
 */
export function writeChangedParts(releaseDir: string, changes: ManifestChanges, previous: FileManifest | null, carry: Carrier): WrittenParts | null {
  const live = manifestSlots(previous);
  const liveParts = previous?.parts;
  if (!previous || !live || !liveParts || live.slots !== liveParts.length) return null;
  const removed = new Set(changes.removed.filter((rel) => !inHead(rel)));
  const added = changes.written.filter((rel) => !inHead(rel) && !(rel in previous.files));
  let listed = added.length - removed.size;
  for (let slot = 0; slot < live.slots; slot++) listed += live.count(slot);
  const slots = slotCount(listed);
  if (slots !== liveParts.length) return null;
  const dirty = new Set<number>();
  for (const rel of changes.written) if (!inHead(rel)) dirty.add(slotOf(rel, slots));
  for (const rel of removed) dirty.add(slotOf(rel, slots));
  const head: Record<string, FileEntry> = {};
  for (const [rel, entry] of changes.head) if (inHead(rel) && !isManifestPart(rel)) head[rel] = entry;
  const parts: Array<ManifestPart | null> = [];
  const written: WrittenFile[] = [];
  mkdirSync(path.join(releaseDir, FILE_MANIFEST_DIR), { recursive: true });
  for (let slot = 0; slot < slots; slot++) {
    const livePart = liveParts[slot] ?? null;
    if (!dirty.has(slot) && (livePart === null || carry.carry([manifestPartPath(livePart.sha256)]))) {
      parts.push(livePart && { sha256: livePart.sha256, size: livePart.size, count: live.count(slot) });
      continue;
    }
    const rels = live.paths(slot).filter((rel) => !removed.has(rel));
    for (const rel of added) if (slotOf(rel, slots) === slot) rels.push(rel);
    if (rels.length === 0) {
      parts.push(null);
      continue;
    }
    const slotEntries = rels.sort().map((rel): [string, FileEntry] => {
      const entry = changes.entryOf(rel);
      if (!entry) throw new Error(`files manifest: no entry for "${rel}", which the release keeps`);
      return [rel, entry];
    });
    const entry = writePart(releaseDir, slotEntries);
    parts.push(entry);
    written.push({ rel: manifestPartPath(entry.sha256), sha256: entry.sha256, size: entry.size });
  }
  return { parts, head, written };
}

/** The head's text of a parted manifest (`files` holds every entry; the head lists its records'). */
export function serializeManifestHead(manifest: FileManifest & { parts: ReadonlyArray<ManifestPart | null> }): string {
  const own = Object.keys(manifest.files).filter((rel) => inHead(rel) && !isManifestPart(rel)).sort();
  return `{"version":2,"id":${JSON.stringify(manifest.id)},"latest":${JSON.stringify(manifest.latest)},"parts":${JSON.stringify(manifest.parts)},"files":{${own.map((rel) => manifestEntryText(rel, manifest.files[rel]!)).join(',')}}}`;
}

/** Writes the head (last: it names everything else). */
export function writeManifestHead(releaseDir: string, manifest: FileManifest & { parts: ReadonlyArray<ManifestPart | null> }): void {
  writeText(path.join(releaseDir, fileManifestPath(manifest.id)), [serializeManifestHead(manifest)]);
}

/** The head's text of any manifest: a deploy uploads it as the build's record. */
export function manifestText(manifest: FileManifest): string {
  return manifest.parts ? serializeManifestHead({ ...manifest, parts: manifest.parts }) : serializeFileManifest(manifest);
}
