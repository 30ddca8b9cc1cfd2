/**
 * A tenant's pages of homes from the back end, waiting on disk instead of in memory: at 50,000
 * homes they are 110 MB, held through the whole load (bench/README.md: a full build from the
 * back end peaked at 489 MB held, 460 MB with this; from a data folder, which reads its file
 * through a window, 423 MB). The file is a temporary one, unlinked as soon as it is open, so nothing is
 * left behind whatever happens to the build; records are read back through a window
 * (./file-window.ts), in order at load.
 */
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileWindow } from './file-window.ts';

export interface PageSpill {
  /** Appends a page's bytes; returns where they start in the file. */
  put(bytes: Uint8Array): number;
  /** The bytes at `position`: a view valid until the next read. */
  read(position: number, length: number): Buffer;
  close(): void;
}

const unclosed = new FinalizationRegistry<{ fd: number | null }>((box) => {
  if (box.fd !== null) closeSync(box.fd);
});

export function createPageSpill(): PageSpill {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-pages-'));
  const file = path.join(dir, 'homes');
  const box: { fd: number | null } = { fd: openSync(file, 'w+') };
  // Unlinked at once: the descriptor keeps the file until it is closed.
  try {
    unlinkSync(file);
    rmSync(dir, { recursive: true, force: true });
  } catch {
    // a system that cannot unlink an open file: it goes when the folder of temporary files is cleaned
  }
  let size = 0;
  const fd = () => {
    if (box.fd === null) throw new Error('the page spill is closed');
    return box.fd;
  };
  const window = createFileWindow(fd, () => size);
  const spill: PageSpill = {
    put(bytes) {
      const at = size;
      for (let written = 0; written < bytes.length; ) written += writeSync(fd(), bytes, written, bytes.length - written, at + written);
      size += bytes.length;
      return at;
    },
    read: (position, length) => window.read(position, length),
    close() {
      if (box.fd !== null) closeSync(box.fd);
      box.fd = null;
      window.forget();
    },
  };
  unclosed.register(spill, box);
  return spill;
}
