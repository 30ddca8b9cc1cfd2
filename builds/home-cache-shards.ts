/**
 * A home cache shard (./home-cache.ts), written and read: its first line says where each home's
 * line is (`digests`, `lengths`) and holds a few fields of each home as columns
 * (./cached-facts.ts), what a rebuild reads of every home; then a line per home, its record's
 * digest and its facts. A home's own line is parsed only when more of it than its columns is
 * read, and the lines are never scanned.
 *
 * A shard is ASCII: the facts' other characters are written as JSON's \u escapes ("S\u00e3o
 * Paulo"), so a line's characters are its bytes. The next build finds each line by its bytes and
 * decodes only the facts it parses, a line at a time: decoding a whole shard's UTF-8 as text made
 * 12 MB of two-byte strings at 10,000 listings (~35 ms, and 24 MB held while the cache was).
 * Pure: bytes in, bytes out.
 */
import { isAscii } from 'node:buffer';
import { briefColumns, CachedFacts, readBriefColumns, type BriefColumns, type CachedLines } from './cached-facts.ts';
import { stringPool, type HomeFacts, type TenantHome } from './tenant-homes.ts';

const LF = 0x0a;
const SPACE = 0x20;
const OPEN_BRACE = 0x7b;

export interface HomeCache {
  /** The facts of a record by its digest, when the cache has it: read from its shard's columns, its line parsed when more is asked (./cached-facts.ts). */
  facts(digest: string): CachedFacts | undefined;
  /** Whether the cache lists this record digest. */
  has(digest: string): boolean;
  /** The cache line of a digest as bytes (without its newline), for the next cache. */
  line(digest: string): Uint8Array | undefined;
  /** The shard that holds exactly these digests, in this order: the next cache keeps it as it is. */
  shardOf(digests: readonly string[]): string | undefined;
  /** The digests it lists that are not among `present` (records edited or gone since), in the order of their lines. */
  notIn(present: Iterable<string>): string[];
}

/** A shard's first line: where each of its lines is (a digest, a space, the facts), and its homes' columns (./cached-facts.ts). */
interface ShardHead extends BriefColumns {
  digests: string[];
  /** Each line's length in bytes, without its newline. */
  lengths: number[];
}

function isFacts(value: unknown): value is HomeFacts {
  const facts = value as Partial<HomeFacts> | null;
  return (
    typeof facts === 'object' &&
    facts !== null &&
    Number.isInteger(facts.id) &&
    (facts.doc === null || (typeof facts.doc === 'object' && facts.doc.id === facts.id)) &&
    Array.isArray(facts.images) &&
    typeof facts.portals === 'boolean' &&
    (facts.changed === null || typeof facts.changed === 'string') &&
    (facts.warnings === null || Array.isArray(facts.warnings))
  );
}

/**
 * A cache from its shards (their names and bytes). Each shard's head is read at once; a home's
 * line is parsed when more of it than its columns is read, and one that does not hold its
 * columns' home is an error then (./cached-facts.ts). A shard whose head does not read, does not
 * say where its lines are or is not ASCII (not written by this version) is left out: its homes'
 * records are read again.
 */
