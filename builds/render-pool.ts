/**
 * A pool of render workers (one per core by default). Pages are pulled from
 * the plan's generator in small batches, so planning, rendering and writing
 * overlap and nothing holds every page in memory. Several tenants render
 * through it at once (`build --all`), each under its own context in every
 * worker, so no worker waits for one tenant's first batch or last page.
 */
import { Worker } from 'node:worker_threads';
import { RenderFailed, vitrineError, WorkersStopped } from '../domain/errors.ts';
import type { Renderer } from '../renderer/document.tsx';
import type { FeedJob, PageResult, RenderBatch, RenderInit, RenderJob, RenderWarm, WorkerReply } from './render-protocol.ts';
import type { FeedSpliced, FeedSpliceInput } from './feed-splice.ts';
import type { LiveFeedSource } from './portal-feed.ts';

const BATCH_SIZE = 64;
// Three batches queued per worker keep it busy while the main thread writes the plan files.
const IN_FLIGHT_PER_WORKER = 3;

/**
 * A render worker's old generation, in MB. V8 sizes a heap's growth by its limit: without one a
 * worker's heap reached ~100 MB at 10,000 listings, with this one ~53 MB (−100 MB of the build's
 * peak RSS for two workers; its pages and cards hold ~25–35 MB). A worker that runs out of it is
 * replaced by one without the limit, and its batches are rendered there (`replaceOutOfMemory`).
 */
export const WORKER_OLD_GENERATION_MB = 128;

interface PendingBatch {
  context: number;
  jobs: RenderJob[];
  resolve: (r: PageResult[]) => void;
  reject: (e: Error) => void;
}

interface PooledWorker {
  /** Replaced in place when it runs out of memory: the pumps holding this entry go on with the new one. */
  worker: Worker;
  pending: Map<number, PendingBatch>;
  /** Portal feeds being put together there (`spliceFeed`). */
  feeds: Map<number, { resolve: (spliced: FeedSpliced) => void; reject: (e: Error) => void }>;
}

/** What a tenant's pages are rendered with: its site context and its release folder. */
export type RenderSetup = Omit<RenderInit, 'type' | 'context'>;

const openPools = new Set<RenderPool>();
/** Workers with a batch sent and not answered yet, across open pools: the many-tenant bench tells rendering seconds by it. */
export function workersWithBatches(): number {
  let busy = 0;
  for (const pool of openPools) busy += pool.busyWorkers;
  return busy;
}

export class RenderPool {
  private readonly workers: PooledWorker[] = [];
  /** The tenants rendering now: a worker started later gets their contexts and pulls their batches too. */
  private readonly running = new Map<number, { setup: RenderSetup; addWorker: (entry: PooledWorker) => void }>();
  private nextBatchId = 0;
  private nextContext = 0;
  private closed = false;
  /** Workers replaced after running out of memory (`replaceOutOfMemory`). */
  replaced = 0;

  /**
   * One worker starts at once, the others when a tenant has more than one batch to render:
   * a rebuild that renders a handful of pages then does not pay for workers starting up
   * beside its load on the main thread (−0.35 s of 3.5 s at 10,000 listings on 2 cores).
   * `renderer: 'react'` renders whole pages through React (the static renderer's reference: tests, bench).
   */
  constructor(
    private readonly workerFile: string,
    private readonly capacity: number,
    private readonly renderer: Renderer = 'static',
    private readonly oldGenerationMb: number = WORKER_OLD_GENERATION_MB,
  ) {
    this.capacity = Math.max(1, capacity);
    this.spawn();
    openPools.add(this);
  }

  private spawn(): PooledWorker {
    const entry = { pending: new Map(), feeds: new Map() } as PooledWorker;
    this.attach(entry, this.oldGenerationMb);
    this.workers.push(entry);
    return entry;
  }

