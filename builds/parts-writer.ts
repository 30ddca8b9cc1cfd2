/**
 * A release file written from parts as they come (the portal feed: 17 MB at 10,000 listings,
 * 85 MB at 50,000), never held whole, as one string or as all its parts: a batch of parts per
 * `writev`, digested on the way. `writeText` does the same for text made piece by piece (the
 * sitemap, host files, manifests and search index of a 50,000-listing tenant: 5–16 MB each).
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, renameSync, writeSync, writevSync } from 'node:fs';
import path from 'node:path';
import type { FileEntry, WrittenFile } from './file-entry.ts';

/** Parts per writev call (the usual IOV_MAX). */
const PARTS_PER_WRITE = 1024;
/** Bytes held before a write, whatever the parts' count. */
const BYTES_PER_WRITE = 1 << 20;

export class PartsWriter {
  private readonly digest = createHash('sha256');
  private readonly fd: number;
  private batch: Uint8Array[] = [];
  private batchBytes = 0;
  /** Bytes added so far: the offset of the next part. */
  size = 0;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.fd = openSync(file, 'w');
  }

  add(part: Uint8Array): void {
    this.batch.push(part);
    this.size += part.length;
    this.batchBytes += part.length;
    if (this.batch.length >= PARTS_PER_WRITE || this.batchBytes >= BYTES_PER_WRITE) this.flush();
  }

  private flush(): void {
    const { batch } = this;
    this.batch = [];
    this.batchBytes = 0;
    let written = batch.length > 0 ? writevSync(this.fd, batch) : 0;
    // A short write (rare on a file): the rest of the batch, piece by piece.
    for (const part of batch) {
      this.digest.update(part);
      if (written >= part.length) written -= part.length;
      else {
        for (let at = written; at < part.length; ) at += writeSync(this.fd, part, at);
        written = 0;
      }
    }
  }

  finish(): FileEntry {
    try {
      this.flush();
    } finally {
      closeSync(this.fd);
    }
    return { sha256: this.digest.digest('hex'), size: this.size };
  }

  /** Closes the file unfinished (its release is being discarded). */
  abandon(): void {
    closeSync(this.fd);
  }
}

/** Characters of text gathered before they are encoded and written: one young-generation string. */
const TEXT_CHARS = 64 * 1024;

/**
 * Writes the pieces' concatenation to `file` (through `<file>.tmp` and a rename, so a reader
 * never sees half of it), ~64 K characters at a time; returns the digest of the bytes written.
 */
export function writeText(file: string, pieces: Iterable<string>): FileEntry {
  const partial = `${file}.tmp`;
  const writer = new PartsWriter(partial);
  try {
    let gathered: string[] = [];
    let chars = 0;
    for (const piece of pieces) {
      gathered.push(piece);
      chars += piece.length;
      if (chars < TEXT_CHARS) continue;
      writer.add(Buffer.from(gathered.join('')));
      gathered = [];
      chars = 0;
    }
    if (chars > 0) writer.add(Buffer.from(gathered.join('')));
  } catch (error) {
    writer.abandon();
    throw error;
  }
  const entry = writer.finish();
  renameSync(partial, file);
  return entry;
}

/** A release file written from text pieces (`writeText`), with its release-relative path. */
export function writeReleaseText(releaseDir: string, rel: string, pieces: Iterable<string>): WrittenFile {
  return { rel, ...writeText(path.join(releaseDir, rel), pieces) };
}
