/**
 * Resizing for the storage emulation (./storage-endpoint.ts) with sharp,
 * cached on disk: a variant is made once per source file version (path,
 * mtime, size) and params, then served from the cache. sharp is loaded on
 * the first resize only, so `serve` without a data folder never needs it.
 *
 * Bounded (issue #12 item 10): the cache folder holds at most `maxBytes`
 * (least recently used variants removed first, ./disk-lru.ts), at most
 * `concurrency` resizes run at once and `queue` wait; past that a request is
 * refused at once (QueueFullError → 503 + Retry-After) instead of slowing
 * every page of the machine.
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SharpMissing, vitrineError } from '../domain/errors.ts';
import { DiskLru } from './disk-lru.ts';
import { resizeKey, type ResizeParams } from './image-params.ts';
import { TaskQueue } from './task-queue.ts';

export const DEFAULT_IMAGE_CACHE_DIR = path.join(os.tmpdir(), 'vitrine-image-cache');
/** Part of every cache key: bump it when the way variants are made changes, or old ones would be served. */
const RENDER_VERSION = 2;

/** Output formats by source extension, for format=origin. */
const ORIGIN_FORMATS = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp', '.avif': 'avif', '.gif': 'gif' } as const;
type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export const OUTPUT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** The raster sources sharp is asked to read; svg is served as is, never rasterised. */
export function isResizableSource(file: string): boolean {
  return path.extname(file).toLowerCase() in ORIGIN_FORMATS;
}

export interface ResizedImage {
  file: string;
  type: string;
}

type Sharp = (typeof import('sharp'))['default'];
let sharpModule: Promise<Sharp> | undefined;
/** sharp is an optional dependency: when it is not installed (or its libvips is not), resizing fails with SharpMissing. */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then(
    (m) => {
      // Its ES module has a default export only; its types also declare the functions as named exports.
      const sharp = m.default as Sharp & { concurrency(threads: number): number };
      // The machine's cores serve pages too: one libvips thread per resize.
      sharp.concurrency(1);
      return sharp;
    },
    (error: unknown) => {
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
      throw vitrineError(SharpMissing, [reason], { cause: error });
    },
  );
  return sharpModule;
}

/** Null when sharp loads, else the warning to print (`vitrine serve --data`, `vitrine preview` at start). */
export async function sharpProblem(): Promise<string | null> {
  try {
    await loadSharp();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The box to resize to: never larger than the source (as the provider's imgproxy, which does
 * not enlarge), and when both sides are given, shrunk as a whole so the aspect ratio the
 * page reserved is kept.
 */
export function targetBox(source: { width: number; height: number }, params: Pick<ResizeParams, 'width' | 'height'>): { width?: number; height?: number } {
  const { width, height } = params;
  if (width === undefined || height === undefined) {
    if (width !== undefined) return { width: Math.min(width, source.width) };
    if (height !== undefined) return { height: Math.min(height, source.height) };
    return {};
  }
  const factor = Math.min(1, source.width / width, source.height / height);
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

async function render(source: string, target: string, format: OutputFormat, params: ResizeParams): Promise<number> {
  const sharp = await loadSharp();
  // limitInputPixels guards against decompression bombs (a small file of a huge image).
  let image = sharp(source, { limitInputPixels: 50_000_000 }).rotate();
  if (params.width !== undefined || params.height !== undefined) {
    const meta = await image.metadata();
    // EXIF orientations 5–8 turn the picture a quarter: its upright sides are swapped.
    const turned = (meta.orientation ?? 1) >= 5;
    const upright = { width: (turned ? meta.height : meta.width) ?? 1, height: (turned ? meta.width : meta.height) ?? 1 };
    image = image.resize({
      ...targetBox(upright, params),
      fit: params.resize,
      ...(params.resize === 'contain' ? { background: { r: 255, g: 255, b: 255, alpha: format === 'jpeg' ? 1 : 0 } } : {}),
    });
  }
  const quality = params.quality;
  const encoded =
    format === 'webp' ? image.webp({ quality })
    : format === 'avif' ? image.avif({ quality })
    : format === 'jpeg' ? image.jpeg({ quality, mozjpeg: true })
    : format === 'png' ? image.png()
    : image.gif();
  const buffer = await encoded.toBuffer();
  // Written aside then renamed: a concurrent reader never sees half a file.
  const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  await writeFile(partial, buffer);
  await rename(partial, target);
  return buffer.length;
}

export interface ImageResizer {
  resize(source: string, params: ResizeParams): Promise<ResizedImage>;
}

export interface ImageResizeOptions {
  /** Where variants are kept (default: vitrine-image-cache in the OS temp folder). */
  cacheDir?: string;
  /** Bytes of variants kept on disk (default 512 MB); the least recently used are removed first. */
  maxBytes?: number;
  /** Resizes at once (default 2: the cores serve pages too). */
  concurrency?: number;
  /** Resizes waiting for their turn (default 16); past it a request gets QueueFullError (./task-queue.ts). */
  queue?: number;
}

export const DEFAULT_IMAGE_CACHE_BYTES = 512 * 1024 * 1024;

export function createImageResizer(options: ImageResizeOptions = {}): ImageResizer {
  const cacheDir = options.cacheDir ?? DEFAULT_IMAGE_CACHE_DIR;
  const lru = new DiskLru(cacheDir, options.maxBytes ?? DEFAULT_IMAGE_CACHE_BYTES);
  const queue = new TaskQueue(options.concurrency ?? 2, options.queue ?? 16);
  /** Variants being made: a second request for one waits for the first. */
  const pending = new Map<string, Promise<ResizedImage>>();

  async function make(source: string, target: string, format: OutputFormat, params: ResizeParams): Promise<ResizedImage> {
    if (await lru.touch(target)) return { file: target, type: OUTPUT_TYPES[format] };
    const bytes = await queue.run(async () => {
      await mkdir(cacheDir, { recursive: true });
      return render(source, target, format, params);
    });
    await lru.add(target, bytes);
    return { file: target, type: OUTPUT_TYPES[format] };
  }

  return {
    async resize(source, params) {
      const extension = path.extname(source).toLowerCase() as keyof typeof ORIGIN_FORMATS;
      const format: OutputFormat = params.format === 'origin' ? ORIGIN_FORMATS[extension] : params.format;
      const { mtimeMs, size } = await stat(source);
      const key = createHash('sha256').update(`${RENDER_VERSION}\0${source}\0${mtimeMs}\0${size}\0${resizeKey(params)}`).digest('hex').slice(0, 32);
      const target = path.join(cacheDir, `${key}.${format}`);
      let job = pending.get(target);
      if (!job) {
        job = make(source, target, format, params).finally(() => pending.delete(target));
        pending.set(target, job);
      }
      return job;
    },
  };
}
