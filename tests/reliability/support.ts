/** Helpers of the reliability suite: fixture tenants to bend, the CLI as a real process, file scans. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const CLI = path.resolve(import.meta.dirname, '../../bin/vitrine.mjs');
export const SITE = 'imobiliaria.test';

type Json = Record<string, unknown>;

export function readJson<T = Json>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Rewrites a tenant's homes.json / site-config.json in a data folder copy. */
export function editHomes(data: string, edit: (homes: Json[]) => Json[] | void, site = SITE): void {
  const file = path.join(data, site, 'homes.json');
  const homes = readJson<Json[]>(file);
  writeFileSync(file, JSON.stringify(edit(homes) ?? homes));
}
export function editConfig(data: string, edit: (config: Json) => void, site = SITE): void {
  const file = path.join(data, site, 'site-config.json');
  const config = readJson(file);
  edit(config);
  writeFileSync(file, JSON.stringify(config));
}

/** `count` copies of the tenant's first valid home (ids from 10,000): a tenant long enough to interrupt. */
export function growTenant(data: string, count: number, site = SITE): void {
  editHomes(data, (homes) => {
    const model = homes[0]!;
    for (let i = 0; i < count; i++) homes.push({ ...model, id: 10_000 + i, name: `Apartamento ${i}`, is_featured_on_site: false });
  }, site);
}

export const liveRelease = (out: string, site = SITE): string => path.basename(readlinkSync(path.join(out, 'sites', site)));

/** Every file under a folder, following nothing (relative paths). */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export interface CliRun {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or the signal's name) once the process ended. */
  exit: Promise<number | string>;
  /** Resolves when stderr has shown `text` (rejects when the process ends first). */
  waitFor(text: string | RegExp): Promise<void>;
}

/** Starts `node bin/vitrine.mjs …` as a real process; killed after `limitMs` at the latest. */
export function startCli(args: string[], limitMs = 120_000): CliRun {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const waiters: Array<{ test: string | RegExp; resolve: () => void; reject: (e: Error) => void }> = [];
  const check = () => {
    for (const w of [...waiters]) {
      if (typeof w.test === 'string' ? err.includes(w.test) : w.test.test(err)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    err += chunk.toString();
    check();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const exit = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      for (const w of waiters.splice(0)) w.reject(new Error(`the CLI ended (${code ?? signal}) before showing ${String(w.test)}:\n${err}`));
      resolve(code ?? signal ?? -1);
    }),
  );
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exit,
    waitFor: (test) =>
      new Promise<void>((resolve, reject) => {
        waiters.push({ test, resolve, reject });
        check();
      }),
  };
}

export async function runCli(args: string[], limitMs = 120_000): Promise<{ code: number | string; stdout: string; stderr: string }> {
  const run = startCli(args, limitMs);
  const code = await run.exit;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}
