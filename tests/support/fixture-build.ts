/** Builds the fixture tenants of tests/fixtures/tenants into a fresh temp folder. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildOptions, type BuildSummary } from '../../builds/build.ts';

export const fixturesDir = path.resolve(import.meta.dirname, '..', 'fixtures', 'tenants');

const made: string[] = [];
// Builds are hundreds of files: leave no temp folders behind when the test process ends.
process.once('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `vitrine-${prefix}-`));
  made.push(dir);
  return dir;
}

/** A writable copy of the fixture data folder, for tests that change listings. */
export function copyFixtures(): string {
  const dir = tempDir('data');
  cpSync(fixturesDir, dir, { recursive: true });
  return dir;
}

export async function buildFixtures(options: Partial<BuildOptions> = {}): Promise<{ out: string; summary: BuildSummary }> {
  const out = options.out ?? tempDir('out');
  const summary = await build({ all: true, data: fixturesDir, concurrency: 2, ...options, out });
  return { out, summary };
}
