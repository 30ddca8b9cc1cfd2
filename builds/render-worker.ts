/**
 * A render worker: renders each page of a batch through the one document
 * renderer and writes `index.html` + `_payload.json` at once; a page whose input
 * has not changed is hard-linked from the live release, or skipped in a delta.
 * Runs from the server bundle (`.vitrine/server/render-worker.js`).
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { renderDocument } from '../renderer/document.tsx';
import { outputFile } from './output-paths.ts';
import type { PageResult, RenderBatch, RenderInit, WorkerReply } from './render-protocol.ts';

let init: RenderInit | undefined;
const port = parentPort;
if (port === null) throw new Error('render-worker must run in a worker thread');

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** Where a page is written: `index.html` + `_payload.json` in its folder; error pages are files of their own (`/404.html`). */
function filesOf(root: string, page: RenderBatch['pages'][number]): { html: string; payload: string | null } {
  if (page.kind === 'error') return { html: outputFile(root, path.posix.dirname(page.path), path.posix.basename(page.path)), payload: null };
  const html = outputFile(root, page.path);
  return { html, payload: path.join(path.dirname(html), '_payload.json') };
}

/**
 * An unchanged page (its input hash is the base's): hard-linked from the base release on
 * this disk, or not written at all when the base is elsewhere (the host already has it).
 */
function reuse(setup: RenderInit, page: RenderBatch['pages'][number], target: { html: string; payload: string | null }): boolean {
  if (setup.previousDir === null) return true;
  const old = filesOf(setup.previousDir, page);
  return tryLink(old.html, target.html) && (old.payload === null || target.payload === null || tryLink(old.payload, target.payload));
}

function renderOne(setup: RenderInit, page: RenderBatch['pages'][number]): PageResult {
  const dataJson = JSON.stringify(page);
  const hash = createHash('sha1').update(setup.salt).update(dataJson).digest('base64url');
  const files = filesOf(setup.releaseDir, page);
  if (setup.previousHashes[page.path] === hash) {
    if (setup.previousDir !== null) mkdirSync(path.dirname(files.html), { recursive: true });
    if (reuse(setup, page, files)) return { path: page.path, hash, status: 'unchanged', bytes: 0 };
  }
  mkdirSync(path.dirname(files.html), { recursive: true });
  const { html } = renderDocument(setup.ctx, page);
  writeFileSync(files.html, html);
  if (files.payload === null) return { path: page.path, hash, status: 'written', bytes: html.length };
  // `data` is exactly the input the page was rendered from (DESIGN §4).
  const payload = `{"buildId":${JSON.stringify(setup.ctx.buildId)},"path":${JSON.stringify(page.path)},"kind":${JSON.stringify(page.kind)},"data":${dataJson}}`;
  writeFileSync(files.payload, payload);
  return { path: page.path, hash, status: 'written', bytes: html.length + payload.length };
}

port.on('message', (message: RenderInit | RenderBatch) => {
  if (message.type === 'init') {
    init = message;
    port.postMessage({ type: 'ready' } satisfies WorkerReply);
    return;
  }
  const setup = init;
  const results: PageResult[] = [];
  for (const page of message.pages) {
    try {
      if (!setup) throw new Error('worker used before init');
      results.push(renderOne(setup, page));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      port.postMessage({ type: 'failed', id: message.id, path: page.path, message: reason } satisfies WorkerReply);
      return;
    }
  }
  port.postMessage({ type: 'done', id: message.id, results } satisfies WorkerReply);
});
