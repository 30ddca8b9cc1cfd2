/**
 * The pages manifest of a release, `builds/pages/<buildId>.json`: every page's
 * path and the hash of the input it was rendered from (page data + the salt of
 * app bundle and site context). The next build compares its own hashes with it
 * and renders only the pages whose input changed (issue #13: the live site is
 * the cache, wherever it lives: this folder, a URL, a bucket).
 *
 *   { "version": 2, "id": "<buildId>", "vouched": true, "parts": [{ "sha256", "size" } | null, …], "feed": { "sha256", "size" },
 *     "made": { "host": { "key": "…", "files": ["robots.txt", "_headers", …] }, "sitemap": { … } },
 *     "search": [{ "key": "…", "file": "search/<hash>.json" }, …] }
 *   builds/pages/<sha256>.json   a part: { "/": "…", "/sobre": "…", … }, the pages of its slot; or the feed's layout:
 *                                { "key": "…", "listings": [["101", "<record digest>", 812, 1763], …] }
 *
 * In parts, as the files manifest (./file-manifest-parts.ts): 1.3 MB at 10,000 listings, which a
 * one-listing change rewrote whole; now the parts of its changed pages are written, and the feed's
 * layout only with the feed. `feed` (when the release has a portal feed) is its layout:
 * builds/portal-feed.ts. `made`: the site files by group, with the key of what each group was
 * made from (builds/manifest.ts). `search`: the static index's parts, with the key of the records
 * each was made from (builds/search-index.ts). `vouched`: every page listed has its files in the
 * same build's files manifest (the build checked the pages it rendered; the others it kept from a
 * release that vouched for them), so the next build trusts the keys without looking up each
 * page's files (../release-diff.ts trustedPageHashes). Version 1 (one file, `pages` and `feed`
 * inline) is still read.
 */
import { renameSync } from 'node:fs';
import path from 'node:path';
import { buildRecordPath, isSafeRelativePath, sha256Hex, type FileEntry, type WrittenFile } from './file-manifest.ts';
import { entryOk, slotCount, slotOf, type Carrier } from './file-manifest-parts.ts';
import { jsonPieces } from './json-pieces.ts';
import { writeText } from './parts-writer.ts';
import { isCombinationRecord, type CombinationRecord } from './search-combinations-patch.ts';
import { isShowcaseRecord, type ShowcaseRecord } from './showcase-record.ts';

export const PAGE_MANIFEST_DIR = 'builds/pages';

/** A listing's element in a written feed: its id, its raw record's digest, its byte offset in the file and its length in bytes. */
export type FeedSpan = [id: string, digest: string, start: number, length: number];

/** Where each listing sits in the release's portal feed (builds/portal-feed.ts). */
export interface FeedLayout {
  /** The salt of the build that wrote the feed: its elements are reused only under the same one. */
  key: string;
  listings: FeedSpan[];
}

/** What a group of site files was made from, and the files it made (builds/manifest.ts writeSiteFiles). */
export interface MadeFiles {
  key: string;
  files: string[];
}

/** A part of the static search index: the key of its listings' records, and its file. */
export interface IndexPart {
  key: string;
  file: string;
}

export interface PageManifest {
  version: 1 | 2;
  id: string;
  /** URL path → input hash. */
  pages: Record<string, string>;
  feed?: FeedLayout;
  made?: Record<string, MadeFiles>;
  search?: IndexPart[];
  /**
   * Version 2: every page it lists has all its files (../release-diff.ts pageFiles) in the files
   * manifest of the same build, as the build that wrote it checked; the next build trusts its keys
   * without looking each page's files up (20,000 lookups at 10,000 listings).
   */
  vouched?: boolean;
  /** The /buscar combinations, for the next build to patch (../search-combinations-patch.ts); left out when not one. */
  combinations?: CombinationRecord;
  /** The whole tenant's lists and counts its configured pages show, likewise (../showcase-record.ts). */
  showcase?: ShowcaseRecord;
  /** Version 2, as read: the parts by slot and the feed layout's part (the next build keeps those that did not change). */
  parts?: Array<FileEntry | null>;
  feedPart?: FileEntry;
}

function isMade(value: unknown): value is Record<string, MadeFiles> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((group: Partial<MadeFiles> | null) => typeof group?.key === 'string' && Array.isArray(group.files) && group.files.every((rel) => typeof rel === 'string' && isSafeRelativePath(rel)))
  );
}

