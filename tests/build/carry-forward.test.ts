/**
 * Files a rebuild keeps from the live release because what they are made from did not change
 * (builds/carry-forward.ts): the host files and the sitemap after a price change are the live
 * release's own files (hard links), and are made again, as a full build makes them, when a
 * listing is gone. The files manifest of either kind of release describes every file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { folderBase } from '../../builds/base/folder-base.ts';
import { readReleaseManifest } from '../../builds/file-manifest-read.ts';
import { build } from '../../builds/build.ts';
import { copyFixtures, tempDir } from '../support/fixture-build.ts';

const SITE = 'parceira.test';
const SITE_FILES = ['_redirects', '_headers', 'robots.txt', 'sitemap.xml', 'builds/nginx/listings.map'];
let data: string;
let out: string;

const releaseOf = (dir: string, id: string) => path.join(dir, 'releases', SITE, id);
/** A release's files manifest; a delta's unchanged parts are read from `base` (the live site's folder), as a deploy reads them from the bucket. */
const manifestOf = async (dir: string, id: string, base?: string) =>
  (await readReleaseManifest(releaseOf(dir, id), id, async (rel) => (base && existsSync(path.join(base, rel)) ? readFileSync(path.join(base, rel)) : null)))!.files;
const homesFile = () => path.join(data, SITE, existsSync(path.join(data, SITE, 'homes.json')) ? 'homes.json' : 'homes.ndjson');
function editHomes(edit: (homes: Array<{ id: number; price?: number }>) => Array<{ id: number; price?: number }>): void {
  const file = homesFile();
  const text = readFileSync(file, 'utf8');
  const homes = file.endsWith('.json') ? JSON.parse(text) : text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
  const next = edit(homes);
  writeFileSync(file, file.endsWith('.json') ? JSON.stringify(next) : next.map((h) => JSON.stringify(h)).join('\n'));
}
const inode = (file: string) => statSync(file).ino;

beforeAll(async () => {
  data = copyFixtures();
  out = tempDir('carry');
});

describe('files carried from the live release', { timeout: 120_000 }, () => {
  it('keeps the host files and sitemap of the live release after a price change, and makes them again when a listing is gone', async () => {
    const first = (await build({ sites: [SITE], data, out, concurrency: 2 })).sites[0]!;
    let changed = 0;
    editHomes((homes) => homes.map((h, i) => (i === 0 && typeof h.price === 'number' ? (changed++, { ...h, price: h.price + 1_000 }) : h)));
    expect(changed).toBe(1);
    const second = (await build({ sites: [SITE], data, out, concurrency: 2 })).sites[0]!;
    expect(second.status).toBe('published');
    // The live release on this disk is the base: unchanged pages are linked, a complete release.
    expect(second.base).toEqual({ id: first.buildId, where: releaseOf(out, first.buildId), delta: false });
    for (const rel of SITE_FILES) {
      expect(inode(path.join(releaseOf(out, second.buildId), rel)), rel).toBe(inode(path.join(releaseOf(out, first.buildId), rel)));
    }
    // The complete release's manifest describes each of its files, carried ones included.
    const files = await manifestOf(out, second.buildId);
    for (const rel of SITE_FILES) {
      const bytes = readFileSync(path.join(releaseOf(out, second.buildId), rel));
      expect(files[rel], rel).toEqual({ sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length });
    }

    // A listing gone: its old URLs leave the redirect rules and the sitemap, as in a full build.
    let goneId = 0;
    editHomes((homes) => homes.filter((h, i) => (i === 1 ? ((goneId = h.id), false) : true)));
    const third = (await build({ sites: [SITE], data, out, concurrency: 2 })).sites[0]!;
    const full = tempDir('carry-full');
    const fullSite = (await build({ sites: [SITE], data, out: full, full: true, concurrency: 2 })).sites[0]!;
    for (const rel of SITE_FILES) {
      const made = path.join(releaseOf(out, third.buildId), rel);
      expect(readFileSync(made, 'utf8'), rel).toBe(readFileSync(path.join(releaseOf(full, fullSite.buildId), rel), 'utf8'));
    }
    const meta = JSON.parse(readFileSync(path.join(releaseOf(out, second.buildId), 'builds', 'meta', `${second.buildId}.json`), 'utf8')) as { prerendered: string[] };
    const gonePath = meta.prerendered.find((p) => p.startsWith('/imovel/') && p.endsWith(`/${goneId}`));
    expect(gonePath).toBeDefined();
    for (const rel of ['_redirects', 'sitemap.xml', 'builds/nginx/listings.map']) {
      expect(inode(path.join(releaseOf(out, third.buildId), rel)), rel).not.toBe(inode(path.join(releaseOf(out, second.buildId), rel)));
      expect(readFileSync(path.join(releaseOf(out, second.buildId), rel), 'utf8'), rel).toContain(`${gonePath}/`);
      expect(readFileSync(path.join(releaseOf(out, third.buildId), rel), 'utf8'), rel).not.toContain(`${gonePath}/`);
    }
  });

  it('lists them with the live digests in a delta release, without writing them', async () => {
    const live = (await build({ sites: [SITE], data, out, concurrency: 2 })).sites[0]!;
    editHomes((homes) => homes.map((h, i) => (i === 0 && typeof h.price === 'number' ? { ...h, price: h.price + 1_000 } : h)));
    const runner = tempDir('carry-runner');
    const delta = (await build({ sites: [SITE], data, out: runner, concurrency: 2, base: () => folderBase(path.join(out, 'sites', SITE)) })).sites[0]!;
    expect(delta.status).toBe('published');
    const liveFiles = await manifestOf(out, live.buildId); // 'unchanged' (the data of the last build): the live build's id
    const files = await manifestOf(runner, delta.buildId, path.join(out, 'sites', SITE));
    for (const rel of SITE_FILES) {
      expect(files[rel], rel).toEqual(liveFiles[rel]);
      expect(existsSync(path.join(releaseOf(runner, delta.buildId), rel)), rel).toBe(false);
      expect(delta.written).not.toContain(rel);
    }
  });
});
