/**
 * What the next build needs to skip unchanged pages: the input hash of every
 * page of the current release (dist/cache/<site>/pages.json). The cache is
 * only trusted when it belongs to the release that is live now.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteDirs } from './publish.ts';

interface PageCache {
  buildId: string;
  hashes: Record<string, string>;
}

export function readPageHashes(dirs: SiteDirs, liveBuildId: string | null): Record<string, string> {
  if (liveBuildId === null) return {};
  try {
    const cache = JSON.parse(readFileSync(path.join(dirs.cache, 'pages.json'), 'utf8')) as PageCache;
    return cache.buildId === liveBuildId ? cache.hashes : {};
  } catch {
    return {};
  }
}

export function writePageHashes(dirs: SiteDirs, buildId: string, hashes: Record<string, string>): void {
  mkdirSync(dirs.cache, { recursive: true });
  const file = path.join(dirs.cache, 'pages.json');
  writeFileSync(`${file}.tmp`, JSON.stringify({ buildId, hashes } satisfies PageCache));
  // rename so a killed build never leaves a half-written cache
  renameSync(`${file}.tmp`, file);
}