function isIndexParts(value: unknown): value is IndexPart[] {
  return Array.isArray(value) && value.every((part: Partial<IndexPart> | null) => typeof part?.key === 'string' && typeof part.file === 'string' && part.file.startsWith('search/') && isSafeRelativePath(part.file));
}

function isFeedLayout(value: unknown): value is FeedLayout {
  const layout = value as Partial<FeedLayout> | null;
  return (
    typeof layout === 'object' &&
    layout !== null &&
    typeof layout.key === 'string' &&
    Array.isArray(layout.listings) &&
    layout.listings.every((s) => Array.isArray(s) && typeof s[0] === 'string' && typeof s[1] === 'string' && Number.isInteger(s[2]) && s[2] >= 0 && Number.isInteger(s[3]) && s[3] > 0)
  );
}

export function pageManifestPath(buildId: string): string {
  return buildRecordPath(PAGE_MANIFEST_DIR, buildId);
}

/** Parses and checks a version 1 pages manifest from any base; throws on anything else. */
export function parsePageManifest(text: string): PageManifest {
  return checkPageManifest(JSON.parse(text) as Partial<PageManifest> | null);
}

function checkPageManifest(value: Partial<PageManifest> | null): PageManifest {
  if (!value || value.version !== 1 || typeof value.id !== 'string' || typeof value.pages !== 'object' || value.pages === null) {
    throw new Error('not a version 1 pages manifest');
  }
  const pages = value.pages;
  for (const page in pages) {
    if (!page.startsWith('/') || typeof pages[page] !== 'string') throw new Error(`bad entry for "${page}" in pages manifest`);
  }
  if (value.feed !== undefined && !isFeedLayout(value.feed)) throw new Error('bad feed layout in pages manifest');
  if (value.made !== undefined && !isMade(value.made)) throw new Error('bad site files in pages manifest');
  if (value.search !== undefined && !isIndexParts(value.search)) throw new Error('bad search index parts in pages manifest');
  // Only an aid to the next plan: one that is not a record is dropped, the plan is made in full.
  if (value.combinations !== undefined && !isCombinationRecord(value.combinations)) delete value.combinations;
  if (value.showcase !== undefined && !isShowcaseRecord(value.showcase)) delete value.showcase;
  return value as PageManifest;
}

const partPath = (sha256: string) => `${PAGE_MANIFEST_DIR}/${sha256}.json`;
/** A page's slot: its path taken as a folder, so each page is spread on its own. */
const pageSlot = (page: string, slots: number) => slotOf(`${page}/`, slots);

/**
 * A pages manifest from its head's text, reading its parts through `readPart` and checking each
 * against the digest the head gives; throws on anything else.
 */
export async function loadPageManifest(text: string, readPart: (rel: string) => Promise<Uint8Array | null>): Promise<PageManifest> {
  const head = JSON.parse(text) as { version?: unknown; id?: unknown; parts?: unknown; feed?: unknown; vouched?: unknown } | null;
  if (head?.version !== 2) return parsePageManifest(text);
  const parts = head.parts as Array<Partial<FileEntry> | null>;
  const feedPart = head.feed as Partial<FileEntry> | undefined;
  if (typeof head.id !== 'string' || !Array.isArray(parts) || !parts.every((part) => part === null || entryOk(part)) || (feedPart !== undefined && !entryOk(feedPart))) {
    throw new Error('not a version 2 pages manifest');
  }
  const partText = async (part: FileEntry): Promise<string> => {
    const bytes = await readPart(partPath(part.sha256));
    if (bytes === null || bytes.length !== part.size || sha256Hex(bytes) !== part.sha256) throw new Error(`pages manifest part ${partPath(part.sha256)} is missing or not the one named`);
    return Buffer.from(bytes).toString('utf8');
  };
  const [texts, feedText] = await Promise.all([Promise.all(parts.map((part) => (part === null ? null : partText(part as FileEntry)))), feedPart ? partText(feedPart) : undefined]);
  const pages = joinedParts(texts);
  // The whole is checked as a version 1 manifest: the same rules for pages, feed, site files and index parts.
  const { parts: _parts, feed: _feed, vouched: _vouched, ...rest } = head as Record<string, unknown>;
  const whole = checkPageManifest({ ...rest, version: 1, pages, ...(feedText ? { feed: JSON.parse(feedText) as FeedLayout } : {}) });
  return { ...whole, version: 2, vouched: head.vouched === true, parts: parts as Array<FileEntry | null>, ...(feedPart ? { feedPart: feedPart as FileEntry } : {}) };
}

