/**
 * Search-index stage: the tenant's search documents as the static index file
 * (`search/<hash>.json`, DESIGN §4–§5), named by its content so it can be
 * cached forever; `builds/latest.json` points at it.
 */
import { renameSync } from 'node:fs';
import path from 'node:path';
import type { SearchDocument } from '../domain/schemas/search-document.ts';
import type { WrittenFile } from './file-manifest.ts';
import { jsonPieces } from './json-pieces.ts';
import { writeText } from './parts-writer.ts';
import { buildStaticIndex } from '../search/static-index/index-file.ts';
import { SEARCH_ROOT } from '../contract/routes.ts';

/** Writes `value` as JSON piece by piece (the index is 10 MB at 50,000 listings), then names the file by its sha256. */
function writeHashed(releaseDir: string, prefix: string, value: unknown): WrittenFile & { url: string } {
  const partial = path.join(releaseDir, 'search', `.${prefix}unnamed.json`);
  const entry = writeText(partial, jsonPieces(value));
  const name = `${prefix}${Buffer.from(entry.sha256, 'hex').toString('base64url').slice(0, 16)}.json`;
  renameSync(partial, path.join(releaseDir, 'search', name));
  return { url: `/search/${name}`, rel: `search/${name}`, ...entry };
}

/** Writes the index; returns its URL path ('/search/<hash>.json') and digest. */
export function writeSearchIndex(releaseDir: string, docs: readonly SearchDocument[]): WrittenFile & { url: string } {
  return writeHashed(releaseDir, '', buildStaticIndex(docs));
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
