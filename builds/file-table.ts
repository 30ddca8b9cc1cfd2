/**
 * Path → digest and size for the files of a release (100,000 at 50,000 listings), as the
 * finish stage gathers them. A Map of `{ sha256, size }` objects held each file's path, its
 * digest as a 64-character string and an object (~300 bytes a file). Here a digest is 32 bytes
 * in one growing buffer and a size a slot of a Float64Array; a page's two files
 * (`<dir>/index.html`, `<dir>/_payload.json`) share one key, the page's path ('/<dir>'), which
 * the build holds anyway when it hands it in (`set`'s `page`). Reads hand out a new entry. Pure.
 */
import type { FileEntry } from './file-entry.ts';

const DIGEST_BYTES = 32;
/** A page's files, in their slot order (./release-diff.ts pageFiles). */
const PAGE_FILES = ['index.html', '_payload.json'] as const;
const PAGE_FILE_SUFFIXES = PAGE_FILES.map((name) => `/${name}`);
const ABSENT = -1;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** '/x/y' and 0 for 'x/y/index.html', '/' and 1 for '_payload.json'; null for any other path. */
function pageSlotOf(rel: string): [page: string, file: number] | null {
  for (let file = 0; file < PAGE_FILES.length; file++) {
    const name = PAGE_FILES[file]!;
    if (rel === name) return ['/', file];
    // 'a/index.html' only: '/index.html' or 'index.html' alone would not come back as the same path.
    if (rel.length > name.length + 1 && rel.endsWith(PAGE_FILE_SUFFIXES[file]!) && rel.charCodeAt(0) !== 47 /* '/' */) return [`/${rel.slice(0, -name.length - 1)}`, file];
  }
  return null;
}

/** Where `rel` is or would go in the sorted `rels` (binary search, code unit order as `<`). */
export function sortedIndex(rels: readonly string[], rel: string): number {
  let low = 0;
  let high = rels.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (rels[mid]! < rel) low = mid + 1;
    else high = mid;
  }
  return low;
}

function pageFileRel(page: string, file: number): string {
  return page === '/' ? PAGE_FILES[file]! : `${page.slice(1)}/${PAGE_FILES[file]!}`;
}

export class FileTable {
  /** A page's path → the first of its two slots. */
  private readonly pages = new Map<string, number>();
  /** Any other path → its slot. */
  private readonly others = new Map<string, number>();
  /**
   * The paths sorted, with their slots: made on first use and then kept in step by `set` and
   * `delete`, so the diff's written list and the manifest share one copy of 100,000 paths.
   */
  private order: { rels: string[]; slots: number[] } | null = null;
  private digests = Buffer.alloc(DIGEST_BYTES * 1024);
  private sizes = new Float64Array(1024);
  private slots = 0;
  private present = 0;

  static from(entries: Iterable<[string, FileEntry]>): FileTable {
    const table = new FileTable();
    for (const [rel, entry] of entries) table.set(rel, entry);
    return table;
  }

  get size(): number {
    return this.present;
  }

  has(rel: string): boolean {
    return this.slotOf(rel) !== undefined;
  }

  get(rel: string): FileEntry | undefined {
    const slot = this.slotOf(rel);
    return slot === undefined ? undefined : this.entryAt(slot);
  }

  /** The digest of `rel` as hex, without the entry around it; undefined when the table lacks it. */
  digestOf(rel: string): string | undefined {
    const slot = this.slotOf(rel);
    return slot === undefined ? undefined : this.digests.toString('hex', slot * DIGEST_BYTES, (slot + 1) * DIGEST_BYTES);
  }

  /** `page`: the path of the page `rel` belongs to, when the caller holds it: kept as the key instead of a copy. */
  set(rel: string, entry: FileEntry, page?: string): this {
    // Lowercase only: the digest is read back in lowercase, and manifests compare digests as text.
    if (!SHA256_HEX.test(entry.sha256)) throw new Error(`"${rel}": "${entry.sha256}" is not a sha256 digest`);
    const slot = this.slotFor(rel, page);
    this.digests.write(entry.sha256, slot * DIGEST_BYTES, DIGEST_BYTES, 'hex');
    if (this.sizes[slot] === ABSENT) {
      this.present++;
      if (this.order) {
        const at = sortedIndex(this.order.rels, rel);
        this.order.rels.splice(at, 0, rel);
        this.order.slots.splice(at, 0, slot);
      }
    }
    this.sizes[slot] = entry.size;
    return this;
  }

  delete(rel: string): boolean {
    const slot = this.slotOf(rel);
    if (slot === undefined) return false;
    this.sizes[slot] = ABSENT;
    this.present--;
    if (this.order) {
      const at = sortedIndex(this.order.rels, rel);
      this.order.rels.splice(at, 1);
      this.order.slots.splice(at, 1);
    }
    return true;
  }

  *keys(): IterableIterator<string> {
    for (const [rel] of this.slotsByPath()) yield rel;
  }

  *[Symbol.iterator](): Iterator<[string, FileEntry]> {
    for (const [rel, slot] of this.slotsByPath()) yield [rel, this.entryAt(slot)];
  }

  /** The entries sorted by path, as a manifest lists them. */
  *sorted(): Generator<[string, FileEntry]> {
    const { rels, slots } = this.sortedOrder();
    for (let i = 0; i < rels.length; i++) yield [rels[i]!, this.entryAt(slots[i]!)];
  }

  /** The paths, sorted. The table's own list: it changes with the table, so copy what must stay. */
  sortedPaths(): readonly string[] {
    return this.sortedOrder().rels;
  }

  private sortedOrder(): { rels: string[]; slots: number[] } {
    if (this.order) return this.order;
    const rels: string[] = [];
    const slots: number[] = [];
    for (const [rel, slot] of this.slotsByPath()) {
      rels.push(rel);
      slots.push(slot);
    }
    const order = Array.from(rels.keys()).sort((a, b) => (rels[a]! < rels[b]! ? -1 : rels[a]! > rels[b]! ? 1 : 0));
    this.order = { rels: order.map((i) => rels[i]!), slots: order.map((i) => slots[i]!) };
    return this.order;
  }

  private *slotsByPath(): Generator<[string, number]> {
    for (const [page, first] of this.pages) {
      for (let file = 0; file < PAGE_FILES.length; file++) if (this.sizes[first + file] !== ABSENT) yield [pageFileRel(page, file), first + file];
    }
    for (const [rel, slot] of this.others) if (this.sizes[slot] !== ABSENT) yield [rel, slot];
  }

  private slotOf(rel: string): number | undefined {
    const pageSlot = pageSlotOf(rel);
    const first = pageSlot ? this.pages.get(pageSlot[0]) : undefined;
    const slot = pageSlot ? (first === undefined ? undefined : first + pageSlot[1]) : this.others.get(rel);
    return slot === undefined || this.sizes[slot] === ABSENT ? undefined : slot;
  }

  private slotFor(rel: string, page: string | undefined): number {
    const pageSlot = pageSlotOf(rel);
    if (!pageSlot) {
      let slot = this.others.get(rel);
      if (slot === undefined) this.others.set(rel, (slot = this.take(1)));
      return slot;
    }
    const [key, file] = pageSlot;
    let first = this.pages.get(key);
    if (first === undefined) this.pages.set(page === key ? page : key, (first = this.take(PAGE_FILES.length)));
    return first + file;
  }

  /** `count` new slots, absent until set. */
  private take(count: number): number {
    const first = this.slots;
    this.slots += count;
    while (this.slots > this.sizes.length) this.grow();
    this.sizes.fill(ABSENT, first, this.slots);
    return first;
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
