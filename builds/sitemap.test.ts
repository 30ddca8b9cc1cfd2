import { describe, expect, it } from 'vitest';
import { robotsTxt, SITEMAP_URL_LIMIT, sitemapFiles } from './sitemap.ts';

describe('sitemap', () => {
  it('lists each URL with its last modification, escaped, in the directory URL style', () => {
    const xml = sitemapFiles('imob.com.br', [{ path: '/', lastmod: null }, { path: '/a?b=1&c=2', lastmod: '2026-11-01T12:00:00Z' }]).get('sitemap.xml')!;
    expect(xml).toContain('<url><loc>https://imob.com.br/</loc></url>');
    expect(xml).toContain('<loc>https://imob.com.br/a/?b=1&amp;c=2</loc><lastmod>2026-11-01T12:00:00.000Z</lastmod>');
  });
  it('splits past the protocol limit into an index', () => {
    const entries = Array.from({ length: SITEMAP_URL_LIMIT + 1 }, (_, i) => ({ path: `/p/${i}` }));
    const files = sitemapFiles('imob.com.br', entries);
    expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
    expect(files.get('sitemap.xml')).toContain('<sitemapindex');
    expect(files.get('sitemap-2.xml')).toContain('/p/50000');
  });
  it('disallows crawling an inactive site', () => {
    expect(robotsTxt('imob.com.br', false)).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt('imob.com.br', true)).toContain('Sitemap: https://imob.com.br/sitemap.xml');
  });
});
