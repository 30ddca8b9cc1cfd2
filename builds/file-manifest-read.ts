/**
 * Reading a files manifest (./file-manifest-parts.ts has its format): its head, then its parts
 * from wherever the release is (a folder, a bucket, a base), each checked against the digest the
 * head names. Read whole (a deploy compares every file) or by slot (a build's live release:
 * ./manifest-slots.ts).
 */
import { sha256HexOf } from './sha256-check.ts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileManifestPath, isSafeRelativePath, parseFileManifest, type FileEntry, type FileManifest, type ManifestPart } from './file-manifest.ts';
import { entryOk, inHead, isManifestPart, manifestPartPath, slotOf } from './file-manifest-parts.ts';
import { manifestBySlot, parsedSlots } from './manifest-slots.ts';

/** A part's entries, checked: safe paths the head does not list, each in the part's own slot. */
function partEntries(slot: number, slots: number, rel: string, bytes: Uint8Array): Array<[string, FileEntry]> {
  const entries = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')) as Record<string, Partial<FileEntry>> | null;
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) throw new Error(`files manifest part ${rel} is not a part`);
  const checked: Array<[string, FileEntry]> = [];
  for (const entryRel in entries) {
    const entry = entries[entryRel];
    if (!isSafeRelativePath(entryRel) || inHead(entryRel)) throw new Error(`unsafe path "${entryRel}" in files manifest`);
    if (!entryOk(entry)) throw new Error(`bad entry for "${entryRel}" in files manifest`);
    // A path looked up finds its entry in its slot's part: one listed elsewhere would be missed.
    if (slotOf(entryRel, slots) !== slot) throw new Error(`files manifest part ${rel} lists "${entryRel}", which belongs to another part`);
    checked.push([entryRel, entry]);
  }
  return checked;
}

const countOk = (count: unknown) => count === undefined || (Number.isInteger(count) && (count as number) >= 0);

/**
 * A files manifest from its head's text, reading its parts through `readPart` (a base, a bucket,
 * a release folder) and checking each against the digest the head gives. Throws on anything
 * that is not a manifest, and on a part that is missing or not the one named. `bySlot`: when
 * the head counts its parts' files, each part is parsed only when a path of its slot is looked
 * up (./manifest-slots.ts; a build's live release).
 */
export async function loadFileManifest(text: string, readPart: (rel: string) => Promise<Uint8Array | null> | Uint8Array | null, options: { bySlot?: boolean } = {}): Promise<FileManifest> {
  const value = JSON.parse(text) as { version?: unknown; id?: unknown; latest?: unknown; parts?: unknown; files?: unknown } | null;
  if (value?.version !== 2) return parseFileManifest(text);
  const { id, latest, parts, files: own } = value;
  if (typeof id !== 'string' || typeof latest !== 'string' || !Array.isArray(parts) || typeof own !== 'object' || own === null) throw new Error('not a version 2 files manifest');
  const files: Record<string, FileEntry> = {};
  for (const [rel, entry] of Object.entries(own as Record<string, Partial<FileEntry>>)) {
    if (!isSafeRelativePath(rel) || !inHead(rel) || isManifestPart(rel) || !entryOk(entry)) throw new Error(`bad entry for "${rel}" in files manifest`);
    files[rel] = entry;
  }
  const slots = parts as Array<Partial<ManifestPart> | null>;
  if (!slots.every((part) => part === null || (countOk(part.count) && entryOk(part)))) throw new Error('bad part in files manifest');
  const heads = slots.map((part): ManifestPart | null => (part === null ? null : { sha256: part.sha256!, size: part.size!, ...(part.count === undefined ? {} : { count: part.count }) }));
  // Every part is fetched and checked at once (over a network each read is a round trip), on libuv's threads.
  const bytes = await Promise.all(heads.map(async (part) => (part === null ? null : checkedPart(part, await readPart(manifestPartPath(part.sha256))))));
  const head = { version: 2 as const, id, latest, parts: heads };
  if (options.bySlot && heads.every((part) => part === null || part.count !== undefined)) {
    return manifestBySlot(head, files, bytes, { entries: (slot, rel, part) => partEntries(slot, heads.length, rel, part), slotOf: (rel) => (inHead(rel) ? undefined : slotOf(rel, heads.length)), partPath: manifestPartPath });
  }
  const headPaths = Object.keys(files);
  const paths: string[][] = [];
  for (let slot = 0; slot < heads.length; slot++) {
    const part = heads[slot];
    const listed: string[] = [];
    paths.push(listed);
    if (!part) continue;
    const rel = manifestPartPath(part.sha256);
    for (const [entryRel, entry] of partEntries(slot, heads.length, rel, bytes[slot]!)) {
      files[entryRel] = entry;
      listed.push(entryRel);
    }
    if (part.count !== undefined && part.count !== listed.length) throw new Error(`files manifest part ${rel} lists ${listed.length} files, not the ${part.count} its head says`);
    files[rel] = { sha256: part.sha256, size: part.size };
    headPaths.push(rel);
  }
  const manifest: FileManifest = { ...head, files };
  parsedSlots(manifest, headPaths, paths);
  return manifest;
}


/** A part's bytes when they are those its head names; throws otherwise. */
async function checkedPart(part: ManifestPart, bytes: Uint8Array | null): Promise<Uint8Array> {
  const rel = manifestPartPath(part.sha256);
  if (bytes === null) throw new Error(`files manifest part ${rel} is missing`);
  if (bytes.length !== part.size || (await sha256HexOf(bytes)) !== part.sha256) throw new Error(`files manifest part ${rel} is not the one the manifest names`);
  return bytes;
}

/**
 * The manifest a release folder holds (either version), or null when it has none (a release
 * built before manifests). A delta release holds only the parts it wrote: the others are read
 * through `elsewhere` (the bucket it is deployed to), checked like any part.
 */
export async function readReleaseManifest(releaseDir: string, buildId: string, elsewhere?: (rel: string) => Promise<Uint8Array | null>): Promise<FileManifest | null> {
  let text: string;
  try {
    text = readFileSync(path.join(releaseDir, fileManifestPath(buildId)), 'utf8');
  } catch {
    return null;
  }
  return loadFileManifest(text, (rel) => {
    const file = path.join(releaseDir, rel);
    return existsSync(file) ? readFileSync(file) : (elsewhere?.(rel) ?? null);
  });
}
