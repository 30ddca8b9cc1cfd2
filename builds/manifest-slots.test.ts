import { describe, expect, it } from 'vitest';
import type { FileEntry } from './file-manifest.ts';
import { manifestBySlot, manifestSlots, type PartReader } from './manifest-slots.ts';

const entry = (n: number): FileEntry => ({ sha256: String(n % 10).repeat(64), size: n });
const part = (n: number, count: number) => ({ sha256: String.fromCharCode(97 + n).repeat(64), size: 100 + n, count });

/** Slots named by their paths' first segment ('s0/…' is in slot 0); each part's entries as the test gives them, every parse noted. */
function reader(parts: Record<number, Array<[string, FileEntry]>>, parsed: number[]): PartReader {
  return {
    entries: (slot) => {
      parsed.push(slot);
      return parts[slot]!;
    },
    slotOf: (rel) => (rel.startsWith('builds/') ? undefined : Number(rel.slice(1, rel.indexOf('/')))),
    partPath: (sha256) => `builds/files/${sha256}.json`,
  };
}

const head = (...parts: Array<ReturnType<typeof part> | null>) => ({ version: 2 as const, id: 'b1', latest: '{"id":"b1"}', parts });
const bytes = [new Uint8Array(1), null, new Uint8Array(1)];

describe('a files manifest read by slot', () => {
  it('parses a part the first time a path of its slot is looked up, and every part when every key is asked for', () => {
    const parsed: number[] = [];
    const parts = { 0: [['s0/a', entry(1)], ['s0/b', entry(2)]] as Array<[string, FileEntry]>, 2: [['s2/a', entry(3)]] as Array<[string, FileEntry]> };
    const manifest = manifestBySlot(head(part(0, 2), null, part(2, 1)), { 'builds/meta/b1.json': entry(9) }, bytes, reader(parts, parsed));
    // The head's own entries and the parts' own files need no part.
    expect(manifest.files['builds/meta/b1.json']).toEqual(entry(9));
    expect(`builds/files/${'c'.repeat(64)}.json` in manifest.files).toBe(true);
    expect(parsed).toEqual([]);
    expect('s2/a' in manifest.files).toBe(true);
    expect(manifest.files['s2/zz']).toBeUndefined();
    expect(parsed).toEqual([2]);
    expect(manifest.files['s0/b']).toEqual(entry(2));
    expect(parsed).toEqual([2, 0]);
    const slots = manifestSlots(manifest)!;
    expect([slots.slots, slots.count(0), slots.count(1), slots.count(2)]).toEqual([3, 2, 0, 1]);
    expect(slots.paths(0)).toEqual(['s0/a', 's0/b']);
    expect(slots.headPaths()).toEqual(['builds/meta/b1.json', `builds/files/${'a'.repeat(64)}.json`, `builds/files/${'c'.repeat(64)}.json`]);
    expect(Object.keys(manifest.files).sort()).toEqual(['builds/files/' + 'a'.repeat(64) + '.json', 'builds/files/' + 'c'.repeat(64) + '.json', 'builds/meta/b1.json', 's0/a', 's0/b', 's2/a']);
    expect(parsed).toEqual([2, 0]); // each part once
  });

  it('lists every entry to a reader that goes through them all', () => {
    const parsed: number[] = [];
    const parts = { 0: [['s0/a', entry(1)]] as Array<[string, FileEntry]>, 2: [['s2/a', entry(3)], ['s2/b', entry(4)]] as Array<[string, FileEntry]> };
    const manifest = manifestBySlot(head(part(0, 1), null, part(2, 2)), {}, bytes, reader(parts, parsed));
    expect(Object.fromEntries(Object.entries(manifest.files).filter(([rel]) => !rel.startsWith('builds/')))).toEqual({ 's0/a': entry(1), 's2/a': entry(3), 's2/b': entry(4) });
    expect(parsed.sort()).toEqual([0, 2]);
  });

  it('refuses a part that does not list as many files as its head says, when it is parsed', () => {
    const parts = { 0: [['s0/a', entry(1)]] as Array<[string, FileEntry]>, 2: [['s2/a', entry(3)]] as Array<[string, FileEntry]> };
    const manifest = manifestBySlot(head(part(0, 2), null, part(2, 1)), {}, bytes, reader(parts, []));
    expect(manifest.files['s2/a']).toEqual(entry(3));
    expect(() => manifest.files['s0/a']).toThrow(/lists 1 files, not the 2 its head says/);
  });
});