  /** Starts the worker of an entry; events of a worker the entry no longer holds are ignored. */
  private attach(entry: PooledWorker, oldGenerationMb: number | undefined): void {
    // Rendering is always React's production build, whatever NODE_ENV the caller runs under.
    // A smaller young generation keeps two workers' heaps under the memory bar (measured: −20 MB
    // each at 10,000 listings, no slower; 8 MB saves more but costs ~3 % in time).
    const resourceLimits = { maxYoungGenerationSizeMb: 16, ...(oldGenerationMb !== undefined ? { maxOldGenerationSizeMb: oldGenerationMb } : {}) };
    const worker = new Worker(this.workerFile, { env: { ...process.env, NODE_ENV: 'production' }, workerData: { renderer: this.renderer }, resourceLimits });
    entry.worker = worker;
    worker.on('message', (reply: WorkerReply) => entry.worker === worker && this.onReply(entry, reply));
    worker.on('error', (error: Error & { code?: string }) => {
      if (entry.worker !== worker) return;
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY' && oldGenerationMb !== undefined && !this.closed) this.replaceOutOfMemory(entry);
      else this.failAll(entry, error);
    });
    worker.on('exit', (code) => entry.worker === worker && code !== 0 && this.failAll(entry, new Error(`render worker exited with code ${code}`)));
  }

  /**
   * A worker that ran out of its old generation (a tenant with pages far larger than usual):
   * a worker without the limit takes its place, gets the contexts of the tenants rendering now
   * and renders the batches the first one had not answered. Nothing is lost or failed.
   */
  private replaceOutOfMemory(entry: PooledWorker): void {
    this.replaced++;
    this.failFeeds(entry, new Error('render worker ran out of memory'));
    this.attach(entry, undefined);
    for (const [context, run] of this.running) entry.worker.postMessage({ type: 'init', context, ...run.setup } satisfies RenderInit);
    for (const [id, batch] of entry.pending) entry.worker.postMessage({ type: 'batch', id, context: batch.context, jobs: batch.jobs } satisfies RenderBatch);
  }

  /** Starts one more worker (up to the pool's size) for the tenants rendering now. */
  private grow(): void {
    if (this.closed || this.workers.length >= this.capacity) return;
    const entry = this.spawn();
    for (const [context, run] of this.running) {
      entry.worker.postMessage({ type: 'init', context, ...run.setup } satisfies RenderInit);
      run.addWorker(entry);
    }
  }

  /** The number of workers the pool runs when there is work for them all. */
  get size(): number {
    return this.capacity;
  }

  /** The workers started so far. */
  get started(): number {
    return this.workers.length;
  }

  /** The workers with a batch out. */
  get busyWorkers(): number {
    return this.workers.filter((entry) => entry.pending.size > 0).length;
  }

  private onReply(entry: PooledWorker, reply: WorkerReply): void {
    if (reply.type === 'feed-done' || reply.type === 'feed-failed') {
      const feed = entry.feeds.get(reply.id);
      entry.feeds.delete(reply.id);
      if (reply.type === 'feed-done') feed?.resolve(reply.spliced);
      else feed?.reject(new Error(reply.message));
      return;
    }
    const pending = entry.pending.get(reply.id);
    if (!pending) return;
    entry.pending.delete(reply.id);
    if (reply.type === 'done') pending.resolve(reply.results);
    else pending.reject(vitrineError(RenderFailed, [reply.path, reply.message]));
  }

  private failAll(entry: PooledWorker, error: Error): void {
    for (const pending of entry.pending.values()) pending.reject(error);
    entry.pending.clear();
    this.failFeeds(entry, error);
  }

  private failFeeds(entry: PooledWorker, error: Error): void {
    // A closed pool (Ctrl-C) says so: the caller then stops instead of making the feed itself.
    const reason = this.closed ? vitrineError(WorkersStopped) : error;
    for (const feed of entry.feeds.values()) feed.reject(reason);
    entry.feeds.clear();
  }

