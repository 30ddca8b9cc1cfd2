/** Incremental rebuilds, atomic publish, --strict, rollback and the CLI's --json summary, on real files. */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { rollback, siteDirs } from '../../builds/publish.ts';
import { copyFixtures, fixturesDir, tempDir } from '../support/fixture-build.ts';

const run = promisify(execFile);
const SITE = 'imobiliaria.test';
const listing101 = 'imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101/index.html';
const listing103 = 'imovel/venda/casa-3-quartos-cambui-campinas/103/index.html';
/** The pages a release prerendered, from its meta file (old releases stay on disk for rollback). */
const prerendered = (out: string, buildId: string): string[] =>
  JSON.parse(readFileSync(path.join(out, 'releases', SITE, buildId, 'builds', 'meta', `${buildId}.json`), 'utf8')).prerendered;
const live = (out: string) => path.basename(readlinkSync(path.join(out, 'sites', SITE)));
const editHomes = (data: string, edit: (homes: Array<Record<string, unknown>>) => void) => {
  const file = path.join(data, SITE, 'homes.json');
  const homes = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>;
  edit(homes);
  writeFileSync(file, JSON.stringify(homes));
};

describe('rebuilding a site', () => {
  it('rewrites only the pages whose input changed', async () => {
    const data = copyFixtures();
    const out = tempDir('out');
    const first = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
    // Same inputs: nothing is published, the live build id stays (open tabs see no new build).
    const second = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
    expect(second).toMatchObject({ status: 'unchanged', buildId: first.buildId, written: [], removed: [], pages: { written: 0, unchanged: first.pages.written } });
    expect(live(out)).toBe(first.buildId);
    expect(readdirSync(path.join(out, 'releases', SITE)).filter((n) => !n.includes('.'))).toEqual([first.buildId]);

    editHomes(data, (homes) => {
      homes.find((h) => h.id === 103)!.price = 1_190_000;
    });
    const inode = (file: string) => statSync(path.join(out, 'sites', SITE, file)).ino;
    const before = { listing103: inode(listing103), listing101: inode(listing101), sobre: inode('sobre/index.html'), rentals: inode('buscar/alugar/index.html') };
    const third = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
    expect(third.status).toBe('published');
    expect(third.written).toContain(listing103);
    expect(third.written).not.toContain(listing101);
    // Pages that show home 103 are rendered again (its page, the Cambuí page, the /buscar pages listing it)…
    expect(inode(listing103)).not.toBe(before.listing103);
    expect(readFileSync(path.join(out, 'sites', SITE, listing103), 'utf8')).toContain('R$ 1.190.000');
    expect(third.pages.written).toBeLessThan(first.pages.written);
    // …the others are the same files, hard-linked from the previous release.
    expect(inode(listing101)).toBe(before.listing101);
    expect(inode('sobre/index.html')).toBe(before.sobre);
    expect(inode('buscar/alugar/index.html')).toBe(before.rentals);
  });

  it('renders again an unchanged page whose files the live release lost, and publishes a complete release', async () => {
    const data = copyFixtures();
    const out = tempDir('out');
    const first = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
    // Someone's cleanup removed a page from the live release; its files manifest still lists it.
    const lost = path.join(out, 'sites', SITE, listing101);
    const text = readFileSync(lost, 'utf8');
    rmSync(lost);
    editHomes(data, (homes) => void (homes.find((h) => h.id === 103)!.price = 1_190_000));
    const next = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
    expect(next.status).toBe('published');
    expect(readFileSync(path.join(out, 'sites', SITE, listing101), 'utf8')).toBe(text.replaceAll(first.buildId, next.buildId));
    expect(next.written).toContain(listing103);
    expect(next.pages.written + next.pages.unchanged).toBe(first.pages.written);
    // Every other page is there, linked from the live release.
    for (const page of prerendered(out, next.buildId)) {
      const dir = page === '/' ? '' : `${page.slice(1)}/`;
      expect(statSync(path.join(out, 'sites', SITE, `${dir}index.html`)).isFile()).toBe(true);
    }
  });

  it('counts pages removed when a listing disappears', async () => {
    const data = copyFixtures();
    const out = tempDir('out');
    const first = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
    editHomes(data, (homes) => homes.splice(homes.findIndex((h) => h.id === 103), 1));
    const next = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
    const gone = prerendered(out, first.buildId).filter((p) => !prerendered(out, next.buildId).includes(p));
    expect(gone).toContain('/imovel/venda/casa-3-quartos-cambui-campinas/103');
    expect(gone).toContain('/bairros/cambui');
    // Home 103 was the only home for sale in Campinas.
    expect(gone).toContain('/buscar/comprar/campinas');
    expect(next.pages.removed).toBe(gone.length);
  });

  it('leaves the live release served when a build fails, and keeps no half release', async () => {
    const data = copyFixtures();
    const out = tempDir('out');
    const good = (await build({ sites: [SITE], data, out })).sites[0]!;
    writeFileSync(path.join(data, SITE, 'site-config.json'), '{ "site_url": "imobiliaria.test", "colors": { "primary": "verde" } }');
    const bad = (await build({ sites: [SITE], data, out })).sites[0]!;
    expect(bad.status).toBe('failed');
    expect(bad.error).toContain('colors.primary');
    expect(live(out)).toBe(good.buildId);
    expect(readdirSync(path.join(out, 'releases', SITE))).toEqual([good.buildId, `${good.buildId}.complete`]);
  });

  it('fails under --strict when a record is invalid, publishing nothing', async () => {
    const out = tempDir('out');
    const summary = (await build({ sites: [SITE], data: fixturesDir, out, strict: true })).sites[0]!;
    expect(summary.status).toBe('failed');
    expect(summary.error).toContain('--strict');
    expect(summary.rejected.map((r) => r.id)).toEqual(['105', '106', '107']);
    expect(() => readlinkSync(path.join(out, 'sites', SITE))).toThrow();
  });

  it('rolls back to the previous release', async () => {
    const out = tempDir('out');
    const data = copyFixtures();
    const first = (await build({ sites: [SITE], data, out })).sites[0]!;
    editHomes(data, (homes) => void (homes[0]!.price = 1_234_000));
    const second = (await build({ sites: [SITE], data, out })).sites[0]!;
    expect(live(out)).toBe(second.buildId);
    expect(rollback(siteDirs(out, SITE))).toBe(first.buildId);
    expect(live(out)).toBe(first.buildId);
    expect(() => rollback(siteDirs(out, SITE), 'nope')).toThrow(/no release nope/);
  });
});

