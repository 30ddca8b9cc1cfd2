/**
 * Pages pass the Nu HTML checker (vnu.jar from the vnu-jar package, run with the machine's Java:
 * Debian's default-jre-headless, which .ci/run installs). The fixture tenants (their own page
 * configs, other feature codes, long names, missing photos, hostile values) and the sample
 * tenants of every template are built, and from each site the checker reads the home, /buscar
 * and three of its combinations, three listings, every configured page, privacy, favourites
 * and the 404 page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entriesUnder } from '../../builds/walk.ts';
import { buildFixtures, fixturesDir, tempDir } from '../support/fixture-build.ts';

const examplesData = path.resolve(import.meta.dirname, '..', '..', 'examples', 'data');
const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

/** The pages of one built site the checker reads (release-relative HTML files). */
function pagesOf(siteDir: string): string[] {
  const files = entriesUnder(siteDir)
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(siteDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
  const under = (prefix: string, n: number) => files.filter((f) => f.startsWith(prefix) && f !== `${prefix}index.html`).slice(0, n);
  const topLevel = files.filter((f) => /^[^/]+\/index\.html$/.test(f) && !f.startsWith('buscar/') && !f.startsWith('imovel/'));
  const picked = ['index.html', '404.html', 'buscar/index.html', ...under('buscar/', 3), ...under('imovel/', 3), ...topLevel];
  return [...new Set(picked)].filter((f) => files.includes(f)).map((f) => path.join(siteDir, f));
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

function check(files: string[]): VnuMessage[] {
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (run.error) throw new Error(`the Nu HTML checker needs Java (Debian: apt-get install default-jre-headless): ${run.error.message}`);
  const report = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
  return report.messages;
}

async function builtSites(data: string): Promise<string[]> {
  const { out, summary } = await buildFixtures({ data, out: tempDir('vnu'), full: true });
  expect(summary.sites.filter((s) => s.status === 'failed')).toEqual([]);
  const sites = path.join(out, 'sites');
  return readdirSync(sites).map((site) => path.join(sites, site));
}

describe('the Nu HTML checker', () => {
  it('finds no error on the pages of the fixture and sample tenants', async () => {
    expect(existsSync(vnuJar)).toBe(true);
    const sites = [...(await builtSites(fixturesDir)), ...(await builtSites(examplesData))];
    const files = sites.flatMap(pagesOf);
    // Every template and every fixture tenant was read, with its listings and searches.
    expect(sites.length).toBeGreaterThanOrEqual(10);
    expect(files.filter((f) => f.includes(`${path.sep}imovel${path.sep}`)).length).toBeGreaterThanOrEqual(15);
    const errors = check(files).map((m) => `${m.url.replace(/^file:.*\/sites\//, '')}: ${m.message} [${m.extract ?? ''}]`);
    expect(errors).toEqual([]);
  }, 180_000);
});
