/** Content types and cache rules for the files a release holds. */
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
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

/** Text worth compressing; images and fonts are compressed already. */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml)|image\/svg\+xml)/.test(type);
}

/** Hashed assets are immutable; pages and the build manifest must be revalidated on every visit. */
export function cacheControl(urlPath: string): string {
  // Hashed assets and the content-named search index never change under their name.
  if (urlPath.startsWith('/assets/') || urlPath.startsWith('/search/')) return 'public, max-age=31536000, immutable';
  // A build's meta file is written once under its id; only latest.json names the live one.
  if (urlPath.startsWith('/builds/meta/')) return 'public, max-age=31536000, immutable';
  if (urlPath.startsWith('/media/')) return 'public, max-age=86400';
  return 'no-cache';
}

const BOT = /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|whatsapp|lighthouse/i;

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT.test(userAgent) && !/chrome-lighthouse/i.test(userAgent);
}
