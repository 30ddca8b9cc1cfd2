/**
 * Issue #14 item 4: the package installs and runs outside the repository. `npm pack` (scripts
 * skipped: the compiled CLI and the app bundles are made current here and by the global set-up,
 * not rebuilt under the other test files' feet), `npm install` of the tarball into a temp folder
 * (from npm's cache, which the repository's own install filled; the registry only for what the
 * cache lacks), then the installed `vitrine` from another folder: --version, sample, build --all.
 * The installed copy must start from its compiled CLI and use the app bundles it shipped with.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/fixture-build.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const version = (JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { version: string }).version;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let installed: string; // <temp>/app/node_modules/vitrine
let bin: string;
let work: string;

/** The installed CLI, run from `work` without the caller's VITRINE_* settings. */
function vitrine(args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITRINE_')));
  return spawnSync(bin, args, { cwd: work, env, encoding: 'utf8', timeout: 60_000 });
}

// Opt-in: `npm install` of the tarball may reach the registry for what npm's cache lacks (tests
// never touch the internet), and under npm 11 it was seen spinning for minutes on this machine.
const run = process.env.VITRINE_PACKAGE_TEST === '1';
const title = run
  ? 'the packed CLI, installed in a temp folder'
  : 'the packed CLI, installed in a temp folder — skipped: set VITRINE_PACKAGE_TEST=1 to pack, install and run it';

describe.skipIf(!run)(title, () => {
  beforeAll(() => {
    const dir = tempDir('package');
    const packed = execFileSync(npm, ['pack', '--ignore-scripts', '--silent', '--pack-destination', dir], { cwd: repo, encoding: 'utf8', timeout: 60_000 }).trim().split('\n').at(-1)!;
    const app = path.join(dir, 'app');
    work = path.join(dir, 'work');
    mkdirSync(app);
    mkdirSync(work);
    writeFileSync(path.join(app, 'package.json'), '{ "name": "vitrine-install-check", "private": true }\n');
    execFileSync(npm, ['install', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', path.join(dir, packed)], { cwd: app, stdio: 'pipe', timeout: 80_000 });
    installed = path.join(app, 'node_modules', 'vitrine');
    bin = path.join(app, 'node_modules', '.bin', 'vitrine');
  }, 90_000);

  it('starts from the compiled CLI it shipped with and prints its version', async () => {
    const { currentCli: installedCli } = (await import(pathToFileURL(path.join(installed, 'bin', 'cli-bundle.mjs')).href)) as { currentCli(): string | null };
    expect(installedCli()).toMatch(/\/\.vitrine\/cli\/[^/]+\/index\.mjs$/);
    const builds = readdirSync(path.join(installed, '.vitrine', 'cli'));
    const result = vitrine(['--version']);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(version);
    expect(readdirSync(path.join(installed, '.vitrine', 'cli'))).toEqual(builds); // nothing rebuilt
  });

  it('writes a sample and builds every tenant of it with the shipped app bundles', () => {
    const manifest = path.join(installed, '.vitrine', 'client', '.vite', 'manifest.json');
    const shipped = statSync(manifest).mtimeMs;
    const sample = vitrine(['sample', '--out', 'x', '--listings', '12']);
    expect(sample.status, sample.stderr).toBe(0);
    const built = vitrine(['build', '--all', '--data', 'x', '--out', 'y']);
    expect(built.status, built.stderr).toBe(0);
    expect(built.stderr).not.toMatch(/building client and server bundles/);
    expect(readdirSync(path.join(work, 'y', 'sites')).sort()).toEqual(readdirSync(path.join(work, 'x')).sort());
    expect(statSync(manifest).mtimeMs).toBe(shipped); // not rebuilt by Vite in the installed package
  }, 60_000);
});
