/**
 * What a release changes against the live one (issue #13): which page outputs a
 * delta can take from the base, which files it writes and which paths no longer
 * exist. Pure: manifests in, lists out.
 */
import { SEARCH_ROOT } from '../contract/routes.ts';
import { LATEST_PATH, type FileEntry, type FileManifest } from './file-manifest.ts';
import { folderSlot, inHead, slotOf } from './file-manifest-parts.ts';
import { sortedIndex, type FileTable } from './file-table.ts';
import type { ManifestSlots } from './manifest-slots.ts';
import type { PageManifest } from './page-manifest.ts';

/** The release-relative files a page is written to (./output-paths.ts): `/sobre` → sobre/index.html and sobre/_payload.json; `/404.html` → 404.html; /buscar's 404.html too. */
export function pageFiles(urlPath: string): string[] {
  if (urlPath.endsWith('.html')) return [urlPath.slice(1)];
  const dir = urlPath === '/' ? '' : `${urlPath.slice(1)}/`;
  return urlPath === SEARCH_ROOT ? [`${dir}index.html`, `${dir}_payload.json`, `${dir}404.html`] : [`${dir}index.html`, `${dir}_payload.json`];
}

/**
 * The base's page hashes a build may trust: only pages whose every output file the base's
 * files manifest lists (a page it cannot vouch for is rendered again). A manifest whose build
 * vouched for that itself (`vouched`: ./page-manifest.ts) is trusted as it is, without looking
 * up 20,000 files.
 */
export function trustedPageHashes(pages: PageManifest | null, files: FileManifest): Record<string, string> {
  if (!pages) return {};
  if (pages.version === 2 && pages.vouched === true) return pages.pages;
  const trusted: Record<string, string> = {};
  for (const [page, hash] of Object.entries(pages.pages)) {
    if (pageFiles(page).every((rel) => rel in files.files)) trusted[page] = hash;
  }
  return trusted;
}

/**
 * The files of a release: those this build wrote or linked in (`own`), and the live release's
 * files of the pages it did not render (`kept`), whose entries are the base's. At 10,000
 * listings `kept` is 20,000 paths: they are looked up in the base, never copied into a table.
 */
export interface ReleaseFiles {
  own: FileTable;
  kept: KeptFiles;
  base: Record<string, FileEntry> | null;
  /** The base manifest by slot (./manifest-slots.ts): the diff then parses only the slots where the release differs. */
  baseSlots?: ManifestSlots | undefined;
}

/** The files a release keeps from the base: a set of paths, or a build's kept pages (`keptPageFiles`), which counts them by slot. */
export type KeptFiles = ReadonlySet<string> | KeptPages;

export interface KeptPages {
  has(rel: string): boolean;
  /** How many of their files each of a manifest's `slots` parts lists (the files its head lists are left out). */
  countBySlot(slots: number): Uint32Array;
}

/** The names every page's files have ('index.html', '_payload.json'), and the file /buscar has besides (its 404.html). */
const PAGE_FILE_NAMES = new Set(pageFiles('/x').map((rel) => rel.slice(rel.lastIndexOf('/') + 1)));
const SEARCH_NOT_FOUND = pageFiles(SEARCH_ROOT).find((rel) => !PAGE_FILE_NAMES.has(rel.slice(rel.lastIndexOf('/') + 1)));

/**
 * The files of the pages a build did not render. Each is a page the base's manifests vouch for
 * (`trustedPageHashes`), so the base lists every one of them: none is looked up. They are known
 * by their pages (10,000 at 10,000 listings), not as a set of 20,000 paths: a file's page is in
 * its name, and a page's files share its folder's slot.
 */