/**
 * The parts' pages as one object, parsed from one text: each part is an object of its slot's
 * pages, so their members joined are the whole. Parsing the parts one by one and merging them
 * into one object took 2–4 times as long at 10,000 listings (~15–40 ms of a one-listing rebuild).
 */
function joinedParts(texts: ReadonlyArray<string | null>): Record<string, string> {
  let members = '';
  for (const text of texts) {
    if (text === null) continue;
    if (!text.startsWith('{') || !text.endsWith('}')) throw new Error('a pages manifest part is not an object');
    const inner = text.slice(1, -1);
    if (inner !== '') members += members === '' ? inner : `,${inner}`;
  }
  // A text that opens with '{' parses to an object or not at all; its values are checked with the whole manifest.
  return JSON.parse(`{${members}}`) as Record<string, string>;
}

function writePart(releaseDir: string, value: unknown): WrittenFile {
  const partial = path.join(releaseDir, PAGE_MANIFEST_DIR, '.unnamed-part.json');
  const entry = writeText(partial, jsonPieces(value));
  const rel = partPath(entry.sha256);
  renameSync(partial, path.join(releaseDir, rel));
  return { rel, ...entry };
}

/**
 * Writes the manifest in parts: a slot whose pages and hashes are exactly the live manifest's
 * keeps the live part (`carry`: linked, or only listed in a delta), and so does the feed's layout
 * when it is the live one. `changed`: the only pages whose hash may differ from the live
 * manifest's (those the build rendered; every other page has the live hash), when the build
 * knows them: their slots are written and the others' pages are not compared one by one.
 * Returns the files written (new parts, then the head), with their digests.
 */
export function writePageManifest(releaseDir: string, manifest: Omit<PageManifest, 'version' | 'parts' | 'feedPart'>, previous: PageManifest | null, carry: Carrier, changed?: Iterable<string>): WrittenFile[] {
  const { pages, feed, ...rest } = manifest;
  const paths = Object.keys(pages);
  const slots = slotCount(paths.length);
  const bySlot: string[][] = Array.from({ length: slots }, () => []);
  for (const page of paths) bySlot[pageSlot(page, slots)]!.push(page);
  const liveParts = previous?.parts?.length === slots ? previous.parts : null;
  // A live slot that lists a page this build does not has lost it: only those pages' slots are computed (50,000 at 50,000 listings, were each slotted).
  const lostPage = new Array<boolean>(slots).fill(false);
  if (liveParts && previous) for (const page in previous.pages) if (!(page in pages)) lostPage[pageSlot(page, slots)] = true;
  let dirty: boolean[] | undefined;
  if (changed) {
    dirty = new Array<boolean>(slots).fill(false);
    for (const page of changed) dirty[pageSlot(page, slots)] = true;
  }
  const written: WrittenFile[] = [];
  const kept = (live: FileEntry | null | undefined): FileEntry | null => (live && carry.carry([partPath(live.sha256)]) ? live : null);
  const parts = bySlot.map((slotPages, slot) => {
    if (slotPages.length === 0) return null;
    const live = liveParts?.[slot];
    const same = live && !lostPage[slot] && (dirty ? !dirty[slot] : slotPages.every((page) => previous!.pages[page] === pages[page]));
    const reused = same ? kept(live) : null;
    if (reused) return reused;
    const part = writePart(releaseDir, Object.fromEntries(slotPages.sort().map((page) => [page, pages[page]!])));
    written.push(part);
    return { sha256: part.sha256, size: part.size };
  });
  let feedPart: FileEntry | undefined;
  if (feed) {
    // The live layout itself comes back when the feed was kept (builds/portal-feed.ts).
    feedPart = (feed === previous?.feed ? kept(previous.feedPart) : null) ?? undefined;
    if (!feedPart) {
      const part = writePart(releaseDir, feed);
      written.push(part);
      feedPart = { sha256: part.sha256, size: part.size };
    }
  }
  const rel = pageManifestPath(manifest.id);
  const head = { version: 2, id: rest.id, ...(rest.vouched ? { vouched: true } : {}), parts, ...(feedPart ? { feed: feedPart } : {}), ...(rest.made ? { made: rest.made } : {}), ...(rest.search ? { search: rest.search } : {}), ...(rest.combinations ? { combinations: rest.combinations } : {}), ...(rest.showcase ? { showcase: rest.showcase } : {}) };
  written.push({ rel, ...writeText(path.join(releaseDir, rel), jsonPieces(head)) });
  return written;
}
