/** Large generated files written from parts (builds/portal-feed.ts, builds/home-cache.ts). */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { FileEntry } from './file-manifest.ts';

/**
 * Writes a large file from its parts in ~1 MB chunks (a 10,000-listing feed is 17 MB, the home
 * cache 12 MB: never one string or one buffer), digesting them on the way.
 */
export function writeParts(file: string, parts: readonly Uint8Array[]): FileEntry {
  mkdirSync(path.dirname(file), { recursive: true });
  const digest = createHash('sha256');
  let total = 0;
  const fd = openSync(file, 'w');
  try {
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
    for (const part of parts) {
      chunk.push(part);
      size += part.length;
      if (size >= 1 << 20) flush();
    }
    if (chunk.length > 0) flush();
  } finally {
    closeSync(fd);
  }
  return { sha256: digest.digest('hex'), size: total };
}
