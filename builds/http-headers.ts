/**
 * Content types and cache rules of the files a release holds: one table for
 * everything that serves or uploads a release (`vitrine serve`, `vitrine deploy`).
 * Paths are URL paths from the site root ('/assets/app-3f9a.js').
 */
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ndjson': 'application/x-ndjson; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export function contentType(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed assets are immutable; pages and the build manifest must be revalidated on every visit. */
export function cacheControl(urlPath: string): string {
  // Hashed assets and the content-named search index never change under their name.
  if (urlPath.startsWith('/assets/') || urlPath.startsWith('/search/')) return IMMUTABLE;
  // A build's meta file and its files manifest are written once under its id; only latest.json names the live one.
  if (urlPath.startsWith('/builds/meta/') || urlPath.startsWith('/builds/files/')) return IMMUTABLE;
  if (urlPath.startsWith('/media/')) return 'public, max-age=86400';
  return 'no-cache';
}
