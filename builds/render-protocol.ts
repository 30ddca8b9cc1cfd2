/** Messages between the build and its render workers. */
import type { PageData, SiteContext } from '../contract/page-model.ts';
import type { WrittenFile } from './file-manifest.ts';
import type { FeedSpliced, FeedSpliceInput } from './feed-splice.ts';
import type { LiveFeedSource } from './portal-feed.ts';

/** A tenant's render context, kept by each worker under `context` until dropped: tenants of `build --all` render at once. */
export interface RenderInit {
  type: 'init';
  context: number;
  ctx: SiteContext;
  releaseDir: string;
}

export interface RenderDrop {
  type: 'drop';
  context: number;
}

/** A page to render, with its input key (builds/incremental.ts): only pages whose input changed are sent. */
export interface RenderJob {
  page: PageData;
  hash: string;
  /**
   * A listing page's validated home record, as V8 serialised it into the build's spill file; the
   * page is sent without its `home`, and the worker takes the public copy of this (./wire-page.ts).
   */
  home?: Uint8Array;
}

export interface RenderBatch {
  type: 'batch';
  id: number;
  context: number;
  jobs: RenderJob[];
}

export interface PageResult {
  path: string;
  hash: string;
  bytes: number;
  /** The files written, release-relative, with their digest: the finish stage does not read them again. */
  files: WrittenFile[];
}

/**
 * The portal feed put together on a worker from the live feed's bytes (./feed-splice.ts), which
 * it reads (or is given) and checks against their digest; `elements`: the new ones, by listing index.
 */
export interface FeedJob {
  type: 'feed';
  id: number;
  file: string;
  input: FeedSpliceInput;
  elements: Map<number, Uint8Array | null>;
  live: LiveFeedSource;
}

/**
 * A page a worker renders and throws away before its first batch (nothing is written or
 * answered): the render code is compiled while the worker would wait, so a rebuild's handful of
 * pages render warm (the first page of a fresh worker took ~30 ms, the next ones 2–7).
 */
export interface RenderWarm {
  type: 'warm';
  ctx: SiteContext;
  job: RenderJob;
}

export type WorkerReply =
  | { type: 'done'; id: number; results: PageResult[] }
  | { type: 'failed'; id: number; path: string; message: string }
  | { type: 'feed-done'; id: number; spliced: FeedSpliced }
  | { type: 'feed-failed'; id: number; message: string };
