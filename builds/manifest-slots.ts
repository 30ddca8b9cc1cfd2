/**
 * A files manifest read by slot (issue #13: a rebuild's work follows the change, not the tenant).
 * The live manifest of a 10,000-listing tenant lists 20,000 files in 32 parts, and a one-listing
 * delta writes or removes files in a handful of them. Read by slot, the parts are fetched and
 * checked against the head's digests as before, but each is parsed the first time a path of its
 * slot is looked up. The finish stage (./release-diff.ts) parses the parts its change falls in
 * and, for the others, compares the head's `count` with the files it keeps there.
 *
 * `files` stays a record for every reader: a lookup parses the slot of its path, and going
 * through every key parses every part. Pure: the parts' bytes come in, already checked.
 */
import type { FileEntry, FileManifest, ManifestPart } from './file-manifest.ts';

/** A manifest's parts by slot: what each lists, known without parsing the others. */
export interface ManifestSlots {
  /** The manifest's slot count (its parts, empty ones included). */
  readonly slots: number;
  /** How many files the slot's part lists (0 for an empty slot). */
  count(slot: number): number;
  /** The paths the slot's part lists, in its order (parsed the first time). */
  paths(slot: number): readonly string[];
  /** The paths the head lists itself: the build's records, the index parts, the parts' own files. */
  headPaths(): readonly string[];
}

/** How a manifest's parts are read: given by ./file-manifest-read.ts (the format is ./file-manifest-parts.ts's). */
export interface PartReader {
  /** A part's entries, checked; throws on what is not a part of this slot. */
  entries(slot: number, rel: string, bytes: Uint8Array): Array<[string, FileEntry]>;
  /** The slot a path falls in; undefined for a path the head lists. */
  slotOf(rel: string): number | undefined;
  /** A part's path, from its digest. */
  partPath(sha256: string): string;
}

const bySlot = new WeakMap<FileManifest, ManifestSlots>();

/** The slots of a version 2 manifest read here; undefined for any other. */
export function manifestSlots(manifest: FileManifest | null | undefined): ManifestSlots | undefined {
  return manifest ? bySlot.get(manifest) : undefined;
}

/** Records the slots of a manifest read whole: each part's paths, known. */
export function parsedSlots(manifest: FileManifest, headPaths: readonly string[], paths: ReadonlyArray<readonly string[]>): void {
  bySlot.set(manifest, { slots: paths.length, count: (slot) => paths[slot]!.length, paths: (slot) => paths[slot]!, headPaths: () => headPaths });
}

/**
 * A manifest whose parts are parsed when asked for. `head`: its head, every part with a count;
 * `headFiles`: the entries the head lists, checked; `bytes`: each part's bytes, checked against
 * the head (null for an empty slot).
 */
export function manifestBySlot(head: Omit<FileManifest, 'files'> & { parts: ReadonlyArray<ManifestPart | null> }, headFiles: Record<string, FileEntry>, bytes: ReadonlyArray<Uint8Array | null>, reader: PartReader): FileManifest {
  const target: Record<string, FileEntry> = Object.assign(Object.create(null) as Record<string, FileEntry>, headFiles);
  for (const part of head.parts) if (part) target[reader.partPath(part.sha256)] = { sha256: part.sha256, size: part.size };
  const headPaths = Object.keys(target);
  const paths: Array<readonly string[] | undefined> = new Array(head.parts.length);
  const load = (slot: number): readonly string[] => {
    const known = paths[slot];
    if (known) return known;
    const part = head.parts[slot];
    if (!part) return (paths[slot] = []);
    const rel = reader.partPath(part.sha256);
    const entries = reader.entries(slot, rel, bytes[slot]!);
    if (entries.length !== part.count) throw new Error(`files manifest part ${rel} lists ${entries.length} files, not the ${part.count} its head says`);
    for (const [path, entry] of entries) target[path] = entry;
    return (paths[slot] = entries.map(([path]) => path));
  };
  const touch = (key: string | symbol) => {
    const slot = typeof key === 'string' ? reader.slotOf(key) : undefined;
    if (slot !== undefined) load(slot);
  };
  const files = new Proxy(target, {
    get: (t, key) => (touch(key), Reflect.get(t, key)),
    has: (t, key) => (touch(key), Reflect.has(t, key)),
    getOwnPropertyDescriptor: (t, key) => (touch(key), Reflect.getOwnPropertyDescriptor(t, key)),
    ownKeys: (t) => {
      for (let slot = 0; slot < paths.length; slot++) load(slot);
      return Reflect.ownKeys(t);
    },
  });
  const manifest: FileManifest = { ...head, parts: [...head.parts], files };
  bySlot.set(manifest, { slots: paths.length, count: (slot) => head.parts[slot]?.count ?? 0, paths: load, headPaths: () => headPaths });
  return manifest;
}
