/**
 * Byte ranges of a file read through one reused window. A read system call costs ~20–30 µs on
 * the machines we measure (bench/README.md), and a full build reads its records one by one in
 * file order: 10,000 home records from the NDJSON file at load, then each record from the
 * build's spill file as its listing page and its feed element are made. A read that moves
 * forward fills the whole window, so the next records come without a call; a read backwards
 * (a page rendered out of order) reads only its own range, so a random reader pays no more
 * than before.
 */
import { readSync } from 'node:fs';

export const WINDOW_BYTES = 1 << 20;

export interface FileWindow {
  /** The bytes at `position`: a view into the window, valid until the next read; shorter than `length` only where the file ends. */
  read(position: number, length: number): Buffer;
  /** Lets go of what it holds: the next read goes to the file (one reopened since, say). */
  forget(): void;
}

/**
 * `fd` is asked for at each read the window cannot serve (the caller may open the file lazily);
 * `size` is how far the file may be read (a small file gets a small window).
 */
export function createFileWindow(fd: () => number, size: () => number, windowBytes = WINDOW_BYTES): FileWindow {
  let buffer: Buffer | null = null;
  let start = 0;
  let end = 0;
  let last = 0;
  return {
    read(position, length) {
      if (buffer && position >= start && position + length <= end) {
        last = position;
        return buffer.subarray(position - start, position - start + length);
      }
      const want = position >= last ? Math.max(length, Math.min(windowBytes, size() - position)) : length;
      if (!buffer || buffer.length < want) buffer = Buffer.allocUnsafeSlow(Math.max(want, buffer?.length ?? 0));
      let got = 0;
      while (got < want) {
        const read = readSync(fd(), buffer, got, want - got, position + got);
        if (read === 0) break;
        got += read;
      }
      start = position;
      end = position + got;
      last = position;
      return buffer.subarray(0, Math.min(length, got));
    },
    forget() {
      buffer = null;
      start = end = last = 0;
    },
  };
}
