/**
 * Issue #14 item 4: the CLI as a CI job meets it — a data folder with a malformed tenant
 * and a folder that is no tenant, a missing data folder, an empty one, piped output.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../reliability/support.ts';
import { fixturesDir, tempDir } from '../support/fixture-build.ts';

let data: string;

beforeAll(() => {
  data = tempDir('cli-data');
  cpSync(path.join(fixturesDir, 'imobiliaria.test'), path.join(data, 'imobiliaria.test'), { recursive: true });
  cpSync(path.join(fixturesDir, 'corretora.test'), path.join(data, 'corretora.test'), { recursive: true });
  // A tenant whose listings file is not JSON, and a folder that is no tenant at all.
  mkdirSync(path.join(data, 'quebrada.test'));
  writeFileSync(path.join(data, 'quebrada.test', 'site-config.json'), JSON.stringify({ site_url: 'quebrada.test' }));
  writeFileSync(path.join(data, 'quebrada.test', 'homes.json'), '[{"id": 1,');
  mkdirSync(path.join(data, 'rascunho'));
});

describe('the CLI in a CI job', { timeout: 120_000 }, () => {
  it('validate --all checks every tenant, goes on past a malformed one, and reports it in --json', async () => {
    const run = await runCli(['validate', '--all', '--data', data, '--json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as { sites: Array<{ site_url: string; readable: boolean; valid: boolean; error?: string }>; skipped: Array<{ entry: string; reason: string }> };
    expect(report.sites.map((s) => [s.site_url, s.readable])).toEqual([
      ['corretora.test', true],
      ['imobiliaria.test', true],
      ['quebrada.test', false],
    ]);
    expect(report.sites[2]!.error).toMatch(/quebrada\.test.*homes\.json/);
    expect(report.skipped).toEqual([{ entry: 'rascunho', reason: 'no site-config.json' }]);
    expect(run.stderr).toContain('warning: rascunho/ skipped: no site-config.json');
    expect(run.stderr).toContain('✗ quebrada.test:');
  });

  it('validate also reports what a build would warn about while planning and writing the portal feed, as the build says it, without failing the tenant', async () => {
    const run = await runCli(['validate', '--data', fixturesDir, '--site', 'hostil.test', '--site', 'imobiliaria.test', '--json']);
    const report = JSON.parse(run.stdout) as { sites: Array<{ site_url: string; valid: boolean; warnings: string[] }> };
    const hostile = report.sites.find((s) => s.site_url === 'hostil.test')!;
    expect(hostile.valid).toBe(true);
    expect(hostile.warnings).toEqual(['config menu: menu.1.url: menu item "Mal" links to /sobre, which no page of the site answers: visitors get the 404 page']);
    expect(report.sites.find((s) => s.site_url === 'imobiliaria.test')!.warnings).toEqual([
      'page home: sections.sec-desconhecida: unknown component "carrossel-3d" skipped',
      // The portal feed's check, as the build's feed stage words it.
      'home 102: Details.Description: left out of the VRSync portal feed (feeds/vrsync.xml): is required, at least 50 characters (has 0)',
    ]);
    expect(run.stderr).toContain('✓ hostil.test: 2 valid listing(s), 0 problem(s)\n  warning: config menu: menu.1.url: menu item "Mal" links to /sobre');
  });

  it('build --all says which folder it skipped, fails only the malformed tenant, and has no colour codes in a pipe', async () => {
    const run = await runCli(['build', '--all', '--data', data, '--out', tempDir('cli-out')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('[data] warning: rascunho/ skipped: no site-config.json');
    expect(run.stderr).toMatch(/\[\d\/3\] ✓ corretora\.test published/);
    expect(run.stderr).toMatch(/\[\d\/3\] ✗ quebrada\.test failed: .*homes\.json/);
    expect(run.stderr).toContain('done in');
    expect(run.stderr).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ /m); // timestamped lines off a terminal
    expect(run.stderr).not.toContain('\u001b[');
  });

  it('a missing data folder and an empty one are bad usage (exit 2), each said plainly', async () => {
    const missing = await runCli(['build', '--all', '--data', path.join(data, 'nao-existe')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('does not exist');
    const empty = tempDir('cli-empty');
    const none = await runCli(['build', '--all', '--data', empty, '--out', tempDir('cli-out')]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(`no tenant in data folder ${empty}`);
  });

  it('prints its version', async () => {
    const run = await runCli(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
