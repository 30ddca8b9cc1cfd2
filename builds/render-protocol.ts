/** Messages between the build and its render workers. */
import type { PageData, SiteContext } from '../contract/page-model.ts';

export interface RenderInit {
  type: 'init';
  ctx: SiteContext;
  releaseDir: string;
  /** The live release on this disk, unchanged pages are hard-linked from it; null: they are not written (a delta). */
  previousDir: string | null;
  /** Page path → input hash of the live build (empty on --full or without a base). */
  previousHashes: Record<string, string>;
  /** Mixed into every page hash: app bundle + site config, so a change to either re-renders all. */
  salt: string;
}

export interface RenderBatch {
  type: 'batch';
  id: number;
  pages: PageData[];
}

export interface PageResult {
  path: string;
  hash: string;
  status: 'written' | 'unchanged';
  bytes: number;
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; results: PageResult[] }
  | { type: 'failed'; id: number; path: string; message: string };
