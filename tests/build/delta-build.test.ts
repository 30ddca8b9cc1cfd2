/**
 * `vitrine build --base` against bases other than a bucket (the bucket is in
 * tests/e2e/delta-deploy.e2e.test.ts): the live site over HTTP, a copy in a folder,
 * and bases that cannot be trusted — each fails clearly and publishes nothing.
 */
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpBase } from '../../builds/base/http-base.ts';
import { folderBase } from '../../builds/base/folder-base.ts';
import { build } from '../../builds/build.ts';
import { isManifestPart } from '../../builds/file-manifest-parts.ts';
import { readReleaseManifest } from '../../builds/file-manifest-read.ts';
import { copyFixtures, tempDir } from '../support/fixture-build.ts';
import { listenOnLoopback, startStaticServer, type RunningServer } from '../support/http.ts';
import { runCli } from '../reliability/support.ts';

const SITE = 'imobiliaria.test';
const LISTING_103 = 'imovel/venda/casa-3-quartos-cambui-campinas/103/index.html';
let data: string;
let liveOut: string;
let liveId: string;
let live: RunningServer;

const setPrice = (price: number) => {
  const file = path.join(data, SITE, 'homes.json');
  const homes = JSON.parse(readFileSync(file, 'utf8')) as Array<{ id: number; price: number }>;
  homes.find((h) => h.id === 103)!.price = price;
  writeFileSync(file, JSON.stringify(homes));
};
const releaseOf = (out: string, id: string) => path.join(out, 'releases', SITE, id);

beforeAll(async () => {
  data = copyFixtures();
  liveOut = tempDir('live');
  liveId = (await build({ sites: [SITE], data, out: liveOut, concurrency: 2 })).sites[0]!.buildId;
  live = await startStaticServer({ outDir: liveOut, stagingSite: SITE });
});
afterAll(() => live?.close());

