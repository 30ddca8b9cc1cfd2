/**
 * A tenant with no listing yet (a new broker, or every home hidden), whose config has the search
 * page and a menu linking to it: /buscar is its empty search page, never a 404, kept out of the
 * sitemap and of search engines; the build has nothing to warn about.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildSummary } from '../../builds/build.ts';
import { buildFixtures, fixturesDir, tempDir } from '../support/fixture-build.ts';

const SITE = 'corretora.test';
let out: string;
let summary: BuildSummary;
const file = (rel: string) => readFileSync(path.join(out, 'sites', SITE, rel), 'utf8');

beforeAll(async () => {
  const data = tempDir('no-listings');
  cpSync(path.join(fixturesDir, SITE), path.join(data, SITE), { recursive: true });
  writeFileSync(path.join(data, SITE, 'homes.json'), '[]');
  ({ out, summary } = await buildFixtures({ data, out: tempDir('no-listings-out'), sites: [SITE] }));
});

describe('a tenant without listings', () => {
  it('publishes /buscar as its empty search page, linked from the menu, with no warning', () => {
    const [result] = summary.sites;
    expect(result!.status).toBe('published');
    expect(result!.warnings).toEqual([]);
    expect(file('index.html')).toMatch(/<a href="\/buscar\/"/);
    const search = file('buscar/index.html');
    expect(search).toContain('Ainda não há imóveis publicados. Crie um alerta para ser avisado quando chegarem.');
    expect(search).toContain('<meta name="robots" content="noindex">');
    expect(search).not.toContain('rel="canonical"');
  });

  it('keeps /buscar out of the sitemap', () => {
    const sitemap = file('sitemap.xml');
    expect(sitemap).toContain(`<loc>https://${SITE}/</loc>`);
    expect(sitemap).not.toContain('/buscar');
  });
});
