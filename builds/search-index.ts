/**
 * Search-index stage: the tenant's search documents as the static index (DESIGN §4–§5), in
 * parts (search/static-index/index-parts.ts): each part a file `search/<hash>.json` named by
 * its content, so it can be cached forever; `builds/latest.json` names them. A part is keyed
 * by the raw record digests of its listings: a part whose key the live release has is kept
 * as it is (./carry-forward.ts), so a one-listing change writes, and a delta uploads, one part.
 */
import { createHash } from 'node:crypto';
import { updateLines } from './hash-lines.ts';
import { renameSync } from 'node:fs';
import path from 'node:path';
import type { SearchDocument } from '../domain/schemas/search-document.ts';
import type { CarryForward } from './carry-forward.ts';
import type { WrittenFile } from './file-manifest.ts';
import { jsonPieces } from './json-pieces.ts';
import type { IndexPart } from './page-manifest.ts';
import { writeText } from './parts-writer.ts';
import { buildStaticIndex } from '../search/static-index/index-file.ts';
import { splitIntoRuns } from '../search/static-index/index-parts.ts';
import { SEARCH_ROOT } from '../contract/routes.ts';

/** Writes `value` as JSON piece by piece (the index is 10 MB at 50,000 listings), then names the file by its sha256. */
function writeHashed(releaseDir: string, prefix: string, value: unknown): WrittenFile & { url: string } {
  const partial = path.join(releaseDir, 'search', `.${prefix}unnamed.json`);
  const entry = writeText(partial, jsonPieces(value));
  const name = `${prefix}${Buffer.from(entry.sha256, 'hex').toString('base64url').slice(0, 16)}.json`;
  renameSync(partial, path.join(releaseDir, 'search', name));
  return { url: `/search/${name}`, rel: `search/${name}`, ...entry };
}

export interface SearchIndexReuse {
  /** What the documents were derived with (the home cache's key: the app's code). */
  salt: string;
  /** A listing's raw record digest by id; a part with a listing it lacks is written. */
  digestOf: (id: number) => string | undefined;
  /** The live release's parts (builds/pages/<id>.json), whose files `carry` keeps. */
  previous: readonly IndexPart[] | undefined;
  carry: Pick<CarryForward, 'carry'>;
}

export interface WrittenIndex {
  /** The parts' URL paths ('/search/<hash>.json'), in order: builds/latest.json "search". */
  urls: string[];
  /** The parts written or kept, with their digests. */
  files: WrittenFile[];
  /** Each part's key and file, for the next build. */
  parts: IndexPart[];
}

function partKey(salt: string, run: readonly SearchDocument[], digestOf: (id: number) => string | undefined): string | null {
  const digests: string[] = [];
  for (const doc of run) {
    const digest = digestOf(doc.id);
    if (!digest) return null;
    digests.push(digest);
  }
  return updateLines(createHash('sha1').update('search-part/1\0').update(salt), digests, '\0').digest('base64url');
}

/** Writes the index in parts, keeping those of the live release whose listings' records are the same. */
export function writeSearchIndex(releaseDir: string, docs: readonly SearchDocument[], reuse: SearchIndexReuse): WrittenIndex {
  const previous = new Map((reuse.previous ?? []).map((part) => [part.key, part.file]));
  const index: WrittenIndex = { urls: [], files: [], parts: [] };
  for (const run of splitIntoRuns(docs)) {
    const key = partKey(reuse.salt, run, reuse.digestOf);
    const live = key === null ? undefined : previous.get(key);
    const file = (live !== undefined ? reuse.carry.carry([live])?.[0] : undefined) ?? writeHashed(releaseDir, '', buildStaticIndex(run));
    index.urls.push(`/${file.rel}`);
    index.files.push(file);
    if (key !== null) index.parts.push({ key, file: file.rel });
  }
  return index;
}

/**
 * The /buscar combinations this build prerendered, `{"paths": [sorted], "aliases": {path: path}}`
 * (`search/pages-<hash>.json`, named by `builds/latest.json` "searchPages"): the browser asks
 * for a combination's `_payload.json` only when it is listed, or that of its alias (a shorter
 * combination with the same homes), so a combination that was not prerendered never costs a
 * 404 (issue #15). Returns its URL path and digest.
 */
export function writeSearchPages(releaseDir: string, prerendered: readonly string[], aliases: ReadonlyMap<string, string>): WrittenFile & { url: string } {
  const paths = prerendered.filter((p) => p === SEARCH_ROOT || p.startsWith(`${SEARCH_ROOT}/`)).sort();
  return writeHashed(releaseDir, 'pages-', { paths, aliases: Object.fromEntries([...aliases].sort(([a], [b]) => (a < b ? -1 : 1))) });
}
