/**
 * The digest of the sources the app bundles were built from, kept beside them
 * (`.vitrine/app-sources.json`). The mtime check of app-bundle.ts is cheap but says
 * "stale" whenever files were written after the bundles without changing: an installed
 * package (npm extracts every file at install time), a git checkout. Then the contents
 * decide: a bundle whose sources hash to the recorded digest is current.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { entriesUnder } from './walk.ts';

function sourceFiles(root: string, dirs: readonly string[], extra: readonly string[]): string[] {
  const files = [...extra];
  for (const dir of dirs) {
    for (const entry of entriesUnder(path.join(root, dir))) {
      if (entry.isFile() && !entry.name.includes('.test.')) files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  return files.sort();
}

export function sourcesDigest(root: string, dirs: readonly string[], extra: readonly string[]): string {
  const hash = createHash('sha1');
  for (const file of sourceFiles(root, dirs, extra)) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

export function recordDigest(file: string, digest: string): void {
  writeFileSync(`${file}.tmp`, `${JSON.stringify({ digest })}\n`);
  renameSync(`${file}.tmp`, file);
}

export function recordedDigest(file: string): string | null {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { digest?: string }).digest ?? null;
  } catch {
    return null;
  }
}
