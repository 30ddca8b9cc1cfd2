/**
 * The port a build reads the live release through (issue #13: the live site is
 * the cache). A base is wherever the live site's files are: the local release on
 * disk (the default), a folder, a URL, a bucket (deploy/s3-base.ts). Each adapter
 * only reads a file by its release-relative path; `readBase` turns that into what
 * the build compares with: the live build id, its files manifest (digests), its
 * pages manifest (input hashes) and its meta file.
 */
import { sha256HexOf } from '../sha256-check.ts';
import { BaseManifestMissing, BaseUnreadable, VitrineError, vitrineError } from '../../domain/errors.ts';
import { fileManifestPath, LATEST_PATH, type FileManifest } from '../file-manifest.ts';
import { loadFileManifest } from '../file-manifest-read.ts';
import type { BuildMeta } from '../manifest.ts';
import { loadPageManifest, pageManifestPath, type PageManifest } from '../page-manifest.ts';

export interface BaseRelease {
  /** Where it is, for messages and the build's summary: a folder, https://…, s3://… */
  readonly where: string;
  /**
   * The folder of the live release when it is on this disk: unchanged pages are hard-linked
   * from it and the new release is complete. null: the new release is a delta (changed files only).
   */
  readonly localDir: string | null;
  /** A file of the live release, by release-relative path, as bytes; null when it has none. Throws when it cannot tell. */
  read(rel: string): Promise<Uint8Array | null>;
  /** Where a file of it is on this disk, for a base that is a folder here (a render worker then reads it itself). */
  pathOf?(rel: string): string;
}

export interface BaseSnapshot {
  where: string;
  localDir: string | null;
  id: string;
  files: FileManifest;
  /** null: the live build predates pages manifests, so every page renders once. */
  pages: PageManifest | null;
  meta: BuildMeta | null;
  /** Reads another file of the live release as bytes (the portal feed, whose listings a build reuses); null when it has none. */
  read(rel: string): Promise<Uint8Array | null>;
  /** Where a file of it is on this disk, when it is a folder here. */
  pathOf?(rel: string): string;
}

async function bytesOrFail(base: BaseRelease, rel: string): Promise<Uint8Array | null> {
  try {
    return await base.read(rel);
  } catch (error) {
    throw vitrineError(BaseUnreadable, [`${base.where.replace(/\/+$/, '')}/${rel}`, error instanceof Error ? error.message : String(error)], { cause: error });
  }
}

async function readOrFail(base: BaseRelease, rel: string): Promise<string | null> {
  const bytes = await bytesOrFail(base, rel);
  return bytes === null ? null : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

function parsed<T>(base: BaseRelease, rel: string, text: string, parse: (text: string) => T): T {
  try {
    return parse(text);
  } catch (error) {
    throw vitrineError(BaseUnreadable, [`${base.where.replace(/\/+$/, '')}/${rel}`, error instanceof Error ? error.message : String(error)]);
  }
}

/** A manifest from its head, its parts read from the base (../file-manifest-parts.ts, ../page-manifest.ts); a failure names the head. */
async function loaded<T>(base: BaseRelease, rel: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof VitrineError) throw error; // a part the base could not read: already named
    throw vitrineError(BaseUnreadable, [`${base.where.replace(/\/+$/, '')}/${rel}`, error instanceof Error ? error.message : String(error)]);
  }
}

/**
 * A file of the live release whose bytes are those its files manifest lists; null when it lists
 * none, the base lacks it, cannot read it or holds other bytes. What a build reuses from the
 * base (the portal feed, the home cache) is read through this.
 */
export async function readVouched(base: BaseSnapshot, rel: string): Promise<Uint8Array | null> {
  const digest = base.files.files[rel]?.sha256;
  if (!digest) return null;
  const read = await readDigested(base, rel);
  return read?.sha256 === digest ? read.bytes : null;
}

/** A file of a base as bytes with their sha256, for checking against a files manifest read meanwhile; null when the base lacks it or cannot read it. */
export async function readDigested(base: Pick<BaseRelease, 'read'>, rel: string): Promise<{ bytes: Uint8Array; sha256: string } | null> {
  try {
    const bytes = await base.read(rel);
    // The feed and the home cache are 28 MB at 10,000 listings: hashed here only where the CPU hashes fast (../sha256-check.ts).
    return bytes === null ? null : { bytes, sha256: await sha256HexOf(bytes) };
  } catch {
    return null;
  }
}

/** A base's `builds/latest.json`: the live build, and the input key it was built from (null: written before latest.json carried it). */
export interface LiveBuild {
  id: string;
  input: string | null;
}

/** The live build of a base, or null when nothing is live there yet (the first deploy: every file is new). */
export async function readLatest(base: BaseRelease): Promise<LiveBuild | null> {
  const latestText = await readOrFail(base, LATEST_PATH);
  if (latestText === null) return null;
  return parsed(base, LATEST_PATH, latestText, (text) => {
    const value = JSON.parse(text) as { id?: unknown; input?: unknown };
    if (typeof value.id !== 'string') throw new Error('no build id');
    fileManifestPath(value.id); // refuses what is not a build id
    return { id: value.id, input: typeof value.input === 'string' ? value.input : null };
  });
}

/** The build record of the live build, or null when the base lacks it (an unchanged tenant's summary reads only this). */
export async function readLiveMeta(base: BaseRelease, id: string): Promise<BuildMeta | null> {
  const rel = `builds/meta/${id}.json`;
  const text = await readOrFail(base, rel);
  return text === null ? null : parsed(base, rel, text, (t) => JSON.parse(t) as BuildMeta);
}

/**
 * The live release of a base, or null when nothing is live there yet (the first deploy:
 * every file is new). A base that names a live build but lacks its files manifest fails:
 * without digests a delta cannot know what the host holds. `latest`: its latest.json, when
 * the caller has read it already.
 */
export async function readBase(base: BaseRelease, fallbackFiles?: (id: string) => FileManifest | null, latest?: LiveBuild | null): Promise<BaseSnapshot | null> {
  const live = latest === undefined ? await readLatest(base) : latest;
  if (live === null) return null;
  const { id } = live;
  const filesRel = fileManifestPath(id);
  const pagesRel = pageManifestPath(id);
  // The three records at once: over a network each read is a round trip.
  const [filesText, pagesText, meta] = await Promise.all([readOrFail(base, filesRel), readOrFail(base, pagesRel), readLiveMeta(base, id)]);
  if (filesText === null && !fallbackFiles) throw vitrineError(BaseManifestMissing, [base.where, filesRel]);
  // Both manifests' parts at once too (60 reads at 10,000 listings).
  const [files, pages] = await Promise.all([
    // By slot: a delta parses only the parts its change falls in (../manifest-slots.ts).
    filesText !== null ? loaded(base, filesRel, () => loadFileManifest(filesText, (part) => bytesOrFail(base, part), { bySlot: true })) : (fallbackFiles?.(id) ?? null),
    pagesText === null ? null : loaded(base, pagesRel, () => loadPageManifest(pagesText, (part) => bytesOrFail(base, part))),
  ]);
  if (files === null) throw vitrineError(BaseManifestMissing, [base.where, filesRel]);
  return {
    where: base.where,
    localDir: base.localDir,
    id,
    files,
    pages,
    meta,
    read: (rel) => bytesOrFail(base, rel),
    ...(base.pathOf ? { pathOf: base.pathOf } : {}),
  };
}
