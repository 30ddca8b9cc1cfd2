/**
 * The pages manifest of a release, `builds/pages/<buildId>.json`: every page's
 * path and the hash of the input it was rendered from (page data + the salt of
 * app bundle and site context). The next build compares its own hashes with it
 * and renders only the pages whose input changed (issue #13: the live site is
 * the cache, wherever it lives: this folder, a URL, a bucket).
 *
 *   { "version": 1, "id": "<buildId>", "pages": { "/": "…", "/sobre": "…", "/404.html": "…" },
 *     "feed": { "key": "…", "listings": [["101", "<record digest>", 812, 1763], …] },
 *     "made": { "host": { "key": "…", "files": ["robots.txt", "_headers", …] }, "sitemap": { … } },
 *     "search": [{ "key": "…", "file": "search/<hash>.json" }, …] }
 *
 * `feed` (when the release has a portal feed) is its layout: builds/portal-feed.ts. `made`: the
 * site files by group, with the key of what each group was made from (builds/manifest.ts).
 * `search`: the static index's parts, with the key of the records each was made from
 * (builds/search-index.ts).
 */
import path from 'node:path';
import { buildRecordPath, isSafeRelativePath, type WrittenFile } from './file-manifest.ts';
import { jsonPieces } from './json-pieces.ts';
import { writeText } from './parts-writer.ts';

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
  version: 1;
  id: string;
  /** URL path → input hash. */
  pages: Record<string, string>;
  feed?: FeedLayout;
  made?: Record<string, MadeFiles>;
  search?: IndexPart[];
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

/** Parses and checks a pages manifest from any base; throws on anything else. */
export function parsePageManifest(text: string): PageManifest {
  const value = JSON.parse(text) as Partial<PageManifest> | null;
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
  return value as PageManifest;
}

/** Writes the manifest; returns it with its digest, so the finish stage does not read it back. */
export function writePageManifest(releaseDir: string, manifest: PageManifest): WrittenFile {
  const rel = pageManifestPath(manifest.id);
  return { rel, ...writeText(path.join(releaseDir, rel), jsonPieces(manifest)) };
}
