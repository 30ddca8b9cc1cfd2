/** A base in a folder: the live release on this disk, or a copy of a host's files (`--base <dir>`). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isSafeRelativePath } from '../file-manifest.ts';
import type { BaseRelease } from './base-release.ts';

/**
 * `linkFrom`: hard-link unchanged pages from this folder and write a complete release (the
 * local live release); otherwise the build writes a delta, as for any other base.
 */
export function folderBase(dir: string, options: { linkFrom?: boolean } = {}): BaseRelease {
  const pathOf = (rel: string) => {
    if (!isSafeRelativePath(rel)) throw new Error(`"${rel}" is not a release path`);
    return path.join(dir, rel);
  };
  return {
    where: dir,
    localDir: options.linkFrom ? dir : null,
    pathOf,
    async read(rel) {
      try {
        return readFileSync(pathOf(rel));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
