/** Messages between the build and its render workers. */
import type { PageData, SiteContext } from '../contract/page-model.ts';

export interface RenderInit {
  type: 'init';
  ctx: SiteContext;
  releaseDir: string;
}

/** A page to render, with its input key (builds/incremental.ts): only pages whose input changed are sent. */
export interface RenderJob {
  page: PageData;
  hash: string;
}

export interface RenderBatch {
  type: 'batch';
  id: number;
  jobs: RenderJob[];
}

export interface PageResult {
  path: string;
  hash: string;
  bytes: number;
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; results: PageResult[] }
  | { type: 'failed'; id: number; path: string; message: string };
