/**
 * A render worker: renders each page of a batch through the one document renderer and
 * writes `index.html` + `_payload.json` at once. Only pages whose input changed reach it
 * (builds/incremental.ts decides on the main thread).
 * Runs from the server bundle (`.vitrine/server/render-worker.js`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { renderDocument } from '../renderer/document.tsx';
import { pageOutputFiles } from './output-paths.ts';
import type { PageResult, RenderBatch, RenderDrop, RenderInit, RenderJob, WorkerReply } from './render-protocol.ts';

const contexts = new Map<number, RenderInit>();
const port = parentPort;
if (port === null) throw new Error('render-worker must run in a worker thread');

function renderOne(setup: RenderInit, { page, hash }: RenderJob): PageResult {
  const files = pageOutputFiles(setup.releaseDir, page);
  mkdirSync(path.dirname(files.html), { recursive: true });
  const { html } = renderDocument(setup.ctx, page);
  writeFileSync(files.html, html);
  if (files.payload === null) return { path: page.path, hash, bytes: html.length };
  // `data` is exactly the input the page was rendered from (DESIGN §4).
  const payload = `{"buildId":${JSON.stringify(setup.ctx.buildId)},"path":${JSON.stringify(page.path)},"kind":${JSON.stringify(page.kind)},"data":${JSON.stringify(page)}}`;
  writeFileSync(files.payload, payload);
  return { path: page.path, hash, bytes: html.length + payload.length };
}

port.on('message', (message: RenderInit | RenderDrop | RenderBatch) => {
  if (message.type === 'init') {
    contexts.set(message.context, message);
    port.postMessage({ type: 'ready', context: message.context } satisfies WorkerReply);
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
