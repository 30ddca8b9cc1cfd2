import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BaseSnapshot } from './base/base-release.ts';
import { carryForward } from './carry-forward.ts';

const entry = (n: number) => ({ sha256: String(n).repeat(64).slice(0, 64), size: n });

/** A live release with files `a` and `b/c` on disk and in its manifest; `localDir` null makes it a remote base. */
function live(local: boolean): { base: BaseSnapshot; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carry-live-'));
  mkdirSync(path.join(dir, 'b'));
  writeFileSync(path.join(dir, 'a'), 'a');
  writeFileSync(path.join(dir, 'b', 'c'), 'c');
  const files = { a: entry(1), 'b/c': entry(2) };
  return { dir, base: { where: dir, localDir: local ? dir : null, id: 'live', files: { version: 1, id: 'live', latest: '', files }, pages: null, meta: null, read: async () => null } };
}
const release = () => mkdtempSync(path.join(os.tmpdir(), 'carry-next-'));

describe('carry forward', () => {
  it('hard-links the files from a live release on this disk, with its digests', () => {
    const { base, dir } = live(true);
    const next = release();
    const carry = carryForward(base, next);
    expect(carry.carry(['a', 'b/c'])).toEqual([{ rel: 'a', ...entry(1) }, { rel: 'b/c', ...entry(2) }]);
    expect(statSync(path.join(next, 'b', 'c')).ino).toBe(statSync(path.join(dir, 'b', 'c')).ino);
    expect([...carry.carried.keys()]).toEqual(['a', 'b/c']);
  });

  it('carries all of a group or none: a file the live manifest lacks, or a link that fails, leaves nothing behind', () => {
    const { base } = live(true);
    const next = release();
    const carry = carryForward(base, next);
    expect(carry.carry(['a', 'gone'])).toBeNull();
    expect(existsSync(path.join(next, 'a'))).toBe(false);
    writeFileSync(path.join(next, 'a'), 'written by this build'); // the second link fails on it
    expect(carry.carry(['b/c', 'a'])).toBeNull();
    expect(existsSync(path.join(next, 'b', 'c'))).toBe(false);
    expect(carry.carried.size).toBe(0);
  });

  it('only lists the files in a delta (the host keeps its bytes)', () => {
    const { base } = live(false);
    const next = release();
    const carry = carryForward(base, next);
    expect(carry.carry(['a'])).toEqual([{ rel: 'a', ...entry(1) }]);
    expect(existsSync(path.join(next, 'a'))).toBe(false);
    expect(carry.carried.get('a')).toEqual(entry(1));
  });

  it('carries nothing without a live release', () => {
    expect(carryForward(null, release()).carry(['a'])).toBeNull();
  });
});
