/**
 * Image URLs (spec §7.3). Relative paths live in the provider's storage bucket
 * and are prefixed with its base URL; absolute http(s) and blob: URLs are used
 * as they are; any other scheme (javascript:, data:, file:…) is refused, since
 * the value comes from tenant data and ends up in src and href attributes.
 *
 * With a width or height, a relative path goes through the storage's resize
 * endpoint, Supabase-style:
 *   {storageBaseUrl}/render/image/{path}?width=&height=&resize=cover&format=webp&quality=
 * (the plain file being {storageBaseUrl}/{path}). Absolute URLs are never resized:
 * we cannot know what another host accepts.
 */

export type ImageFit = 'cover' | 'contain' | 'fill';
export type ImageFormat = 'webp' | 'avif' | 'origin';

export interface ImageUrlOptions {
  /** e.g. 'https://xyz.supabase.co/storage/v1'; without it relative paths are served from the site root. */
  storageBaseUrl?: string | null;
  width?: number;
  height?: number;
  fit?: ImageFit;
  format?: ImageFormat;
  /** 1–100. */
  quality?: number;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const PASS_THROUGH_SCHEMES = new Set(['http', 'https', 'blob']);
// Browsers ignore these inside a URL ('java\tscript:'), so scheme checks must too.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function positiveInteger(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return undefined;
  return Math.max(1, Math.round(value));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Splits 'a/b.jpg?v=2#x' into an encoded clean path ('a/b.jpg') and its query ('v=2'). */
function splitRelative(src: string): { path: string; query: string } {
  const hashAt = src.indexOf('#');
  const withoutHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const rawPath = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);
  // Dot segments are dropped so a path cannot climb out of the bucket prefix.
  const path = rawPath
    .replace(/\\/g, '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map((segment) => encodeURIComponent(safeDecode(segment)))
    .join('/');
  return { path, query };
}

function withQuery(url: string, query: string): string {
  return query === '' ? url : `${url}?${query}`;
}

type ImageSource = { kind: 'absolute'; url: string } | { kind: 'relative'; path: string; query: string };

/**
 * A storage path of unreserved characters only, no empty or dot-leading segment, nothing to
 * trim: what `splitRelative` would give back unchanged (less a leading '/'). Most listing photos
 * are such paths, and each page names dozens of them.
 */
const PLAIN_PATH = /^\/?[\w~-][\w.~-]*(?:\/[\w~-][\w.~-]*)*$/;

/** Absolute (used as is), relative (a storage path), or undefined when empty or unsafe. */
function classifySource(src: string | null | undefined): ImageSource | undefined {
  if (typeof src !== 'string') return undefined;
  if (PLAIN_PATH.test(src)) return { kind: 'relative', path: src.charCodeAt(0) === 47 ? src.slice(1) : src, query: '' };
  const cleaned = src.replace(CONTROL_CHARACTERS, '').trim();
  if (cleaned === '') return undefined;
  // Protocol-relative ('//cdn…/a.jpg') is absolute: it takes the page's https.
  if (cleaned.startsWith('//')) return { kind: 'absolute', url: cleaned };
  const scheme = SCHEME.exec(cleaned)?.[1];
  if (scheme !== undefined) return PASS_THROUGH_SCHEMES.has(scheme.toLowerCase()) ? { kind: 'absolute', url: cleaned } : undefined;
  const { path, query } = splitRelative(cleaned);
  return path === '' ? undefined : { kind: 'relative', path, query };
}

function storageBase(options: ImageUrlOptions): string {
  return (options.storageBaseUrl ?? '').trim().replace(/\/+$/, '');
}

export function imageUrl(src: string | null | undefined, options: ImageUrlOptions = {}): string | undefined {
  const source = classifySource(src);
  if (source === undefined) return undefined;
  if (source.kind === 'absolute') return source.url;

  const { path, query } = source;
  const base = storageBase(options);
  if (base === '') return withQuery(`/${path}`, query);

  const width = positiveInteger(options.width);
  const height = positiveInteger(options.height);
  if (width === undefined && height === undefined) return withQuery(`${base}/${path}`, query);

  const quality = positiveInteger(options.quality);
  const fit = options.fit ?? 'cover';
  const format = options.format ?? 'webp';
  if (query === '') {
    // What URLSearchParams writes for these names and values (digits and fixed words need no
    // encoding), without it: a page names ~100 such URLs, and this was 13 % of its render.
    const size = `${width !== undefined ? `width=${width}&` : ''}${height !== undefined ? `height=${height}&` : ''}`;
    return `${base}/render/image/${path}?${size}resize=${fit}&format=${format}${quality !== undefined ? `&quality=${Math.min(quality, 100)}` : ''}`;
  }
  const params = new URLSearchParams(query);
  if (width !== undefined) params.set('width', String(width));
  if (height !== undefined) params.set('height', String(height));
  params.set('resize', fit);
  params.set('format', format);
  if (quality !== undefined) params.set('quality', String(Math.min(quality, 100)));
  return `${base}/render/image/${path}?${params.toString()}`;
}

/**
 * A srcset of resized variants ('… 320w, … 640w'), or undefined when the image
 * cannot be resized (absolute URL, no storage base): then plain src is enough.
 * When options give both width and height, each variant keeps that aspect ratio.
 */
export function srcSet(src: string | null | undefined, widths: readonly number[], options: ImageUrlOptions = {}): string | undefined {
  if (classifySource(src)?.kind !== 'relative' || storageBase(options) === '') return undefined;
  const baseWidth = positiveInteger(options.width);
  const baseHeight = positiveInteger(options.height);
  const variants = [...new Set(widths.map(positiveInteger).filter((width): width is number => width !== undefined))].sort((a, b) => a - b);
  if (variants.length === 0) return undefined;
  return variants
    .map((width) => {
      const height = baseWidth !== undefined && baseHeight !== undefined ? Math.round((baseHeight * width) / baseWidth) : undefined;
      return `${imageUrl(src, { ...options, width, height })} ${width}w`;
    })
    .join(', ');
}
