/** Messages between the build and its render workers. */
import type { PageData, SiteContext } from '../contract/page-model.ts';
import type { WrittenFile } from './file-manifest.ts';

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

export type WorkerReply =
  | { type: 'done'; id: number; results: PageResult[] }
  | { type: 'failed'; id: number; path: string; message: string };