describe('the vitrine CLI', () => {
  const cli = path.resolve(import.meta.dirname, '../../bin/vitrine.mjs');

  it('prints only the JSON summary on stdout with --json', async () => {
    const out = tempDir('out');
    const { stdout, stderr } = await run(process.execPath, [cli, 'build', '--data', fixturesDir, '--site', SITE, '--out', out, '--json']);
    const summary = JSON.parse(stdout);
    // An unknown section component is skipped with a warning naming site, page and component: on stderr, in --json and in the meta file.
    expect(stderr).toContain(`[${SITE}] warning: page home: sections.sec-desconhecida: unknown component "carrossel-3d" skipped`);
    const warning = { id: 'home', path: 'sections.sec-desconhecida', message: 'unknown component "carrossel-3d" skipped' };
    expect(summary.sites[0].warnings).toContainEqual(warning);
    const meta = JSON.parse(readFileSync(path.join(out, 'sites', SITE, 'builds', 'meta', `${summary.sites[0].buildId}.json`), 'utf8'));
    expect(meta.warnings).toContainEqual(warning);
    expect(summary.sites).toHaveLength(1);
    expect(summary.sites[0]).toMatchObject({ site_url: SITE, status: 'published', pages: { unchanged: 0, removed: 0 } });
    // every prerendered page plus the 404 page
    expect(summary.sites[0].pages.written).toBe(prerendered(out, summary.sites[0].buildId).length + 1);
    // the first build writes every file of the release, and says which
    expect(summary.sites[0].written).toContain('index.html');
    expect(summary.sites[0].written).toContain('builds/latest.json');
    expect(summary.sites[0].removed).toEqual([]);
    expect(summary.sites[0].rejected).toContainEqual({ id: '105', path: 'area', message: 'must be at least 0' });
  });

  it('exits 1 when a site fails and 2 on bad usage', async () => {
    const out = tempDir('out');
    const failed = await run(process.execPath, [cli, 'build', '--data', fixturesDir, '--site', 'nao-existe.test', '--out', out]).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('nao-existe.test');
    const usage = await run(process.execPath, [cli, 'build', '--out', out]).catch((e: { code: number }) => e);
    expect(usage).toMatchObject({ code: 2 });
    const badNumber = await run(process.execPath, [cli, 'build', '--all', '--concurrency', 'zero']).catch((e: { code: number }) => e);
    expect(badNumber).toMatchObject({ code: 2 });
  });
});
