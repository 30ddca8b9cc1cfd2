import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_STORAGE } from './browser-storage.ts';

/** Every `…KEY = '…'` constant of the browser runtime: the keys it stores under. */
function clientStorageKeys(): string[] {
  const root = path.resolve(import.meta.dirname, '..', 'client');
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name));
  const keys = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(file.parentPath, file.name), 'utf8');
    for (const match of source.matchAll(/const\s+\w*KEY\s*=\s*'([^']+)'/g)) keys.add(match[1]!);
  }
  return [...keys].sort();
}

describe('what the site keeps in the browser', () => {
  it('lists exactly the keys the browser runtime stores under', () => {
    expect(BROWSER_STORAGE.map((item) => item.key).sort()).toEqual(clientStorageKeys());
  });
});
