/** Builds the fixture tenants of tests/fixtures/tenants into a fresh temp folder. */
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildOptions, type BuildSummary } from '../../builds/build.ts';

export const fixturesDir = path.resolve(import.meta.dirname, '..', 'fixtures', 'tenants');

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `vitrine-${prefix}-`));
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