describe('build --base', { timeout: 120_000 }, () => {
  it('reads the live site over HTTP and writes only what changed', async () => {
    setPrice(1_111_000);
    const out = tempDir('runner');
    const site = (await build({ sites: [SITE], data, out, concurrency: 2, base: () => httpBase(`http://127.0.0.1:${live.port}/`) })).sites[0]!;
    expect(site).toMatchObject({ status: 'published', base: { id: liveId, where: `http://127.0.0.1:${live.port}`, delta: true } });
    expect(site.written).toContain(LISTING_103);
    expect(readFileSync(path.join(releaseOf(out, site.buildId), LISTING_103), 'utf8')).toContain('R$ 1.111.000');
    expect(existsSync(path.join(releaseOf(out, site.buildId), 'sobre/index.html'))).toBe(false); // unchanged: the host has it
    // The meta file lists the same paths for any deploy tool.
    const meta = JSON.parse(readFileSync(path.join(releaseOf(out, site.buildId), 'builds', 'meta', `${site.buildId}.json`), 'utf8'));
    expect(meta).toMatchObject({ base: liveId, written: site.written, removed: site.removed });
    // The files manifest still describes the whole site: unchanged pages carry the live digests.
    // The delta holds the manifest parts it wrote; the others are the live site's, read over HTTP as a deploy reads the bucket's.
    const overHttp = async (rel: string) => {
      const response = await fetch(`http://127.0.0.1:${live.port}/${rel}`);
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
    };
    const files = (await readReleaseManifest(releaseOf(out, site.buildId), site.buildId, overHttp))!.files;
    const liveFiles = (await readReleaseManifest(releaseOf(liveOut, liveId), liveId))!.files;
    expect(files['sobre/index.html']).toBeDefined();
    expect(files['sobre/index.html']).toEqual(liveFiles['sobre/index.html']);
    expect(files[LISTING_103]).not.toEqual(liveFiles[LISTING_103]);
    // The manifest's parts it did not write are the live ones (a tenant this small has one part: builds/file-manifest-parts.test.ts has many).
    const parts = Object.keys(files).filter(isManifestPart);
    expect(site.written.filter(isManifestPart).length).toBeGreaterThan(0);
    for (const part of parts.filter((rel) => !site.written.includes(rel))) expect(liveFiles[part], part).toEqual(files[part]);
    setPrice(1_250_000);
  });

  it('lists the paths of a listing that is gone as removed', async () => {
    const file = path.join(data, SITE, 'homes.json');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, JSON.stringify((JSON.parse(original) as Array<{ id: number }>).filter((h) => h.id !== 103)));
    const out = tempDir('runner');
    const site = (await build({ sites: [SITE], data, out, base: () => folderBase(path.join(liveOut, 'sites', SITE)) })).sites[0]!;
    writeFileSync(file, original);
    expect(site.status).toBe('published');
    expect(site.removed).toEqual(expect.arrayContaining([LISTING_103, LISTING_103.replace('index.html', '_payload.json'), 'bairros/cambui/index.html']));
    expect(site.written).not.toContain(LISTING_103);
  });

  it('writes the portal feed a full build writes, taking the unchanged listings from the live feed', async () => {
    const file = path.join(data, SITE, 'homes.json');
    const original = readFileSync(file, 'utf8');
    const homes = JSON.parse(original) as Array<{ id: number; price: number }>;
    homes.find((h) => h.id === 101)!.price = 987_000; // 101 is in the feed
    writeFileSync(file, JSON.stringify(homes));
    const out = tempDir('runner');
    const site = (await build({ sites: [SITE], data, out, base: () => folderBase(path.join(liveOut, 'sites', SITE)) })).sites[0]!;
    const full = tempDir('full');
    const fullSite = (await build({ sites: [SITE], data, out: full, full: true })).sites[0]!;
    writeFileSync(file, original);
    expect(site.written).toContain('feeds/vrsync.xml');
    const feed = readFileSync(path.join(releaseOf(out, site.buildId), 'feeds', 'vrsync.xml'), 'utf8');
    expect(feed).toContain('<ListingID>101</ListingID>');
    expect(feed).toContain('<ListPrice currency="BRL">987000</ListPrice>');
    expect(feed).toBe(readFileSync(path.join(releaseOf(full, fullSite.buildId), 'feeds', 'vrsync.xml'), 'utf8'));
  });

  it('keeps the live build when nothing changed, wherever the base is', async () => {
    const out = tempDir('runner');
    const site = (await build({ sites: [SITE], data, out, base: () => folderBase(path.join(liveOut, 'sites', SITE)) })).sites[0]!;
    expect(site).toMatchObject({ status: 'unchanged', buildId: liveId, written: [], removed: [] });
    expect(readdirSync(path.join(out, 'releases', SITE))).toEqual(['unchanged.json']);
  });

  it('tells an unchanged tenant from latest.json and its build record alone, and --strict still fails on its rejected records', async () => {
    const folder = folderBase(path.join(liveOut, 'sites', SITE));
    const reads: string[] = [];
    const base = { ...folder, read: (rel: string) => (reads.push(rel), folder.read(rel)) };
    const liveMeta = JSON.parse(readFileSync(path.join(releaseOf(liveOut, liveId), 'builds', 'meta', `${liveId}.json`), 'utf8')) as { rejected: unknown[]; stats: { pages: number } };
    const site = (await build({ sites: [SITE], data, out: tempDir('runner'), base: () => base })).sites[0]!;
    expect(site).toMatchObject({ status: 'unchanged', buildId: liveId, pages: { written: 0, unchanged: liveMeta.stats.pages } });
    // No files or pages manifest, no home cache, no feed: a few hundred bytes where a 10,000-listing tenant read 18 MB.
    expect(reads).toEqual(['builds/latest.json', `builds/meta/${liveId}.json`]);
    expect(liveMeta.rejected.length).toBeGreaterThan(0);
    expect(site.rejected).toEqual(liveMeta.rejected);

    // A live build whose latest.json predates the input key: told from its build record, the long way.
    reads.length = 0;
    const older = { ...base, read: async (rel: string) => (rel === 'builds/latest.json' ? Buffer.from(JSON.stringify({ id: liveId, timestamp: 1 })) : base.read(rel)) };
    expect((await build({ sites: [SITE], data, out: tempDir('runner'), base: () => older })).sites[0]).toMatchObject({ status: 'unchanged', buildId: liveId });
    expect(reads).toContain(`builds/files/${liveId}.json`);

    reads.length = 0;
    const strict = (await build({ sites: [SITE], data, out: tempDir('runner'), base: () => base, strict: true })).sites[0]!;
    expect(strict.status).toBe('failed');
    expect(strict.error).toContain('--strict');
    expect(reads).toContain(`builds/files/${liveId}.json`);
  });

  it('fails, publishing nothing, when the base names a build it has no manifests for', async () => {
    const copy = tempDir('copy');
    mkdirSync(path.join(copy, 'builds'), { recursive: true });
    writeFileSync(path.join(copy, 'builds', 'latest.json'), JSON.stringify({ id: '20260101-000000000-abcd', timestamp: 1 }));
    const out = tempDir('runner');
    const site = (await build({ sites: [SITE], data, out, base: () => folderBase(copy) })).sites[0]!;
    expect(site.status).toBe('failed');
    expect(site.error).toContain(`${copy} names a live build but has no builds/files/20260101-000000000-abcd.json`);
    expect(existsSync(path.join(out, 'sites', SITE))).toBe(false);
  });

  it('fails, publishing nothing, when the base cannot be read (HTTP 503)', async () => {
    const down = await listenOnLoopback(createServer((_req, res) => res.writeHead(503).end()));
    const out = tempDir('runner');
    const site = (await build({ sites: [SITE], data, out, base: () => httpBase(`http://127.0.0.1:${down.port}`) })).sites[0]!;
    await down.close();
    expect(site.status).toBe('failed');
    expect(site.error).toBe(`could not read the live release at http://127.0.0.1:${down.port}/builds/latest.json: HTTP 503 Service Unavailable; nothing was published`);
    expect(existsSync(path.join(out, 'sites', SITE))).toBe(false);
  });

  it('builds everything when the base has no live build yet (the first deploy)', async () => {
    const empty = tempDir('empty');
    const out = tempDir('runner');
    const site = (await build({ sites: [SITE], data, out, base: () => folderBase(empty) })).sites[0]!;
    expect(site).toMatchObject({ status: 'published', base: null, removed: [] });
    expect(site.written).toContain('index.html');
    expect(site.written.some((rel) => rel.startsWith('assets/'))).toBe(true);
  });

  it('the CLI refuses one --base for several sites without {site}, and a base URL with credentials', async () => {
    const several = await runCli(['build', '--all', '--data', data, '--out', tempDir('x'), '--base', 's3://bucket/sites']);
    expect(several.code).toBe(2);
    expect(several.stderr).toContain('put {site} where the site_url goes');
    const secret = await runCli(['build', '--site', SITE, '--data', data, '--out', tempDir('x'), '--base', 'https://user:pw@cdn.example.com/']);
    expect(secret.code).toBe(2);
    expect(secret.stderr).toContain('the URL carries credentials');
    expect(secret.stderr).not.toContain('pw@');
  });
});
