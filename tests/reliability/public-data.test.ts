/**
 * Issue #12 items 5, 6 and 8, on a real build: private fields never reach a public file;
 * one bad value rejects one record or page, the rest publishes; bad hex locations are
 * warnings with id and field (stderr, --json, meta).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { copyFixtures, tempDir } from '../support/fixture-build.ts';
import { SITE, editConfig, editHomes, filesUnder, readJson, runCli } from './support.ts';

const MARK = 'PRIVADO-7f3a';
/** Every private field (spec §3.1, domain/rules/public-property.ts) of every home holds the marker. */
function markPrivateFields(homes: Array<Record<string, unknown>>): void {
  for (const home of homes) {
    Object.assign(home, {
      integration_id: `${MARK}-integration`,
      integration_name: `${MARK}-integration-name`,
      external_id: `${MARK}-external`,
      category_id: `${MARK}-category-id`,
      user_id: `${MARK}-user`,
      owner_contact_id: `${MARK}-owner`,
      complement: `${MARK} apto 42`,
      place_id: `${MARK}-place`,
      commissions: [{ contact_id: `${MARK}-contact`, name: `${MARK} Corretor`, percentage: 6, notes: `${MARK} notes` }],
      portals: { zap: { enabled: true, code: `${MARK}-portal` } },
      meta: { ...(home.meta as object), owner_contact_id: `${MARK}-meta-owner`, user_id: `${MARK}-meta-user`, notes: `${MARK} notas` },
    });
  }
}

interface Summary {
  sites: Array<{ status: string; buildId: string; rejected: Array<{ id: string; path: string; message: string }>; warnings: Array<{ id: string; path: string; message: string; kind?: string }> }>;
}

describe('private fields', () => {
  it('never reach any file of the release (pages, payloads, JSON-LD, search index, sitemap, meta)', async () => {
    const data = copyFixtures();
    const out = tempDir('out');
    editHomes(data, (homes) => markPrivateFields(homes));
    const summary = (await build({ sites: [SITE], data, out, concurrency: 2 })).sites[0]!;
    expect(summary.status).toBe('published');
    const release = path.join(out, 'sites', SITE);
    const leaks = filesUnder(release).filter((file) => readFileSync(path.join(release, file), 'utf8').includes(MARK));
    expect(leaks).toEqual([]);
    // …while the public ones are there: the payload of a listing still carries its video.
    const payload = readFileSync(path.join(release, 'imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101/_payload.json'), 'utf8');
    expect(payload).toContain('youtube_video_url');
  }, 120_000);
});

describe('a tenant with private fields, bad values and bad locations', () => {
  let out: string;
  let release: string;
  let summary: Summary['sites'][number];
  let stderr: string;

  beforeAll(async () => {
    const data = copyFixtures();
    out = tempDir('out');
    editHomes(data, (homes) => {
      markPrivateFields(homes);
      const model = homes[0]!;
      const bad = (id: number, change: Record<string, unknown>) => ({ ...model, id, name: `Imóvel ${id}`, ...change });
      return [
        ...homes,
        bad(901, { state: '../..' }),
        bad(902, { state: '%' }),
        bad(903, { neighborhood: 'Jardim '.repeat(34) }), // 238 characters
        bad(904, { category: 'x'.repeat(64 * 1024) }),
        bad(905, { description: 'Descrição longa. '.repeat(4_000) }), // 64 KB of text is fine
        bad(906, { lat: null, lng: null, location: '0101000020E6100000ABC' }), // odd length
        bad(907, { lat: null, lng: null, location: '0102000020E610000002000000000000000000F03F000000000000F03F00000000000000400000000000000040' }), // a LINESTRING
      ];
    });
    editConfig(data, (config) => {
      const pages = config.pages as Array<Record<string, unknown>>;
      const sections = [{ id: 'sec-grade', component: 'homes-grid' }];
      pages.push(
        { id: 'estado', url: '/estado/{estado}', sections },
        { id: 'mapa-do-site', url: '/sitemap.xml', sections },
        { id: 'robos', url: '/robots.txt', sections },
        { id: 'versoes', url: '/builds/latest.json', sections },
        { id: 'erro', url: '/404.html', sections },
      );
    });
    const run = await runCli(['build', '--data', data, '--site', SITE, '--out', out, '--json']);
    expect(run.code, run.stderr).toBe(0);
    stderr = run.stderr;
    summary = (JSON.parse(run.stdout) as Summary).sites[0]!;
    release = path.join(out, 'sites', SITE);
  }, 180_000);

  it('publishes no private field, bad values or not', () => {
    expect(filesUnder(release).filter((file) => readFileSync(path.join(release, file), 'utf8').includes(MARK))).toEqual([]);
  });

  it('publishes the site, rejecting only the records and pages with a bad value', () => {
    expect(summary.status).toBe('published');
    expect(summary.rejected).toContainEqual(expect.objectContaining({ id: '903', path: 'neighborhood' }));
    expect(summary.rejected).toContainEqual(expect.objectContaining({ id: '904', path: 'category' }));
    for (const id of ['901', '902']) expect(summary.warnings).toContainEqual(expect.objectContaining({ id, path: 'state', kind: 'home' }));
    for (const id of ['mapa-do-site', 'robos', 'versoes', 'erro']) {
      expect(summary.warnings).toContainEqual(expect.objectContaining({ id, path: 'url', message: expect.stringContaining('a file the build writes') }));
    }
    expect(stderr).toContain(`[${SITE}] warning: page mapa-do-site: url: path /sitemap.xml is a file the build writes itself; page skipped`);
    // The files the build writes are the build's; the other homes and pages are there.
    expect(statSync(path.join(release, 'sitemap.xml')).isFile()).toBe(true);
    expect(readFileSync(path.join(release, 'robots.txt'), 'utf8')).toContain('Sitemap:');
    expect(readJson<{ id: string }>(path.join(release, 'builds/latest.json')).id).toBe(summary.buildId);
    expect(readFileSync(path.join(release, '404.html'), 'utf8')).toContain('Página não encontrada');
    expect(existsSync(path.join(release, 'estado/sp/index.html'))).toBe(true);
    expect(existsSync(path.join(release, 'imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/901/index.html'))).toBe(true);
    expect(existsSync(path.join(release, 'imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/905/index.html'))).toBe(true);
    expect(filesUnder(release).some((f) => f.includes('..') || f.startsWith('estado/%'))).toBe(false);
  });

  it('reports bad hex locations as warnings with id and field, in stderr, --json and the meta file', () => {
    const invalid = { id: '906', path: 'location', message: 'Invalid hex', kind: 'home' };
    const notPoint = { id: '907', path: 'location', message: 'Only POINT is supported', kind: 'home' };
    expect(summary.warnings).toContainEqual(invalid);
    expect(summary.warnings).toContainEqual(notPoint);
    expect(stderr).toContain(`[${SITE}] warning: home 906: location: Invalid hex`);
    expect(stderr).toContain(`[${SITE}] warning: home 907: location: Only POINT is supported`);
    const meta = readJson<{ warnings: unknown[] }>(path.join(release, 'builds', 'meta', `${summary.buildId}.json`));
    expect(meta.warnings).toContainEqual(invalid);
    expect(meta.warnings).toContainEqual(notPoint);
  });
});
