import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entriesUnder } from './walk.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'vitrine-walk-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('entriesUnder', () => {
  it('lists every file and folder below, and links as links: never followed, on Node 20 or 22', () => {
    mkdirSync(path.join(root, 'releases', 'a', 'deep'), { recursive: true });
    writeFileSync(path.join(root, 'releases', 'a', 'deep', 'index.html'), 'x');
    mkdirSync(path.join(root, 'sites'));
    symlinkSync(path.join(root, 'releases', 'a'), path.join(root, 'sites', 'a')); // a published site
    symlinkSync('..', path.join(root, 'releases', 'a', 'loop')); // a loop, as hostile media could hold
    const entries = entriesUnder(root).map((e) => [path.relative(root, path.join(e.parentPath, e.name)), e.isFile() ? 'file' : e.isDirectory() ? 'dir' : 'link']);
    expect(entries.sort()).toEqual([
      ['releases', 'dir'],
      ['releases/a', 'dir'],
      ['releases/a/deep', 'dir'],
      ['releases/a/deep/index.html', 'file'],
      ['releases/a/loop', 'link'],
      ['sites', 'dir'],
      ['sites/a', 'link'],
    ]);
  });
});
