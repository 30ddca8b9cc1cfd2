/**
 * What a deploy does, decided before any request is made (pure: the bucket's
 * state and the clock are passed in). Uploads are the target release's files
 * whose digest the bucket does not already hold under that key, in a safe
 * order; deletions wait for their grace period.
 */
import { fileManifestPath, LATEST_PATH, type FileManifest } from '../builds/file-manifest.ts';
import { isManifestPart } from '../builds/file-manifest-parts.ts';

/** Upload order: what pages reference first, then pages, then manifests, latest.json alone and last. */
export const PHASES = ['assets', 'pages', 'manifests', 'latest'] as const;
export type Phase = (typeof PHASES)[number];

export function phaseOf(rel: string): Phase {
  if (rel === LATEST_PATH) return 'latest';
  if (/^(assets|search|media)\//.test(rel)) return 'assets';
  if (rel.startsWith('builds/') || /^sitemap[\w-]*\.xml$/.test(rel) || rel === 'robots.txt') return 'manifests';
  return 'pages';
}

/** The small object that remembers removed paths until their grace period is over. */
export const PENDING_PATH = 'builds/pending-deletions.json';

export interface PendingDeletion {
  path: string;
  sha256: string;
  size: number;
  /** When a deploy first left it out (ms since the epoch). */
  removedAt: number;
}

export function parsePending(text: string): PendingDeletion[] {
  const value = JSON.parse(text) as { version?: number; entries?: PendingDeletion[] };
  if (value.version !== 1 || !Array.isArray(value.entries)) throw new Error(`${PENDING_PATH} is not a version 1 pending-deletions file`);
  return value.entries.filter((e) => typeof e.path === 'string' && typeof e.removedAt === 'number');
}

export function serializePending(entries: readonly PendingDeletion[]): string {
  return JSON.stringify({ version: 1, entries: [...entries].sort((a, b) => a.path.localeCompare(b.path)) });
}

export interface BucketState {
  /** The files manifest of the build latest.json names, or null (empty bucket, or not deployed by vitrine). */
  live: FileManifest | null;
  pending: PendingDeletion[];
  /** Digests read from object metadata, for keys neither `live` nor `pending` describes. */
  heads?: ReadonlyMap<string, string>;
  /** Whether the target's own files manifest is already in the bucket. */
  targetManifestPresent: boolean;
}

export interface DeployPlan {
  /** Keys to upload, in order; builds/latest.json, when it changes, is the last one. */
  uploads: string[];
  unchanged: number;
  bytes: number;
  /** Due deletions of paths no longer in the live build: done before latest.json. */
  deleteBefore: string[];
  /** Due deletions of paths the live build still has (grace 0): done after latest.json. */
  deleteAfter: string[];
  /** The pending deletions after this deploy. */
  pending: PendingDeletion[];
  pendingChanged: boolean;
}

export interface PlanInput {
  target: FileManifest;
  /** The size of the target's serialized files manifest (uploaded when the bucket lacks it). */
  manifestSize: number;
  bucket: BucketState;
  now: number;
  graceMs: number;
}

export function planDeploy({ target, manifestSize, bucket, now, graceMs }: PlanInput): DeployPlan {
  const pendingByPath = new Map(bucket.pending.map((e) => [e.path, e]));
  const held = (rel: string) => bucket.live?.files[rel]?.sha256 ?? pendingByPath.get(rel)?.sha256 ?? bucket.heads?.get(rel);

  const uploads: string[] = [];
  let unchanged = 0;
  let bytes = 0;
  for (const [rel, entry] of Object.entries(target.files)) {
    if (held(rel) === entry.sha256) {
      unchanged++;
    } else {
      uploads.push(rel);
      bytes += entry.size;
    }
  }
  const rank = (rel: string) => PHASES.indexOf(phaseOf(rel));
  uploads.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  if (!bucket.targetManifestPresent) {
    // The manifest's head after every other record (its parts are among them), latest.json after it.
    const last = uploads.at(-1) === LATEST_PATH ? uploads.length - 1 : uploads.length;
    uploads.splice(last, 0, fileManifestPath(target.id));
    bytes += manifestSize;
  }

  // Paths of the live build the target leaves out start waiting; an old entry keeps its time.
  const entries = new Map<string, PendingDeletion>();
  for (const e of bucket.pending) if (!(e.path in target.files)) entries.set(e.path, e);
  for (const [rel, entry] of Object.entries(bucket.live?.files ?? {})) {
    // A manifest part stays, as every head does: an earlier build's manifest must stay whole for a rollback.
    if (!(rel in target.files) && !entries.has(rel) && !isManifestPart(rel)) entries.set(rel, { path: rel, ...entry, removedAt: now });
  }
  const deleteBefore: string[] = [];
  const deleteAfter: string[] = [];
  const pending: PendingDeletion[] = [];
  for (const e of entries.values()) {
    if (e.removedAt + graceMs > now) pending.push(e);
    else if (bucket.live && e.path in bucket.live.files) deleteAfter.push(e.path);
    else deleteBefore.push(e.path);
  }
  const pendingChanged = serializePending(pending) !== serializePending(bucket.pending);
  return { uploads, unchanged, bytes, deleteBefore: deleteBefore.sort(), deleteAfter: deleteAfter.sort(), pending, pendingChanged };
}
