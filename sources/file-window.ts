/**
 * Byte ranges of a file read through one reused window. A read system call costs ~20–30 µs on
 * the machines we measure (bench/README.md), and a full build reads its records one by one in
 * file order: 10,000 home records from the NDJSON file at load, then each record from the
 * build's spill file as its listing page and its feed element are made. A read that starts
 * just after the last record read fills the whole window, so the next records come without a
 * call; any other read (backwards, or a jump ahead: listing pages are rendered in their similar
 * homes' order, not the file's) reads only its own range, so a random reader pays one call a
 * record (~3–5 µs for a few KB from the page cache, against ~250 µs to fill 1 MB) and never
 * copies a window it will not use.
 */
import { readSync } from 'node:fs';

export const WINDOW_BYTES = 1 << 20;
/** A read starting at most this far after the last one's end counts as sequential (a reader that skips a few records). */
const SEQUENTIAL_GAP = 16_384;

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
  let lastEnd = 0;
  return {
    read(position, length) {
      if (buffer && position >= start && position + length <= end) {
        lastEnd = position + length;
        return buffer.subarray(position - start, position - start + length);
      }
      // Just after the last record read (a sequential reader, which may skip a few): fill.
      const sequential = position >= lastEnd && position - lastEnd <= SEQUENTIAL_GAP;
      const want = sequential ? Math.max(length, Math.min(windowBytes, size() - position)) : length;
      if (!buffer || buffer.length < want) buffer = Buffer.allocUnsafeSlow(Math.max(want, buffer?.length ?? 0));
      let got = 0;
      while (got < want) {
        const read = readSync(fd(), buffer, got, want - got, position + got);
        if (read === 0) break;
        got += read;
      }
      start = position;
      end = position + got;
      lastEnd = position + length;
      return buffer.subarray(0, Math.min(length, got));
    },
    forget() {
      buffer = null;
      start = end = lastEnd = 0;
    },
  };
}
