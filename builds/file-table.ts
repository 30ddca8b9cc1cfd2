/**
 * Path → digest and size for the files of a release (100,000 at 50,000 listings), as the
 * finish stage gathers them. A Map of `{ sha256, size }` objects held each file's digest as a
 * 64-character string and an object (~120 bytes a file); here the digest is 32 bytes in one
 * growing buffer and the size a slot of a Float64Array. Reads hand out a new entry. Pure.
 */
import type { FileEntry } from './file-entry.ts';

/** What the finish stage reads of a set of file entries: a Map of them, or a FileTable. */
export interface FileEntries extends Iterable<[string, FileEntry]> {
  readonly size: number;
  has(rel: string): boolean;
  get(rel: string): FileEntry | undefined;
  keys(): IterableIterator<string>;
}

const DIGEST_BYTES = 32;

export class FileTable implements FileEntries {
  private readonly slots = new Map<string, number>();
  private digests = Buffer.alloc(DIGEST_BYTES * 1024);
  private sizes = new Float64Array(1024);
  private used = 0;

  static from(entries: Iterable<[string, FileEntry]>): FileTable {
    const table = new FileTable();
    for (const [rel, entry] of entries) table.set(rel, entry);
    return table;
  }

  get size(): number {
    return this.slots.size;
  }

  has(rel: string): boolean {
    return this.slots.has(rel);
  }

  get(rel: string): FileEntry | undefined {
    const slot = this.slots.get(rel);
    return slot === undefined ? undefined : this.entryAt(slot);
  }

  set(rel: string, entry: FileEntry): this {
    let slot = this.slots.get(rel);
    if (slot === undefined) {
      slot = this.used++;
      if (slot === this.sizes.length) this.grow();
      this.slots.set(rel, slot);
    }
    const at = slot * DIGEST_BYTES;
    if (!/^[0-9a-f]{64}$/.test(entry.sha256)) throw new Error(`"${rel}": "${entry.sha256}" is not a sha256 digest`);
    this.digests.write(entry.sha256, at, DIGEST_BYTES, 'hex');
    this.sizes[slot] = entry.size;
    return this;
  }

  /** Forgets a path (its slot is not reused: deletions are rare). */
  delete(rel: string): boolean {
    return this.slots.delete(rel);
  }

  keys(): IterableIterator<string> {
    return this.slots.keys();
  }

  *[Symbol.iterator](): Iterator<[string, FileEntry]> {
    for (const [rel, slot] of this.slots) yield [rel, this.entryAt(slot)];
  }

  private entryAt(slot: number): FileEntry {
    const at = slot * DIGEST_BYTES;
    return { sha256: this.digests.toString('hex', at, at + DIGEST_BYTES), size: this.sizes[slot]! };
  }

  private grow(): void {
    const digests = Buffer.alloc(this.digests.length * 2);
    this.digests.copy(digests);
    this.digests = digests;
    const sizes = new Float64Array(this.sizes.length * 2);
    sizes.set(this.sizes);
    this.sizes = sizes;
  }
}
