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

function urlset(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod && !Number.isNaN(Date.parse(e.lastmod)) ? `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(`https://${siteUrl}${pageHref(e.path)}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** File name → contents; `sitemap.xml` is always present (the index when split). */
export function sitemapFiles(siteUrl: string, entries: readonly SitemapEntry[]): Map<string, string> {
  const files = new Map<string, string>();
  if (entries.length <= SITEMAP_URL_LIMIT) {
    files.set('sitemap.xml', urlset(siteUrl, entries));
    return files;
  }
  const parts: string[] = [];
  for (let i = 0; i * SITEMAP_URL_LIMIT < entries.length; i++) {
    const name = `sitemap-${i + 1}.xml`;
    files.set(name, urlset(siteUrl, entries.slice(i * SITEMAP_URL_LIMIT, (i + 1) * SITEMAP_URL_LIMIT)));
    parts.push(`<sitemap><loc>${escapeHtml(`https://${siteUrl}/${name}`)}</loc></sitemap>`);
  }
  files.set(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`,
  );
  return files;
}

export function robotsTxt(siteUrl: string, active: boolean): string {
  return active
    ? `User-agent: *\nAllow: /\n\nSitemap: https://${siteUrl}/sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
}
