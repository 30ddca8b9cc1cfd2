/**
 * Unchanged pages of a complete release, hard-linked from the live release on this disk
 * (issue #13). A page is a folder and two links: three system calls, ~75 µs on the machines
 * here, so 10,000 unchanged listings held the main thread ~0.75 s while the render workers
 * idled. Past the first pages a thread of its own makes the links, beside the main thread's
 * plan files; a page whose files cannot be linked (the live release lost one) is handed back
 * to be rendered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageData } from '../contract/page-model.ts';
import { pageFiles } from './release-diff.ts';

/** Pages linked on the main thread before the thread starts: a small tenant never pays for starting one. */
export const LINK_THREAD_AFTER = 1_000;
const LINK_BATCH = 500;

/**
 * A page to link: its path and input key, kept until its files are linked, and its data made
 * for rendering it if they cannot be (a listing page no change reaches is never made otherwise).
 */
export interface LinkedPage {
  path: string;
  hash: string;
  page(): PageData;
}

export interface PageLinker {
  /** Links the page's files from the live release (now or on the thread). */
  add(linked: LinkedPage): void;
  /** Once every link is made: the pages whose files could not be linked, to render. */
  finish(): Promise<LinkedPage[]>;
  /** Stops the thread (the build failed or was interrupted); idempotent. */
  close(): Promise<void>;
}

type LinkFs = Pick<typeof import('node:fs'), 'linkSync' | 'mkdirSync'>;
type LinkPath = Pick<typeof path, 'join' | 'dirname' | 'sep'>;

/**
 * Links one page's files (release-relative, of a page whose path the plan checked:
 * release-checks.ts publishablePages, and checked again here); false when one cannot be
 * linked: the page is rendered instead. Runs here and, as its source text, on the thread, so
 * it touches nothing but its arguments.
 */
function linkPage(fs: LinkFs, paths: LinkPath, from: string, to: string, files: readonly string[]): boolean {
  try {
    const first = paths.join(to, files[0]!);
    if (!first.startsWith(to + paths.sep)) return false;
    fs.mkdirSync(paths.dirname(first), { recursive: true });
    for (const rel of files) fs.linkSync(paths.join(from, rel), paths.join(to, rel));
    return true;
  } catch {
    return false;
  }
}

// Plain CommonJS, run with `eval`: the thread needs no bundle.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const paths = require('node:path');
const linkPage = ${linkPage.toString()};
const { from, to } = workerData;
parentPort.on('message', ({ id, pages }) => {
  const failed = [];
  for (let i = 0; i < pages.length; i++) if (!linkPage(fs, paths, from, to, pages[i])) failed.push(i);
  parentPort.postMessage({ id, failed });
});
`;

export function pageLinker(previousDir: string, releaseDir: string, threadAfter = LINK_THREAD_AFTER): PageLinker {
  const from = path.resolve(previousDir);
  const to = path.resolve(releaseDir);
  const failed: LinkedPage[] = [];
  let linkedHere = 0;
  let thread: Worker | null = null;
  let threadError: Error | null = null;
  let batch: LinkedPage[] = [];
  let batchFiles: string[][] = [];
  let nextId = 0;
  const inFlight = new Map<number, LinkedPage[]>();
  let drained: (() => void) | null = null;
  const settle = () => {
    if ((inFlight.size === 0 || threadError) && drained) drained();
  };

  const startThread = (): Worker => {
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { from, to } });
    worker.on('message', ({ id, failed: indexes }: { id: number; failed: number[] }) => {
      const pages = inFlight.get(id);
      inFlight.delete(id);
      if (pages) for (const i of indexes) failed.push(pages[i]!);
      settle();
    });
    worker.on('error', (error) => {
      threadError = error;
      settle();
    });
    worker.on('exit', () => {
      // Ended with links still out (not by close()): those pages are not known to be there.
      if (thread === worker && inFlight.size > 0) threadError ??= new Error('the page-linking thread stopped');
      settle();
    });
    return worker;
  };

  const send = () => {
    if (batch.length === 0) return;
    thread ??= startThread();
    const id = nextId++;
    inFlight.set(id, batch);
    thread.postMessage({ id, pages: batchFiles });
    batch = [];
    batchFiles = [];
  };

  return {
    add(linked) {
      // The base lists every file of a page the build keeps (release-diff.ts trustedPageHashes): these are they.
      const files = pageFiles(linked.path);
      if (linkedHere < threadAfter) {
        linkedHere++;
        if (!linkPage(fs, path, from, to, files)) failed.push(linked);
        return;
      }
      batch.push(linked);
      batchFiles.push(files);
      if (batch.length >= LINK_BATCH) send();
    },
    async finish() {
      send();
      if (inFlight.size > 0 && !threadError) await new Promise<void>((resolve) => (drained = resolve));
      await this.close();
      if (threadError) throw threadError;
      return failed;
    },
    async close() {
      const worker = thread;
      thread = null;
      if (worker) await worker.terminate();
    },
  };
}
