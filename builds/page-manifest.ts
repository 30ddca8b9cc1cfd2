/**
 * The pages manifest of a release, `builds/pages/<buildId>.json`: every page's
 * path and the hash of the input it was rendered from (page data + the salt of
 * app bundle and site context). The next build compares its own hashes with it
 * and renders only the pages whose input changed (issue #13: the live site is
 * the cache, wherever it lives: this folder, a URL, a bucket).
 *
 *   { "version": 1, "id": "<buildId>", "pages": { "/": "…", "/sobre": "…", "/404.html": "…" } }
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PAGE_MANIFEST_DIR = 'builds/pages';

export interface PageManifest {
  version: 1;
  id: string;
  /** URL path → input hash. */
  pages: Record<string, string>;
}

export function pageManifestPath(buildId: string): string {
  if (!/^[\w.-]+$/.test(buildId) || buildId.startsWith('.')) throw new Error(`"${buildId}" is not a build id`);
  return `${PAGE_MANIFEST_DIR}/${buildId}.json`;
}

/** Parses and checks a pages manifest from any base; throws on anything else. */
export function parsePageManifest(text: string): PageManifest {
  const value = JSON.parse(text) as Partial<PageManifest> | null;
  if (!value || value.version !== 1 || typeof value.id !== 'string' || typeof value.pages !== 'object' || value.pages === null) {
    throw new Error('not a version 1 pages manifest');
  }
  for (const [page, hash] of Object.entries(value.pages)) {
    if (!page.startsWith('/') || typeof hash !== 'string') throw new Error(`bad entry for "${page}" in pages manifest`);
  }
  return value as PageManifest;
}

export function writePageManifest(releaseDir: string, manifest: PageManifest): void {
  const file = path.join(releaseDir, pageManifestPath(manifest.id));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(manifest));
  renameSync(`${file}.tmp`, file);
}
