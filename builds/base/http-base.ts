/** A base served over HTTP(S): the live site itself, or its CDN (`--base https://…`). */
import { isSafeRelativePath } from '../file-manifest.ts';
import type { BaseRelease } from './base-release.ts';

const TIMEOUT_MS = 30_000;

export function httpBase(url: string, fetchImpl: typeof fetch = fetch): BaseRelease {
  const root = url.replace(/\/+$/, '');
  return {
    where: root,
    localDir: null,
    async read(rel) {
      if (!isSafeRelativePath(rel)) throw new Error(`"${rel}" is not a release path`);
      // no-store: a CDN's cached latest.json would name a build that is no longer live
      const response = await fetchImpl(`${root}/${rel}`, { cache: 'no-store', headers: { 'cache-control': 'no-cache' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
