import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileWindow } from './file-window.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-window-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file of `n` bytes where byte i is i % 251, and a descriptor that counts the reads the window makes. */
function fixture(n: number) {
  const file = path.join(dir, `f-${n}`);
  writeFileSync(file, Buffer.from(Array.from({ length: n }, (_, i) => i % 251)));
  const fd = openSync(file, 'r');
  const counted = { fd, reads: 0 };
  return { counted, descriptor: () => (counted.reads++, fd), close: () => closeSync(fd) };
}
const expected = (position: number, length: number) => Buffer.from(Array.from({ length }, (_, i) => (position + i) % 251));

describe('file window', () => {
  it('gives every range as the file holds it, forwards, backwards, across the window and past the end', () => {
    const { descriptor, close } = fixture(10_000);
    const window = createFileWindow(descriptor, () => 10_000, 1_024);
    for (const [position, length] of [[0, 10], [10, 500], [900, 300], [5_000, 2_048], [20, 7], [9_990, 10], [9_995, 50], [3_000, 0]] as const) {
      expect(window.read(position, length), `${position}+${length}`).toEqual(expected(position, Math.max(0, Math.min(length, 10_000 - position))));
    }
    close();
  });

  it('serves records read in order from one read per window, and a read backwards with one of its own', () => {
    const { counted, descriptor, close } = fixture(64_000);
    const window = createFileWindow(descriptor, () => 64_000, 16_000);
    for (let position = 0; position < 64_000; position += 100) expect(window.read(position, 100)).toEqual(expected(position, 100));
    expect(counted.reads).toBe(4); // 640 records, 4 windows
    window.read(10, 5);
    expect(counted.reads).toBe(5);
    window.read(11, 4); // within the range that read brought
    expect(counted.reads).toBe(5);
    window.forget();
    expect(window.read(12, 5)).toEqual(expected(12, 5));
    expect(counted.reads).toBe(6);
    close();
  });

  it('fills the window for a reader that skips a few records, and reads only its own range on a jump far ahead', () => {
    const { counted, descriptor, close } = fixture(64_000);
    const window = createFileWindow(descriptor, () => 64_000, 16_000);
    // Every third record of 100 bytes (a build that reads only its changed records): still one read per window.
    for (let position = 0; position < 64_000; position += 300) expect(window.read(position, 100)).toEqual(expected(position, 100));
    expect(counted.reads).toBe(4);
    window.forget();
    // Records in an order of their own (listing pages in similar-home order): a jump ahead reads its record alone,
    // so the bytes after it are not in memory and the next record there is a read of its own.
    expect(window.read(30_000, 100)).toEqual(expected(30_000, 100));
    expect(window.read(50_000, 100)).toEqual(expected(50_000, 100));
    expect(counted.reads).toBe(6);
    expect(window.read(50_200, 100)).toEqual(expected(50_200, 100)); // near the last one's end: fills from there
    expect(window.read(51_000, 100)).toEqual(expected(51_000, 100));
    expect(counted.reads).toBe(7);
    close();
  });
});
