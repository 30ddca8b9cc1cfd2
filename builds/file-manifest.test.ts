import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeFileManifest, isSafeRelativePath, parseFileManifest, readFileManifest, serializeFileManifest, sha256Hex, writeFileManifest } from './file-manifest.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'vitrine-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (dir: string, files: Record<string, string>) => {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
};

describe('the files manifest', () => {
  it('lists every file with its sha256 and size, carries latest.json, and leaves itself out', () => {
    const dir = path.join(root, 'a');
    write(dir, { 'index.html': '<p>oi</p>', 'sobre/index.html': 'sobre', 'builds/latest.json': '{"id":"a"}' });
    const manifest = computeFileManifest(dir, 'a');
    writeFileManifest(dir, manifest);
    expect(manifest).toEqual({
      version: 1,
      id: 'a',
      latest: '{"id":"a"}',
      files: {
        'builds/latest.json': { sha256: sha256Hex('{"id":"a"}'), size: 10 },
        'index.html': { sha256: sha256Hex('<p>oi</p>'), size: 9 },
        'sobre/index.html': { sha256: sha256Hex('sobre'), size: 5 },
      },
    });
    expect(readFileManifest(dir, 'a')).toEqual(manifest);
    expect(computeFileManifest(dir, 'a').files).toEqual(manifest.files); // builds/files/a.json is not listed
  });

  it('writes the bytes JSON.stringify gives, whatever a path holds', () => {
    const dir = path.join(root, 'names');
    const names = ['media/a "b".jpg', 'media/c\\d.jpg', 'media/ç ã é.jpg', 'media/tab\there.jpg', 'media/😀.jpg', 'media/lone\ud800.jpg', 'plain/index.html'];
    const files = Object.fromEntries(names.map((rel, i) => [rel, { sha256: sha256Hex(String(i)), size: i }]));
    const manifest = { version: 1 as const, id: 'n', latest: '{"id":"n"}', files };
    writeFileManifest(dir, manifest);
    const text = readFileSync(path.join(dir, 'builds/files/n.json'), 'utf8');
    expect(text).toBe(serializeFileManifest({ ...manifest, files: Object.fromEntries(Object.keys(files).sort().map((rel) => [rel, files[rel]!])) }));
    expect(JSON.parse(text).files['media/a "b".jpg']).toEqual(files['media/a "b".jpg']);
  });

  it('gives a file shared by hard links its digest in every release, and a new one once it is rewritten in place', () => {
    const shared = path.join(root, 'shared.css');
    writeFileSync(shared, 'a{color:red}');
    const dirs = ['t1', 't2'].map((name) => path.join(root, name));
    for (const dir of dirs) {
      write(dir, { 'builds/latest.json': '{}' });
      mkdirSync(path.join(dir, 'assets'), { recursive: true });
      linkSync(shared, path.join(dir, 'assets/app.css'));
    }
    const [first, second] = dirs.map((dir) => computeFileManifest(dir, 'x').files['assets/app.css']);
    expect(first).toEqual({ sha256: sha256Hex('a{color:red}'), size: 12 });
    expect(second).toEqual(first);
    // Same inode and size, new content: the modification time names it anew.
    writeFileSync(shared, 'b{color:red}', { flag: 'r+' });
    utimesSync(shared, new Date(), new Date(Date.now() + 5_000));
    expect(computeFileManifest(dirs[0]!, 'x').files['assets/app.css']).toEqual({ sha256: sha256Hex('b{color:red}'), size: 12 });
  });

  it('reuses the digest of a file hard-linked from the previous release', () => {
    const prev = path.join(root, 'a');
    const next = path.join(root, 'b');
    write(next, { 'builds/latest.json': '{"id":"b"}' });
    mkdirSync(path.join(next, 'sobre'), { recursive: true });
    linkSync(path.join(prev, 'sobre/index.html'), path.join(next, 'sobre/index.html'));
    const previous = { dir: prev, manifest: { ...readFileManifest(prev, 'a')!, files: { 'sobre/index.html': { sha256: 'f'.repeat(64), size: 5 } } } };
    expect(computeFileManifest(next, 'b', previous).files['sobre/index.html']!.sha256).toBe('f'.repeat(64));
  });

  it('refuses unsafe paths and malformed entries', () => {
    const good = { version: 1, id: 'x', latest: '{}', files: { 'a.html': { sha256: 'a'.repeat(64), size: 1 } } };
    expect(parseFileManifest(serializeFileManifest(good as never)).files['a.html']!.size).toBe(1);
    expect(() => parseFileManifest(JSON.stringify({ ...good, files: { '../etc/passwd': good.files['a.html'] } }))).toThrow(/unsafe path/);
    expect(() => parseFileManifest(JSON.stringify({ ...good, files: { 'a.html': { sha256: 'no', size: 1 } } }))).toThrow(/bad entry/);
    expect(() => parseFileManifest('{"version":2}')).toThrow(/version 1/);
  });

  it('takes only relative paths without empty, . or .. segments', () => {
    for (const rel of ['index.html', 'imovel/casa-1/index.html', 'a..b/c.d', '.well-known/x', 'x/..y', 'x/.y/z']) expect(isSafeRelativePath(rel), rel).toBe(true);
    for (const rel of ['', '/etc/passwd', '..', '.', '../a', 'a/..', 'a/../b', 'a/./b', './a', 'a//b', 'a/', 'a\\b', '..\\a']) expect(isSafeRelativePath(rel), rel).toBe(false);
  });
});
