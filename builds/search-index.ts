/**
 * Search-index stage: the tenant's search documents as the static index file
 * (`search/<hash>.json`, DESIGN §4–§5), named by its content so it can be
 * cached forever; `builds/latest.json` points at it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchDocument } from '../domain/schemas/search-document.ts';
import { buildStaticIndex } from '../search/static-index/index-file.ts';

/** Writes the index; returns its URL path ('/search/<hash>.json'). */
export function writeSearchIndex(releaseDir: string, docs: readonly SearchDocument[]): string {
  const json = JSON.stringify(buildStaticIndex(docs));
  const name = `${createHash('sha1').update(json).digest('base64url').slice(0, 16)}.json`;
  mkdirSync(path.join(releaseDir, 'search'), { recursive: true });
  writeFileSync(path.join(releaseDir, 'search', name), json);
  return `/search/${name}`;
}