export function cacheFromShards(shards: ReadonlyArray<{ rel: string; bytes: Uint8Array }>): HomeCache {
  // Each line by its digest: its shard, its row in the shard's columns, where it starts, where its facts start, where it ends.
  const lineAt = new Map<string, number>();
  const lineShard: number[] = [];
  const lineRow: number[] = [];
  const lineStart: number[] = [];
  const factsStart: number[] = [];
  const lineEnd: number[] = [];
  const buffers: Buffer[] = [];
  const columns: BriefColumns[] = [];
  const rels: string[] = [];
  /** Each shard's digests in order. */
  const shardDigests: string[][] = [];
  const share = stringPool();
  for (const { rel, bytes } of shards) {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (!isAscii(buffer) || buffer[0] !== OPEN_BRACE) continue;
    const headEnd = buffer.indexOf(LF);
    if (headEnd < 0) continue;
    let head: ShardHead | null = null;
    try {
      head = JSON.parse(buffer.toString('latin1', 0, headEnd)) as ShardHead | null;
    } catch {
      // A shard whose head does not read is as good as missing: its homes' records are read again.
    }
    const digests = head?.digests;
    const lengths = head?.lengths;
    if (!Array.isArray(digests) || !Array.isArray(lengths) || digests.length !== lengths.length) continue;
    const shardColumns = readBriefColumns(head, digests.length, share);
    // Each line where the head says it is: its digest, a space, its facts, a newline.
    const starts: number[] = [];
    let start = headEnd + 1;
    for (let row = 0; row < digests.length && start >= 0; row++) {
      const digest = digests[row];
      const end = start + (lengths[row] as number);
      const laidOut = typeof digest === 'string' && digest !== '' && Number.isInteger(lengths[row]) && end <= buffer.length && buffer[start + digest.length] === SPACE && (end === buffer.length || buffer[end] === LF);
      starts.push(start);
      start = laidOut ? end + 1 : -1;
    }
    if (!shardColumns || start < 0 || start < buffer.length) continue;
    const shard = buffers.length;
    for (let row = 0; row < digests.length; row++) {
      lineAt.set(digests[row]!, lineShard.length);
      lineShard.push(shard);
      lineRow.push(row);
      lineStart.push(starts[row]!);
      factsStart.push(starts[row]! + digests[row]!.length + 1);
      lineEnd.push(starts[row]! + lengths[row]!);
    }
    buffers.push(buffer);
    columns.push(shardColumns);
    rels.push(rel);
    shardDigests.push(digests as string[]);
  }
  // A cached home's line, parsed when more of it than its columns is read (./cached-facts.ts).
  const lines: CachedLines = {
    facts(at) {
      try {
        const facts: unknown = JSON.parse(buffers[lineShard[at]!]!.toString('latin1', factsStart[at], lineEnd[at]));
        return isFacts(facts) ? facts : undefined;
      } catch {
        return undefined;
      }
    },
  };
  return {
    facts(digest) {
      const at = lineAt.get(digest);
      if (at === undefined) return undefined;
      const shardColumns = columns[lineShard[at]!]!;
      return new CachedFacts(shardColumns, lineRow[at]!, shardColumns.strings, lines, at);
    },
    has: (digest) => lineAt.has(digest),
    line: (digest) => {
      const at = lineAt.get(digest);
      return at === undefined ? undefined : buffers[lineShard[at]!]!.subarray(lineStart[at], lineEnd[at]);
    },
    notIn(present) {
      // Marks by line, not a set of 10,000 digests: the cache has already hashed its own.
      const seen = new Uint8Array(lineShard.length);
      let found = 0;
      for (const digest of present) {
        const at = lineAt.get(digest);
        if (at !== undefined && seen[at] === 0) {
          seen[at] = 1;
          found++;
        }
      }
      if (found === lineAt.size) return [];
      // By line, not through the map's entries (an array made for each of 10,000).
      const out: string[] = [];
      for (let at = 0; at < lineShard.length; at++) {
        const digest = shardDigests[lineShard[at]!]![lineRow[at]!]!;
        if (seen[at] === 0 && lineAt.get(digest) === at) out.push(digest);
      }
      return out;
    },
    shardOf(digests) {
      const at = digests.length > 0 ? lineAt.get(digests[0]!) : undefined;
      if (at === undefined) return undefined;
      const held = shardDigests[lineShard[at]!]!;
      return held.length === digests.length && held.every((digest, i) => digest === digests[i]) ? rels[lineShard[at]!] : undefined;
    },
  };
}

/** JSON in ASCII: every other character as a \u escape (a pair of them outside the BMP), which JSON.parse reads back. */
const NON_ASCII = /[\u0080-\uffff]/g;
const asciiJson = (value: unknown): string => JSON.stringify(value).replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A shard's bytes for these homes, in order: the head, then each home's line (a cached home's
 * copied from `previous` as it is).
 */
export function shardBytes(homes: readonly TenantHome[], previous: HomeCache | null): Uint8Array[] {
  const lines = homes.map((home) => (home.cached ? previous?.line(home.digest) : undefined) ?? Buffer.from(`${home.digest} ${asciiJson(home.facts)}`, 'latin1'));
  const head: ShardHead = { digests: homes.map((home) => home.digest), lengths: lines.map((line) => line.length), ...briefColumns(homes.map((home) => home.facts)) };
  const newline = Buffer.from('\n');
  return [Buffer.from(`${asciiJson(head)}\n`, 'latin1'), ...lines.flatMap((line) => [line, newline])];
}
