/**
 * Files of the live release a build keeps as they are, because what they are made from has
 * not changed (issue #13: a rebuild's work follows the change, not the tenant). Pages have
 * their own keys (./incremental.ts); this is for the other files: the home cache's shards,
 * the sitemap, the host files. A carried file is hard-linked from the live release on this
 * disk, so the new release is complete; in a delta (`--base` elsewhere) it is only listed,
 * with the live release's digest, and the host keeps serving the bytes it has.
 */
import { linkSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BaseSnapshot } from './base/base-release.ts';
import type { FileEntry, WrittenFile } from './file-manifest.ts';

export interface CarryForward {
  /**
   * Keeps these files of the live release in the new one: all of them, or none (null) when
   * the live files manifest lacks one or a link fails. Never leaves a partial set behind.
   */
  carry(rels: readonly string[]): WrittenFile[] | null;
  /** Every file carried so far, release-relative, with the live release's digest. */
  readonly carried: ReadonlyMap<string, FileEntry>;
}

/** Carries nothing: a `--full` build, or one without a live release. */
export const carryNothing: CarryForward = { carry: () => null, carried: new Map() };

export function carryForward(base: BaseSnapshot | null, releaseDir: string): CarryForward {
  if (!base) return carryNothing;
  const carried = new Map<string, FileEntry>();
  return {
    carried,
    carry(rels) {
      const entries: WrittenFile[] = [];
      for (const rel of rels) {
        const entry = base.files.files[rel];
        if (!entry) return null;
        entries.push({ rel, sha256: entry.sha256, size: entry.size });
      }
      if (base.localDir !== null && !linkAll(base.localDir, releaseDir, rels)) return null;
      for (const { rel, sha256, size } of entries) carried.set(rel, { sha256, size });
      return entries;
    },
  };
}

/** Hard-links each file from the live release; on the first failure removes the links made and says false. */
function linkAll(fromDir: string, toDir: string, rels: readonly string[]): boolean {
  const made: string[] = [];
  try {
    for (const rel of rels) {
      const target = path.join(toDir, rel);
      mkdirSync(path.dirname(target), { recursive: true });
      linkSync(path.join(fromDir, rel), target);
      made.push(target);
    }
    return true;
  } catch {
    for (const target of made) rmSync(target, { force: true });
    return false;
  }
}
