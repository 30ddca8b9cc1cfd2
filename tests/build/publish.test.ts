/** Incremental rebuilds, atomic publish, --strict, rollback and the CLI's --json summary, on real files. */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { rollback, siteDirs } from '../../builds/publish.ts';
import { copyFixtures, fixturesDir, tempDir } from '../support/fixture-build.ts';

const run = promisify(execFile);
const SITE = 'imobiliaria.test';
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
    const second = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
    expect(second.pages.written).toBe(1); // the 404 page is always rendered
    expect(second.pages.unchanged).toBe(first.pages.written - 1);

    editHomes(data, (homes) => {
      homes.find((h) => h.id === 103)!.price = 1_190_000;
    });
    const third = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
    // the listing itself, the bairro page listing it, the home (latest homes) and the 404 page
    expect(third.pages.written).toBeLessThanOrEqual(5);
    expect(third.pages.written).toBeGreaterThanOrEqual(2);
    const html = readFileSync(path.join(out, 'sites', SITE, 'imovel/venda/casa-3-quartos-cambui-campinas/103/index.html'), 'utf8');
    expect(html).toContain('R$ 1.190.000');
  });

  it('counts pages removed when a listing disappears', async () => {
    const data = copyFixtures();
    const out = tempDir('out');
    await build({ sites: [SITE], data, out, concurrency: 1 });
    editHomes(data, (homes) => homes.splice(homes.findIndex((h) => h.id === 103), 1));
    const next = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
    expect(next.pages.removed).toBe(2); // the listing and /bairros/cambui
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
    expect(readdirSync(path.join(out, 'releases', SITE))).toEqual([good.buildId]);
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
    const first = (await build({ sites: [SITE], data: fixturesDir, out })).sites[0]!;
    const second = (await build({ sites: [SITE], data: fixturesDir, out })).sites[0]!;
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
    const { stdout } = await run(process.execPath, [cli, 'build', '--data', fixturesDir, '--site', SITE, '--out', out, '--json']);
    const summary = JSON.parse(stdout);
    expect(summary.sites).toHaveLength(1);
    expect(summary.sites[0]).toMatchObject({ site_url: SITE, status: 'published', pages: { written: 12, unchanged: 0, removed: 0 } });
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
