/**
 * Compressed text for `vitrine serve`, made once per file version: brotli
 * (or gzip) of a page, stylesheet or script is computed on its first request
 * and kept in memory, keyed by path, mtime, size and encoding, in a
 * least-recently-used cache bounded by bytes — compressing every request again
 * cost six times the throughput (issue #12 item 10; figures in bench/README.md).
 * A file larger than one entry may be is compressed on the fly, as before.
 */
import { stat, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { createReadStream } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import { logProblem, sendFile, sendText, type Headers } from './http-reply.ts';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bytes of compressed text kept by default; one entry is at most a sixteenth of it. */
export const DEFAULT_COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;

export class CompressedTextCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(readonly maxBytes = DEFAULT_COMPRESSED_CACHE_BYTES) {}

  /** The largest source file kept (larger ones are compressed per request). */
  get maxEntrySource(): number {
    return Math.floor(this.maxBytes / 16);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async get(file: string, version: { mtimeMs: number; size: number }, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}\0${version.mtimeMs}\0${version.size}\0${file}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    let job = this.pending.get(key);
    if (!job) {
      job = compress(file, encoding)
        .then((body) => (this.keep(key, body), body))
        .finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    return job;
  }

  private keep(key: string, body: Buffer): void {
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}

async function compress(file: string, encoding: Encoding): Promise<Buffer> {
  const source = await readFile(file);
  return encoding === 'br'
    ? brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } })
    : gzipAsync(source, { level: 9 });
}

/** One cache per process: every site of `vitrine serve` shares the bound (`VITRINE_TEXT_CACHE_MB`, 0 turns it off). */
const configured = Number(process.env.VITRINE_TEXT_CACHE_MB);
const shared = new CompressedTextCache(Number.isFinite(configured) && configured >= 0 && process.env.VITRINE_TEXT_CACHE_MB !== '' && process.env.VITRINE_TEXT_CACHE_MB !== undefined ? configured * 1024 * 1024 : DEFAULT_COMPRESSED_CACHE_BYTES);

/** A text file in `encoding`, from the cache; a file gone in the meantime is a 404. */
export function sendCompressed(req: IncomingMessage, res: ServerResponse, status: number, file: string, encoding: Encoding, headers: Headers, cache = shared): void {
  const answer = async () => {
    const version = await stat(file);
    const all = { ...headers, 'content-encoding': encoding };
    if (version.size > cache.maxEntrySource) {
      res.writeHead(status, all);
      if (req.method === 'HEAD') return void res.end();
      const compressor = encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
      return void pipeline(createReadStream(file), compressor, res, () => undefined);
    }
    const body = await cache.get(file, version, encoding);
    res.writeHead(status, { ...all, 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  answer().catch((error: unknown) => {
    if (res.headersSent) return void res.destroy();
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return sendText(res, 404, 'Not Found');
    logProblem('serve', req, error);
    sendFile(req, res, status, file, headers);
  });
}
