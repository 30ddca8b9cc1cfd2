/**
 * A render worker: renders each page of a batch through the one document renderer and
 * writes `index.html` + `_payload.json` at once. Only pages whose input changed reach it
 * (builds/incremental.ts decides on the main thread).
 * Runs from the server bundle (`.vitrine/server/render-worker.js`).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { renderDocumentParts, type Renderer } from '../renderer/document.tsx';
import { pageOutputFiles } from './output-paths.ts';
import type { FeedJob, PageResult, RenderBatch, RenderDrop, RenderInit, RenderJob, RenderWarm, WorkerReply } from './render-protocol.ts';
import { spliceFeed } from './feed-splice.ts';
import { fromWire } from './wire-page.ts';

const contexts = new Map<number, RenderInit>();
const renderer = (workerData as { renderer?: Renderer } | null)?.renderer ?? 'static';
const port = parentPort;
if (port === null) throw new Error('render-worker must run in a worker thread');

// One buffer the pages are encoded into, grown when a page needs more: `Buffer.from(text)` allocates
// a new buffer per file, which made encoding a third of a worker's time (510 vs 1,680 M chars/s).
let scratch = Buffer.allocUnsafe(1 << 20);

/**
 * The UTF-8 bytes of `parts` one after the other, valid until the next call (written and hashed
 * at once). The page comes in pieces so that no page-sized string is flattened to encode it.
 */
function encode(parts: readonly string[]): Buffer {
  let chars = 0;
  for (const part of parts) chars += part.length;
  if (chars * 3 > scratch.length) scratch = Buffer.allocUnsafe(Math.max(chars * 3, scratch.length * 2));
  let length = 0;
  for (const part of parts) length += scratch.write(part, length);
  return scratch.subarray(0, length);
}

/** The release folder as `outputFile` resolves it, with its separator: every file it names starts with it. */
let releaseRoot = { dir: '', prefix: '' };

/** A written file's path in the release, '/'-separated (`path.relative` normalised both paths again for each of a build's files). */
function releasePath(releaseDir: string, file: string): string {
  if (releaseRoot.dir !== releaseDir) releaseRoot = { dir: releaseDir, prefix: path.resolve(releaseDir) + path.sep };
  const rel = file.slice(releaseRoot.prefix.length);
  return path.sep === '/' ? rel : rel.split(path.sep).join('/');
}

/** Writes one file and returns its manifest entry (the bytes are at hand: hashing them here spares the main thread a re-read). */
function write(releaseDir: string, file: string, parts: readonly string[]): PageResult['files'][number] {
  const bytes = encode(parts);
  writeFileSync(file, bytes);
  return { rel: releasePath(releaseDir, file), sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
}

function renderOne(setup: RenderInit, job: RenderJob): PageResult {
  const page = fromWire(job);
  const { hash } = job;
  const files = pageOutputFiles(setup.releaseDir, page);
  mkdirSync(path.dirname(files.html), { recursive: true });
  const { parts } = renderDocumentParts(setup.ctx, page, renderer);
  const html = write(setup.releaseDir, files.html, parts);
  const written = [html];
  if (files.notFound !== null) {
    // The /buscar page again, as its folder's 404.html (./output-paths.ts): the same bytes and digest.
    copyFileSync(files.html, files.notFound);
    written.push({ ...html, rel: releasePath(setup.releaseDir, files.notFound) });
  }
  if (files.payload !== null) {
    // `data` is exactly the input the page was rendered from (DESIGN §4).
    const payload = `{"buildId":${JSON.stringify(setup.ctx.buildId)},"path":${JSON.stringify(page.path)},"kind":${JSON.stringify(page.kind)},"data":${JSON.stringify(page)}}`;
    written.push(write(setup.releaseDir, files.payload, [payload]));
  }
  return { path: page.path, hash, bytes: written.reduce((sum, f) => sum + f.size, 0), files: written };
}

/** The portal feed, put together here while the main thread plans (./feed-splice.ts). */
function spliceOne(job: FeedJob): void {
  const splice = async () => {
    const { source, sha256 } = job.live;
    const bytes = 'file' in source ? readFileSync(source.file) : source.bytes;
    if (sha256 !== null && createHash('sha256').update(bytes).digest('hex') !== sha256) throw new Error('the live feed is not the file its files manifest lists');
    return spliceFeed(job.file, { ...job.input, previous: bytes }, (i) => job.elements.get(i));
  };
  splice().then(
    (spliced) => port!.postMessage({ type: 'feed-done', id: job.id, spliced } satisfies WorkerReply),
    (error: unknown) => port!.postMessage({ type: 'feed-failed', id: job.id, message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply),
  );
}

port.on('message', (message: RenderInit | RenderDrop | RenderBatch | FeedJob | RenderWarm) => {
  if (message.type === 'feed') return spliceOne(message);
  if (message.type === 'warm') {
    try {
      renderDocumentParts(message.ctx, fromWire(message.job), renderer);
    } catch {
      // Only a warm-up: a page that cannot render fails when it is rendered for the release.
    }
    return;
  }
  if (message.type === 'init') {
    contexts.set(message.context, message);
    return;
  }
  if (message.type === 'drop') {
    contexts.delete(message.context);
    return;
  }
  const setup = contexts.get(message.context);
  const results: PageResult[] = [];
  for (const job of message.jobs) {
    try {
      if (!setup) throw new Error(`worker has no render context ${message.context}`);
      results.push(renderOne(setup, job));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      port.postMessage({ type: 'failed', id: message.id, path: job.page.path, message: reason } satisfies WorkerReply);
      return;
    }
  }
  port.postMessage({ type: 'done', id: message.id, results } satisfies WorkerReply);
});
