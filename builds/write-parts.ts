/** Large generated files written from parts (builds/portal-feed.ts, builds/home-cache.ts). */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { FileEntry } from './file-manifest.ts';

const CHUNK_BYTES = 1 << 20;

export interface PartsWriter {
  write(part: Uint8Array): void;
  /** Writes what is left and closes the file: its digest and size. */
  close(): FileEntry;
}

/**
 * A large file written as its parts come, in ~1 MB chunks (a 10,000-listing feed is 17 MB, the
 * home cache 12 MB: never one string or one buffer, nor every part held at once), digested on
 * the way. A failure closes the file.
 */
export function openPartsWriter(file: string): PartsWriter {
  mkdirSync(path.dirname(file), { recursive: true });
  const digest = createHash('sha256');
  const fd = openSync(file, 'w');
  let total = 0;
  let chunk: Uint8Array[] = [];
  let size = 0;
  const flush = () => {
    const bytes = Buffer.concat(chunk, size);
    writeSync(fd, bytes);
    digest.update(bytes);
    total += size;
    chunk = [];
    size = 0;
  };
  const guarded = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  };
  return {
    write(part) {
      chunk.push(part);
      size += part.length;
      if (size >= CHUNK_BYTES) guarded(flush);
    },
    close() {
      guarded(() => chunk.length > 0 && flush());
      closeSync(fd);
      return { sha256: digest.digest('hex'), size: total };
    },
  };
}

export function writeParts(file: string, parts: readonly Uint8Array[]): FileEntry {
  const writer = openPartsWriter(file);
  for (const part of parts) writer.write(part);
  return writer.close();
}
