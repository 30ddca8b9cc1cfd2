/**
 * sitemap.xml (and a sitemap index past 50,000 URLs, the protocol's limit).
 * Pure: entries in, file contents out.
 */
import { pageHref } from '../domain/rules/page-href.ts';
import { escapeHtml } from '../contract/escape.ts';

export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}

function* urlset(siteUrl: string, entries: readonly SitemapEntry[], from: number, to: number): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (let i = from; i < to; i++) {
    const e = entries[i]!;
    const lastmod = e.lastmod && !Number.isNaN(Date.parse(e.lastmod)) ? `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>` : '';
    yield `${i > from ? '\n' : ''}<url><loc>${escapeHtml(`https://${siteUrl}${pageHref(e.path)}`)}</loc>${lastmod}</url>`;
  }
  yield '\n</urlset>\n';
}

/**
 * File name → its text in pieces, each made when it is read (a 50,000-listing sitemap is
 * ~8 MB); `sitemap.xml` comes last, and is the index when the entries are split.
 */
export function* sitemapFileParts(siteUrl: string, entries: readonly SitemapEntry[]): Generator<[string, Iterable<string>]> {
  if (entries.length <= SITEMAP_URL_LIMIT) {
    yield ['sitemap.xml', urlset(siteUrl, entries, 0, entries.length)];
    return;
  }
  const parts: string[] = [];
  for (let i = 0; i * SITEMAP_URL_LIMIT < entries.length; i++) {
    const name = `sitemap-${i + 1}.xml`;
    yield [name, urlset(siteUrl, entries, i * SITEMAP_URL_LIMIT, Math.min(entries.length, (i + 1) * SITEMAP_URL_LIMIT))];
    parts.push(`<sitemap><loc>${escapeHtml(`https://${siteUrl}/${name}`)}</loc></sitemap>`);
  }
  yield ['sitemap.xml', [`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`]];
}

/** File name → contents; `sitemap.xml` is always present (the index when split). */
export function sitemapFiles(siteUrl: string, entries: readonly SitemapEntry[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, pieces] of sitemapFileParts(siteUrl, entries)) files.set(name, [...pieces].join(''));
  return files;
}

export function robotsTxt(siteUrl: string, active: boolean): string {
  return active
    ? `User-agent: *\nAllow: /\n\nSitemap: https://${siteUrl}/sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
}
