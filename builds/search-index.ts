/**
 * Search-index stage: the tenant's search documents as the static index file
 * (`search/<hash>.json`, DESIGN §4–§5), named by its content so it can be
 * cached forever; `builds/latest.json` points at it.
 */
import { createHash } from 'node:crypto';
import type { SearchDocument } from '../domain/schemas/search-document.ts';
import { writeReleaseFile, type WrittenFile } from './file-manifest.ts';
import { buildStaticIndex } from '../search/static-index/index-file.ts';
import { SEARCH_ROOT } from '../contract/routes.ts';

function writeHashed(releaseDir: string, prefix: string, json: string): WrittenFile & { url: string } {
  const bytes = Buffer.from(json);
  const name = `${prefix}${createHash('sha1').update(bytes).digest('base64url').slice(0, 16)}.json`;
  return { url: `/search/${name}`, ...writeReleaseFile(releaseDir, `search/${name}`, bytes) };
}

/** Writes the index; returns its URL path ('/search/<hash>.json') and digest. */
export function writeSearchIndex(releaseDir: string, docs: readonly SearchDocument[]): WrittenFile & { url: string } {
  return writeHashed(releaseDir, '', JSON.stringify(buildStaticIndex(docs)));
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
  return writeHashed(releaseDir, 'pages-', JSON.stringify({ paths, aliases: Object.fromEntries([...aliases].sort(([a], [b]) => (a < b ? -1 : 1))) }));
}
