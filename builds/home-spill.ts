/**
 * Validated home records kept on disk for the rest of a build (issue #16: memory flat in the
 * listing count). The load stage validates every record once; what every page needs (its facts)
 * stays in memory, and the record itself, which only its own listing page and its portal feed
 * element read, is written here in V8's serialisation and read back when they ask for it: a
 * read and a deserialise, not a parse and a validation again.
 *
 * The file is unlinked as soon as it is open, so it disappears with its descriptor, however the
 * build ends (kill -9 included), and lives in the page cache, not in the process's memory.
 */
import { closeSync, openSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { createFileWindow, type FileWindow } from '../sources/file-window.ts';

/** Where one record lies in the file. */
export interface SpilledRecord {
  readonly offset: number;
  readonly length: number;
}

export interface HomeSpill {
  put(value: unknown): SpilledRecord;
  get(record: SpilledRecord): unknown;
  /** The record's bytes as written (V8's serialisation), in a buffer of their own: a message to a worker clones the whole buffer. */
  bytes(record: SpilledRecord): Uint8Array;
  /** Closes (and so frees) the file; a `get` after it fails. */
  close(): void;
}

/** Records are written in batches of about this many bytes. */
const FLUSH_BYTES = 1 << 20;

export function createHomeSpill(dir: string): HomeSpill {
  const file = path.join(dir, `.vitrine-homes-${process.pid}-${Math.random().toString(36).slice(2)}`);
  let fd: number | null = openSync(file, 'wx+', 0o600);
  try {
    unlinkSync(file);
  } catch {
    // A file system that cannot unlink an open file: it is removed at close instead.
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  const open = (): number => {
    if (fd === null) throw new Error('home spill: read after the build closed it');
    return fd;
  };
  const flush = () => {
    if (pending.length === 0) return;
    const bytes = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    for (let at = 0; at < bytes.length; ) at += writeSync(open(), bytes, at, bytes.length - at, size - pendingBytes + at);
    pending = [];
    pendingBytes = 0;
  };
  // Listing pages read records in the plan's order, the portal feed in the source's: a window each.
  const pageWindow = createFileWindow(open, () => size - pendingBytes);
  const feedWindow = createFileWindow(open, () => size - pendingBytes);
  const readFrom = (window: FileWindow, { offset, length }: SpilledRecord): Buffer => {
    if (offset + length > size - pendingBytes) flush();
    const bytes = window.read(offset, length);
    if (bytes.length < length) throw new Error(`home spill: the file ended at ${offset + bytes.length} of ${offset + length}`);
    return bytes;
  };
  return {
    put(value) {
      const bytes = serialize(value);
      const record = { offset: size, length: bytes.length };
      pending.push(bytes);
      pendingBytes += bytes.length;
      size += bytes.length;
      if (pendingBytes >= FLUSH_BYTES) flush();
      return record;
    },
    bytes(record) {
      const view = readFrom(pageWindow, record);
      const bytes = Buffer.allocUnsafeSlow(view.length);
      view.copy(bytes);
      return bytes;
    },
    get(record) {
      return deserialize(readFrom(feedWindow, record));
    },
    close() {
      if (fd === null) return;
      closeSync(fd);
      fd = null;
      pending = [];
      try {
        unlinkSync(file);
      } catch {
        // Already unlinked when opened (the usual case).
      }
    },
  };
}
