/**
 * A release file written from parts as they come (the portal feed: 17 MB at 10,000 listings,
 * 85 MB at 50,000), never held whole, as one string or as all its parts: a batch of parts per
 * `writev`, digested on the way.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync, writevSync } from 'node:fs';
import path from 'node:path';
import type { FileEntry } from './file-manifest.ts';

/** Parts per writev call (the usual IOV_MAX). */
const PARTS_PER_WRITE = 1024;

export class PartsWriter {
  private readonly digest = createHash('sha256');
  private readonly fd: number;
  private batch: Buffer[] = [];
  /** Bytes added so far: the offset of the next part. */
  size = 0;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.fd = openSync(file, 'w');
  }

  add(part: Buffer): void {
    this.batch.push(part);
    this.size += part.length;
    if (this.batch.length >= PARTS_PER_WRITE) this.flush();
  }

  private flush(): void {
    const { batch } = this;
    this.batch = [];
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
