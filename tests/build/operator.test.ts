/**
 * Issue #14 item 3: the operator's settings through the real CLI — a config file, the
 * environment and flags (flags win over the environment, the environment over the
 * file), the back end's token sent as a Bearer header and never printed or published,
 * and the operator's brand on the footer and the error page.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../fixtures/api-server.ts';
import { fixturesDir, tempDir } from '../support/fixture-build.ts';

const CLI = path.resolve(import.meta.dirname, '../../bin/vitrine.mjs');
const SITE = 'imobiliaria.test';
const TOKEN = 'tok_live_4f9a2c7e1b';

/** The CLI in `cwd`, with extra environment variables; resolves with its exit code and output. */
function vitrine(args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env, ...options.env };
    for (const key of Object.keys(env)) if (key.startsWith('VITRINE_') && !(options.env && key in options.env)) delete env[key];
    const child = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

let api: ApiServer;
const authorizations: Array<string | undefined> = [];

beforeAll(async () => {
  api = await startApiServer();
  api.override = (request) => {
    authorizations.push(request.headers.authorization);
    return false;
  };
});
afterAll(() => api?.close());

describe('operator settings', { timeout: 120_000 }, () => {
  it('takes --out from the config file, the environment over the file, a flag over both', async () => {
    const cwd = tempDir('operator');
    writeFileSync(path.join(cwd, 'vitrine.config.json'), JSON.stringify({ data: fixturesDir, out: 'from-file', build: { concurrency: 1 } }));
    const args = ['build', '--site', SITE, '--quiet'];
    const fromFile = await vitrine(args, { cwd });
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(existsSync(path.join(cwd, 'from-file', 'sites', SITE, 'index.html'))).toBe(true);

    const fromEnv = await vitrine(args, { cwd, env: { VITRINE_OUT: 'from-env' } });
    expect(fromEnv.code, fromEnv.stderr).toBe(0);
    expect(existsSync(path.join(cwd, 'from-env', 'sites', SITE, 'index.html'))).toBe(true);

    const fromFlag = await vitrine([...args, '--out', 'from-flag'], { cwd, env: { VITRINE_OUT: 'from-env-2' } });
    expect(fromFlag.code, fromFlag.stderr).toBe(0);
    expect(existsSync(path.join(cwd, 'from-flag', 'sites', SITE, 'index.html'))).toBe(true);
    expect(existsSync(path.join(cwd, 'from-env-2'))).toBe(false);
  });

  it('reads a vitrine.config.ts (typed, outside any ES module package) from the compiled CLI', async () => {
    const cwd = tempDir('operator');
    writeFileSync(path.join(cwd, 'vitrine.config.ts'), `const config: { data: string; out: string } = { data: ${JSON.stringify(fixturesDir)}, out: 'from-ts' };\nexport default config;\n`);
    const result = await vitrine(['build', '--site', SITE, '--quiet'], { cwd });
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(path.join(cwd, 'from-ts', 'sites', SITE, 'index.html'))).toBe(true);
  });

  it('refuses a secret in the config file and a bad value, naming the key (exit 2)', async () => {
    const cwd = tempDir('operator');
    writeFileSync(path.join(cwd, 'vitrine.config.json'), JSON.stringify({ api: 'https://api.example.com', apiToken: TOKEN }));
    const secret = await vitrine(['list'], { cwd });
    expect(secret.code).toBe(2);
    expect(secret.stderr).toContain('"apiToken" looks like a secret; secrets come only from the environment (VITRINE_API_TOKEN');
    expect(secret.stderr).not.toContain(TOKEN);

    writeFileSync(path.join(cwd, 'vitrine.config.json'), JSON.stringify({ build: { maxShrink: 'lots' } }));
    const bad = await vitrine(['build', '--all'], { cwd });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--max-shrink');
  });

  it('sends VITRINE_API_TOKEN as a Bearer header and never prints or publishes it', async () => {
    const cwd = tempDir('operator');
    const out = path.join(cwd, 'dist');
    authorizations.length = 0;
    const run = await vitrine(['build', '--all', '--out', out, '--json'], { cwd, env: { VITRINE_API: api.baseUrl, VITRINE_API_TOKEN: TOKEN } });
    expect(run.code, run.stderr).toBe(0);
    expect(authorizations.length).toBeGreaterThan(2);
    expect(new Set(authorizations)).toEqual(new Set([`Bearer ${TOKEN}`]));
    expect(run.stdout + run.stderr).not.toContain(TOKEN);
    for (const file of filesUnder(out)) expect(readFileSync(file, 'latin1').includes(TOKEN), file).toBe(false);
  });

  it("puts the operator's brand on the footer and the error page", async () => {
    const cwd = tempDir('operator');
    writeFileSync(
      path.join(cwd, 'vitrine.config.json'),
      JSON.stringify({ data: fixturesDir, provider: { name: 'Imobi Nuvem', url: 'https://imobinuvem.com.br' } }),
    );
    const run = await vitrine(['build', '--site', SITE, '--quiet'], { cwd });
    expect(run.code, run.stderr).toBe(0);
    const home = readFileSync(path.join(cwd, 'dist', 'sites', SITE, 'index.html'), 'utf8');
    expect(home).toMatch(/Desenvolvido por\s*(<!-- -->)?\s*<a href="https:\/\/imobinuvem\.com\.br\/\?utm_source=custom-site&amp;utm_medium=footer&amp;utm_campaign=imobiliaria\.test"[^>]*>Imobi Nuvem<\/a>/);
    expect(home).not.toContain('vitrine.app.br');
    const notFound = readFileSync(path.join(cwd, 'dist', 'sites', SITE, '404.html'), 'utf8');
    expect(notFound).toContain('Ir para a Imobi Nuvem');
    expect(notFound).toContain('https://imobinuvem.com.br/?utm_source=custom-site&amp;utm_medium=error&amp;utm_campaign=imobiliaria.test');
  });
});
