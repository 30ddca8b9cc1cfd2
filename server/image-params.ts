/**
 * The query of the storage's resize endpoint (Supabase-style, spec §7.3):
 * `?width=&height=&resize=cover|contain|fill&format=webp|avif|origin&quality=`,
 * read strictly — a value out of range is a 400, never clamped, so a page
 * asking for something the provider would refuse fails here too. Unknown
 * parameters are ignored: a source path may carry its own (`a.jpg?v=2`).
 */

export const MAX_IMAGE_DIMENSION = 2560;
export const DEFAULT_QUALITY = 80;

export type ResizeFit = 'cover' | 'contain' | 'fill';
export type ResizeFormat = 'webp' | 'avif' | 'origin';

export interface ResizeParams {
  width?: number;
  height?: number;
  resize: ResizeFit;
  format: ResizeFormat;
  quality: number;
}

export type ParsedResize = { ok: true; params: ResizeParams } | { ok: false; error: string };

const FITS: readonly ResizeFit[] = ['cover', 'contain', 'fill'];
const FORMATS: readonly ResizeFormat[] = ['webp', 'avif', 'origin'];

function wholeNumber(query: URLSearchParams, name: string, max: number): number | undefined | string {
  const values = query.getAll(name);
  if (values.length === 0) return undefined;
  if (values.length > 1) return `${name} is given more than once`;
  const raw = values[0]!;
  if (!/^[0-9]{1,5}$/.test(raw)) return `${name} must be a whole number from 1 to ${max}`;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : `${name} must be a whole number from 1 to ${max}`;
}

function oneOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[], fallback: T): T | { error: string } {
  const values = query.getAll(name);
  if (values.length === 0) return fallback;
  if (values.length > 1) return { error: `${name} is given more than once` };
  const value = values[0] as T;
  return allowed.includes(value) ? value : { error: `${name} must be one of ${allowed.join(', ')}` };
}

export function parseResizeParams(query: URLSearchParams): ParsedResize {
  const width = wholeNumber(query, 'width', MAX_IMAGE_DIMENSION);
  if (typeof width === 'string') return { ok: false, error: width };
  const height = wholeNumber(query, 'height', MAX_IMAGE_DIMENSION);
  if (typeof height === 'string') return { ok: false, error: height };
  const quality = wholeNumber(query, 'quality', 100);
  if (typeof quality === 'string') return { ok: false, error: quality };
  const resize = oneOf(query, 'resize', FITS, 'cover');
  if (typeof resize === 'object') return { ok: false, error: resize.error };
  const format = oneOf(query, 'format', FORMATS, 'origin');
  if (typeof format === 'object') return { ok: false, error: format.error };
  return {
    ok: true,
    params: { ...(width !== undefined ? { width } : {}), ...(height !== undefined ? { height } : {}), resize, format, quality: quality ?? DEFAULT_QUALITY },
  };
}

/** A stable text of the params, for the cache key. */
export function resizeKey(params: ResizeParams): string {
  return `w=${params.width ?? ''}&h=${params.height ?? ''}&r=${params.resize}&f=${params.format}&q=${params.quality}`;
}
