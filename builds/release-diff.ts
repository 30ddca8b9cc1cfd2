/**
 * What a release changes against the live one (issue #13): which page outputs a
 * delta can take from the base, which files it writes and which paths no longer
 * exist. Pure: manifests in, lists out.
 */
import { LATEST_PATH, type FileEntry, type FileManifest } from './file-manifest.ts';
import { FileTable, sortedIndex, type FileEntries } from './file-table.ts';
import type { PageManifest } from './page-manifest.ts';

/** The release-relative files a page is written to: `/sobre` → sobre/index.html and sobre/_payload.json; `/404.html` → 404.html. */
export function pageFiles(urlPath: string): string[] {
  if (urlPath.endsWith('.html')) return [urlPath.slice(1)];
  const dir = urlPath === '/' ? '' : `${urlPath.slice(1)}/`;
  return [`${dir}index.html`, `${dir}_payload.json`];
}

/**
 * The base's page hashes a build may trust: only pages whose every output file the base's
 * files manifest lists (a page it cannot vouch for is rendered again).
 */
export function trustedPageHashes(pages: PageManifest | null, files: FileManifest): Record<string, string> {
  if (!pages) return {};
  const trusted: Record<string, string> = {};
  for (const [page, hash] of Object.entries(pages.pages)) {
    if (pageFiles(page).every((rel) => rel in files.files)) trusted[page] = hash;
  }
  return trusted;
}

/** The base's entries for the files of the pages a build did not render. */
export function* unchangedPageFiles(base: FileManifest, unchangedPages: readonly string[]): Generator<[string, FileEntry]> {
  for (const page of unchangedPages) {
    for (const rel of pageFiles(page)) {
      const entry = base.files[rel];
      if (entry) yield [rel, entry];
    }
  }
}

/** Completes the files of a delta release (what it wrote) with the base's entries for the pages it did not render. */
export function addUnchangedPages(files: { has(rel: string): boolean; set(rel: string, entry: FileEntry): unknown }, base: FileManifest, unchangedPages: readonly string[]): void {
  for (const [rel, entry] of unchangedPageFiles(base, unchangedPages)) if (!files.has(rel)) files.set(rel, entry);
}

export interface ReleaseDiff {
  /** Paths whose bytes are new or differ from the base's, sorted. */
  written: string[];
  /** Paths the base has and the new release does not, sorted. */
  removed: string[];
}

export function diffFiles(base: Record<string, FileEntry> | null, next: FileEntries): ReleaseDiff {
  // A table's sorted paths are the ones its manifest lists: `written` shares them (100,000 at 50,000 listings).
  const paths = next instanceof FileTable ? next.sortedPaths() : [...next.keys()].sort();
  const written = base ? paths.filter((rel) => base[rel]?.sha256 !== next.get(rel)!.sha256) : paths.slice();
  const removed = base ? Object.keys(base).filter((rel) => !next.has(rel)) : [];
  return { written, removed: removed.sort() };
}

/** `sorted` with `more` added where they sort, each once. */
export function withSorted(sorted: readonly string[], more: readonly string[]): string[] {
  const out = sorted.slice();
  for (const rel of more) {
    const at = sortedIndex(out, rel);
    if (out[at] !== rel) out.splice(at, 0, rel);
  }
  return out;
}

/** A build's own records: they differ from build to build whatever the site holds. */
export const isBuildRecord = (rel: string): boolean => rel === LATEST_PATH || /^builds\/(meta|pages|files|homes)\//.test(rel);

/** Nothing a visitor, a crawler or a host would get differently: the live build stays. */
export function changesNothing(diff: ReleaseDiff): boolean {
  return diff.written.every(isBuildRecord) && diff.removed.every(isBuildRecord);
}
