/** A large generated file written from its parts (builds/portal-feed.ts). */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { FileEntry } from './file-manifest.ts';

const CHUNK_BYTES = 1 << 20;

/** Writes the parts in ~1 MB chunks (a 10,000-listing feed is 17 MB, never one string or one buffer), digesting them on the way. */
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
      if (size >= CHUNK_BYTES) flush();
    }
    if (chunk.length > 0) flush();
  } finally {
    closeSync(fd);
  }
  return { sha256: digest.digest('hex'), size: total };
}