  /**
   * Puts a portal feed together on the first worker (./feed-splice.ts) while this thread goes on
   * (a rebuild plans meanwhile). The worker reads the live feed itself when it is a file here;
   * bytes are handed over when they are a buffer of their own, not copied (17 MB at 10,000
   * listings). Rejects when the worker cannot or is gone.
   */
  spliceFeed(file: string, input: FeedSpliceInput, elements: Map<number, Uint8Array | null>, live: LiveFeedSource): Promise<FeedSpliced> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(vitrineError(WorkersStopped));
      const entry = this.workers[0]!;
      const id = this.nextBatchId++;
      entry.feeds.set(id, { resolve, reject });
      const bytes = 'bytes' in live.source ? live.source.bytes : null;
      const own = bytes !== null && bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.byteLength > 0;
      entry.worker.postMessage({ type: 'feed', id, file, input, elements, live } satisfies FeedJob, own ? [bytes.buffer as ArrayBuffer] : []);
    });
  }

  /** Has every worker render `job` and throw it away (render-protocol.ts RenderWarm): sent before a tenant's plan, it runs while the worker would wait. */
  warm(ctx: RenderWarm['ctx'], job: RenderJob): void {
    if (this.closed) return;
    for (const entry of this.workers) entry.worker.postMessage({ type: 'warm', ctx, job } satisfies RenderWarm);
  }

  /**
   * Sends a tenant's context to every worker. Not awaited: a port delivers in order, so each
   * worker has the context before the tenant's first batch. (A worker confirms only after the
   * batches queued before it, so waiting for every confirmation held the new tenant's first
   * batch behind the busiest worker's queue while the other worker could have taken it.)
   */
  private init(context: number, setup: RenderSetup): void {
    if (this.closed) return;
    for (const entry of this.workers) entry.worker.postMessage({ type: 'init', context, ...setup } satisfies RenderInit);
  }

  private send(entry: PooledWorker, context: number, jobs: RenderJob[]): Promise<PageResult[]> {
    const id = this.nextBatchId++;
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(vitrineError(WorkersStopped));
      entry.pending.set(id, { context, jobs, resolve, reject });
      entry.worker.postMessage({ type: 'batch', id, context, jobs } satisfies RenderBatch);
    });
  }

  /** Renders every job the iterator yields with one tenant's setup; `onResult` sees each page as it is written. */
  async renderAll(setup: RenderSetup, pages: Iterator<RenderJob>, onResult: (result: PageResult) => void, onStarted?: () => void): Promise<void> {
    const context = this.nextContext++;
    this.init(context, setup);
    try {
      await this.pumpAll(context, setup, pages, onResult, onStarted);
    } finally {
      this.running.delete(context);
      if (!this.closed) for (const entry of this.workers) entry.worker.postMessage({ type: 'drop', context });
    }
  }

  private async pumpAll(context: number, setup: RenderSetup, pages: Iterator<RenderJob>, onResult: (result: PageResult) => void, onStarted?: () => void): Promise<void> {
    let exhausted = false;
    let failure: { error: unknown } | undefined;
    const nextBatch = (): RenderJob[] => {
      const batch: RenderJob[] = [];
      while (!exhausted && failure === undefined && batch.length < BATCH_SIZE) {
        const next = pages.next();
        if (next.done) exhausted = true;
        else batch.push(next.value);
      }
      return batch;
    };
    const pump = async (entry: PooledWorker) => {
      for (let batch = nextBatch(); batch.length > 0; batch = nextBatch()) {
        if (!exhausted) this.grow(); // more than one batch: worth another worker
        for (const result of await this.send(entry, context, batch)) onResult(result);
      }
    };
    // A worker started while this tenant renders adds its pumps here; the first failure stops every pump.
    // It fails at once, as Promise.all would (a batch sent to a worker that died never answers).
    const pumps: Promise<void>[] = [];
    let fail: (error: unknown) => void = () => {};
    const failed = new Promise<never>((_, reject) => (fail = reject));
    const addPump = (entry: PooledWorker) =>
      pumps.push(
        pump(entry).catch((error: unknown) => {
          failure ??= { error };
          fail(error);
        }),
      );
    const addWorker = (entry: PooledWorker) => {
      for (let i = 0; i < IN_FLIGHT_PER_WORKER; i++) addPump(entry);
    };
    this.running.set(context, { setup, addWorker });
    // Round by round, so a tenant of a few batches (a 200-listing one has 3) is spread over the
    // workers: worker by worker, the first worker's pumps took them all and the other one idled.
    const entries = [...this.workers];
    for (let i = 0; i < IN_FLIGHT_PER_WORKER; i++) for (const entry of entries) addPump(entry);
    onStarted?.(); // every pump has sent its first batch (they run synchronously up to their first await)
    const allDone = (async () => {
      for (let i = 0; i < pumps.length; i++) await pumps[i]; // the list grows while a worker starts
    })();
    await Promise.race([allDone, failed]);
  }

  /** Stops every worker (also mid-render, on Ctrl-C): pending and later batches fail. Idempotent. */
  async close(): Promise<void> {
    this.closed = true;
    openPools.delete(this);
    await Promise.all(
      this.workers.map(async (entry) => {
        await entry.worker.terminate();
        this.failAll(entry, vitrineError(WorkersStopped));
      }),
    );
  }
}
