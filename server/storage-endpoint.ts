/**
 * The provider's storage, emulated at `/storage` of every site for
 * `vitrine serve --data` and `vitrine preview --data` (spec §7.3): a build
 * with `--storage-url /storage` writes the same resize URLs as production,
 * and this answers them from the data folder.
 *   GET /storage/<path>                      → <dataDir>/<site>/<path>, as is
 *   GET /storage/render/image/<path>?width=… → resized (./image-resize.ts)
 * The site is the Host's, as for leads. Only image files under the site's
 * folder are ever read: no `..`, no absolute path, no symlink out of it, and
 * never its JSON (site config, listings, leads).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentType } from './http-files.ts';
import { guarded, sendFile } from './http-reply.ts';
import { parseResizeParams } from './image-params.ts';
import { createImageResizer, isResizableSource, type ImageResizeOptions } from './image-resize.ts';
import { siteDataDir } from './leads-endpoint.ts';
import { safeFileInside } from './safe-files.ts';
import { QueueFullError } from './task-queue.ts';
import { SharpMissing, VitrineError } from '../domain/errors.ts';

export const STORAGE_PATH = '/storage';
const RENDER_PREFIX = 'render/image/';
const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PLAIN_CACHE = 'public, max-age=86400';

export interface StorageEndpointOptions extends ImageResizeOptions {
  dataDir: string;
  stagingSite?: string;
}

export type StorageHandler = (req: IncomingMessage, res: ServerResponse) => void;

class StorageError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** Whether a request is for the storage (any method: the endpoint answers 405 itself). */
export function isStorageRequest(req: IncomingMessage): boolean {
  const pathname = (req.url ?? '').split('?')[0]!;
  return pathname === STORAGE_PATH || pathname.startsWith(`${STORAGE_PATH}/`);
}

/** The path's segments, decoded; any segment that could leave the folder is a 404. */
function segmentsOf(rawPath: string): string[] {
  const segments = rawPath.split('/').map((raw) => {
    try {
      return decodeURIComponent(raw);
    } catch {
      throw new StorageError(400, 'Bad Request');
    }
  });
  if (segments.some((s) => s === '' || s === '.' || s === '..' || /[/\\\0]/.test(s) || path.isAbsolute(s))) throw new StorageError(404, 'Not Found');
  return segments;
}

/** The real file of `segments` under `siteDir`, an image, or a 404: symlinks are followed, then checked to stay inside. */
async function imageFile(siteDir: string, segments: string[]): Promise<string> {
  const file = await safeFileInside(siteDir, segments.join('/'));
  if (!file || !IMAGE_EXTENSIONS.has(extension(segments.at(-1)!)) || !IMAGE_EXTENSIONS.has(extension(file))) throw new StorageError(404, 'Not Found');
  return file;
}

const extension = (name: string) => path.extname(name).toLowerCase();

function sendImage(req: IncomingMessage, res: ServerResponse, file: string, type: string, cache: string): void {
  sendFile(req, res, 200, file, {
    'content-type': type,
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
    // An svg opened on its own is a document: no script of the tenant's file may run on the site's origin.
    ...(type === 'image/svg+xml' ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {}),
  });
}

export function createStorageEndpoint(options: StorageEndpointOptions): StorageHandler {
  const resizer = createImageResizer(options);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new StorageError(405, 'Method Not Allowed');
    const url = new URL(req.url ?? '/', 'http://storage.invalid');
    const rawPath = url.pathname.slice(STORAGE_PATH.length + 1);
    const render = rawPath.startsWith(RENDER_PREFIX);
    const segments = segmentsOf(render ? rawPath.slice(RENDER_PREFIX.length) : rawPath);
    const siteDir = siteDataDir(options.dataDir, req.headers.host, options.stagingSite);
    if (!siteDir) throw new StorageError(404, 'Not Found');
    const params = render ? parseResizeParams(url.searchParams) : undefined;
    if (params && !params.ok) throw new StorageError(400, params.error);
    const file = await imageFile(siteDir, segments);
    if (!params || !isResizableSource(file)) return sendImage(req, res, file, contentType(file), PLAIN_CACHE);
    let resized;
    try {
      resized = await resizer.resize(file, params.params);
    } catch (error) {
      if (error instanceof QueueFullError) throw new StorageError(503, 'busy resizing: retry shortly');
      if (error instanceof VitrineError && error.entry === SharpMissing.name) throw new StorageError(501, `image resizing needs sharp, an optional dependency that is not installed here (${SharpMissing.hint})`);
      process.stderr.write(`vitrine storage: cannot resize ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
      throw new StorageError(422, 'the file cannot be read as an image');
    }
    sendImage(req, res, resized.file, resized.type, IMMUTABLE);
  }

  return guarded('storage', handle, (error) =>
    error instanceof StorageError
      ? { status: error.status, body: error.message, headers: { ...(error.status === 405 ? { allow: 'GET, HEAD' } : {}), ...(error.status === 503 ? { 'retry-after': '2' } : {}) } }
      : undefined,
  );
}
