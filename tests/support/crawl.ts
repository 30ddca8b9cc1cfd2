/**
 * A breadth-first crawl of one site from `/`, as a search engine would walk it: every
 * internal `<a href>`, canonical, `og:url` and sitemap `<loc>`, requested without
 * following redirects, so that a URL the build writes and the host redirects shows up.
 */
import { rawRequest } from './http.ts';

export interface CrawlResult {
  /** Every URL requested, with its status (and Location when it redirected). */
  visited: Map<string, { status: number; location?: string; from: string }>;
}

const ATTRIBUTE = /<(a|link|meta)\b[^>]*>/gi;

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** The URLs a page names: internal links, canonical and og:url (not stylesheets, icons or preloads). */
export function pageUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag, name] of html.matchAll(ATTRIBUTE)) {
    const kind = name!.toLowerCase();
    if (kind === 'a') {
      const href = attr(tag, 'href');
      if (href) urls.push(href);
    } else if (kind === 'link' && attr(tag, 'rel') === 'canonical') {
      urls.push(attr(tag, 'href') ?? '');
    } else if (kind === 'meta' && attr(tag, 'property') === 'og:url') {
      urls.push(attr(tag, 'content') ?? '');
    }
  }
  return urls;
}

export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** The path and query of an internal URL of `host`, else undefined (other sites, mailto:, tel:, '#'). */
export function internalTarget(url: string, host: string): string | undefined {
  if (url === '' || url.startsWith('#') || url.startsWith('//')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, `https://${host}/`);
  } catch {
    return undefined;
  }
  if (parsed.host !== host || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return undefined;
  return parsed.pathname + parsed.search;
}

export async function crawlSite(port: number, host: string, limit = 5_000): Promise<CrawlResult> {
  const visited: CrawlResult['visited'] = new Map();
  const queue: Array<[url: string, from: string]> = [['/', '(start)'], ['/sitemap.xml', '(start)']];
  const enqueue = (urls: readonly string[], from: string) => {
    for (const url of urls) {
      const target = internalTarget(url, host);
      if (target && !visited.has(target) && !queue.some(([queued]) => queued === target)) queue.push([target, from]);
    }
  };
  while (queue.length > 0 && visited.size < limit) {
    const [url, from] = queue.shift()!;
    if (visited.has(url)) continue;
    const res = await rawRequest(port, url, { host });
    visited.set(url, { status: res.status, from, ...(res.headers.location ? { location: res.headers.location } : {}) });
    if (res.status !== 200) continue;
    const type = String(res.headers['content-type'] ?? '');
    if (type.startsWith('text/html')) enqueue(pageUrls(res.body), url);
    else if (url.endsWith('.xml')) enqueue(sitemapUrls(res.body), url);
  }
  return { visited };
}