export function keptPageFiles(base: FileManifest | null, unchangedPages: readonly string[]): KeptFiles {
  if (!base) return new Set<string>();
  const pages = new Set(unchangedPages);
  return {
    has(rel) {
      const at = rel.lastIndexOf('/');
      const name = at < 0 ? rel : rel.slice(at + 1);
      // 'x/index.html' and 'x/_payload.json' are page '/x''s, 'buscar/404.html' /buscar's (pageFiles); an error page's file is its path ('404.html': '/404.html').
      if (PAGE_FILE_NAMES.has(name) && pages.has(at < 0 ? '/' : `/${rel.slice(0, at)}`)) return true;
      if (rel === SEARCH_NOT_FOUND && pages.has(SEARCH_ROOT)) return true;
      return rel.endsWith('.html') && pages.has(`/${rel}`);
    },
    countBySlot(slots) {
      const counts = new Uint32Array(slots);
      for (const page of pages) {
        // Most pages: two files in the folder the path names. Others (/, /buscar, error pages, the head's folders) file by file.
        if (page.length > 1 && !page.endsWith('.html') && page !== SEARCH_ROOT && !page.startsWith('/builds') && !page.startsWith('/search')) {
          counts[folderSlot(page, 1, page.length, slots)]! += 2;
          continue;
        }
        for (const rel of pageFiles(page)) if (!inHead(rel)) counts[slotOf(rel, slots)]!++;
      }
      return counts;
    },
  };
}

export interface ReleaseDiff {
  /** Paths whose bytes are new or differ from the base's, sorted. */
  written: string[];
  /** Paths the base has and the new release does not, sorted. */
  removed: string[];
}

export function diffRelease(files: ReleaseFiles): ReleaseDiff {
  const { own, kept, base, baseSlots } = files;
  // A table's sorted paths are the ones its manifest lists: `written` shares them (100,000 at 50,000 listings).
  const paths = own.sortedPaths();
  const written = base ? paths.filter((rel) => base[rel]?.sha256 !== own.digestOf(rel)) : paths.slice();
  const removed: string[] = [];
  const gone = (rel: string) => !kept.has(rel) && !own.has(rel);
  if (base && baseSlots) {
    for (const rel of basePathsToCheck(files, baseSlots)) if (gone(rel)) removed.push(rel);
  } else if (base) {
    for (const rel in base) if (gone(rel)) removed.push(rel);
  }
  return { written, removed: sortedList(removed) };
}

/**
 * The base's paths that may be gone from the release: those its head lists, and those of each
 * slot the release writes a file in or keeps fewer files of than the base's part lists. In any
 * other slot the release keeps as many files as the part lists, each one the base has (kept
 * files are the base's): the same files, so none is gone and the part is not parsed.
 */
function* basePathsToCheck({ own, kept }: ReleaseFiles, slots: ManifestSlots): Generator<string> {
  const touched = new Set<number>();
  for (const rel of own.sortedPaths()) if (!inHead(rel)) touched.add(slotOf(rel, slots.slots));
  let keptCount: Uint32Array;
  if ('countBySlot' in kept) keptCount = kept.countBySlot(slots.slots);
  else {
    keptCount = new Uint32Array(slots.slots);
    for (const rel of kept) if (!inHead(rel)) keptCount[slotOf(rel, slots.slots)]!++;
  }
  yield* slots.headPaths();
  for (let slot = 0; slot < slots.slots; slot++) if (touched.has(slot) || keptCount[slot] !== slots.count(slot)) yield* slots.paths(slot);
}

/** Every entry of the release sorted by path, as its files manifest lists them: the kept ones merged in from the base. */
export function* releaseEntries({ own, kept, base }: ReleaseFiles): Generator<[string, FileEntry]> {
  const fromBase: string[] = [];
  if (base) for (const rel in base) if (kept.has(rel) && !own.has(rel)) fromBase.push(rel);
  sortedList(fromBase);
  let next = 0;
  for (const [rel, entry] of own.sorted()) {
    for (; next < fromBase.length && fromBase[next]! < rel; next++) yield [fromBase[next]!, base![fromBase[next]!]!];
    yield [rel, entry];
  }
  for (; next < fromBase.length; next++) yield [fromBase[next]!, base![fromBase[next]!]!];
}

/** Sorts in place unless already sorted: a manifest's keys come back in its order, save integer-like names, which JSON objects put first. */
function sortedList(rels: string[]): string[] {
  for (let i = 1; i < rels.length; i++) if (rels[i - 1]! > rels[i]!) return rels.sort();
  return rels;
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
