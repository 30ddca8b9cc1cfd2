/**
 * A render worker: renders each page of a batch through the one document
 * renderer and writes `index.html` + `_payload.json` at once, or hard-links
 * both from the previous release when the page's input has not changed.
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

/** Error pages are files in their own right (`/404.html`), with no payload beside them. */
function renderErrorFile(setup: RenderInit, page: RenderBatch['pages'][number]): PageResult {
  const file = outputFile(setup.releaseDir, path.posix.dirname(page.path), path.posix.basename(page.path));
  const { html } = renderDocument(setup.ctx, page);
  writeFileSync(file, html);
  return { path: page.path, hash: '', status: 'written', bytes: html.length };
}

function renderOne(setup: RenderInit, page: RenderBatch['pages'][number]): PageResult {
  if (page.kind === 'error') return renderErrorFile(setup, page);
  const dataJson = JSON.stringify(page);
  const hash = createHash('sha1').update(setup.salt).update(dataJson).digest('base64url');
  const htmlFile = outputFile(setup.releaseDir, page.path);
  const payloadFile = path.join(path.dirname(htmlFile), '_payload.json');
  mkdirSync(path.dirname(htmlFile), { recursive: true });

  if (setup.previousDir && setup.previousHashes[page.path] === hash) {
    const oldHtml = outputFile(setup.previousDir, page.path);
    const oldPayload = path.join(path.dirname(oldHtml), '_payload.json');
    if (tryLink(oldHtml, htmlFile) && tryLink(oldPayload, payloadFile)) {
      return { path: page.path, hash, status: 'unchanged', bytes: 0 };
    }
  }
  const { html } = renderDocument(setup.ctx, page);
  // `data` is exactly the input the page was rendered from (DESIGN §4).
  const payload = `{"buildId":${JSON.stringify(setup.ctx.buildId)},"path":${JSON.stringify(page.path)},"kind":${JSON.stringify(page.kind)},"data":${dataJson}}`;
  writeFileSync(htmlFile, html);
  writeFileSync(payloadFile, payload);
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
