/**
 * `vitrine deploy` against a real S3-compatible server (s3rver on loopback):
 * a full deploy, a no-op redeploy, one changed listing, grace-period deletions
 * and a dry run, asserted on the objects and on the server's request log.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileManifestPath, sha256Hex } from '../../builds/file-manifest.ts';
import { isManifestPart, manifestText } from '../../builds/file-manifest-parts.ts';
import { phaseOf } from '../../deploy/plan.ts';
import { deploySite } from '../../deploy/site-release.ts';
import { changedPaths, deployFixture, listing103, requests, SITE, type DeployFixture } from '../support/deploy-fixture.ts';

const HOUR = 3_600_000;
let f: DeployFixture;
const deploy = (options: { now?: number; graceMs?: number; dryRun?: boolean } = {}) =>
  deploySite({ out: f.out, site: SITE, store: f.store, graceMs: options.graceMs ?? 24 * HOUR, dryRun: options.dryRun ?? false, ...(options.now ? { now: () => options.now! } : {}) });
const liveId = async () => JSON.parse(Buffer.from((await f.store.get('builds/latest.json'))!).toString()).id as string;

beforeAll(async () => {
  f = await deployFixture();
  await f.rebuild();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await f?.s3.close();
});

// Hundreds of real requests per case: 30 s is not enough when the 2 cores are shared.
describe('vitrine deploy to an S3-compatible bucket', { timeout: 120_000 }, () => {
  it('uploads every file first, in phases, with types, cache rules and digests, builds/latest.json last', async () => {
    const manifest = (await f.localManifest());
    const report = await deploy();
    const files = Object.keys(manifest.files);
    expect(report).toMatchObject({ buildId: manifest.id, previous: null, unchanged: 0, deleted: [], pending: [] });
    expect(report.uploaded).toHaveLength(files.length + 1); // and the files manifest itself
    expect(report.bytes).toBe(files.reduce((sum, rel) => sum + manifest.files[rel]!.size, 0) + Buffer.byteLength(manifestText(manifest)));
    console.info(`full deploy of ${SITE}: ${report.uploaded.length} objects, ${report.bytes} bytes`);

    const puts = requests(f.s3, 'PUT');
    expect(new Set(puts)).toEqual(new Set(report.uploaded));
    expect(puts.at(-1)).toBe('builds/latest.json');
    const phases = puts.map(phaseOf);
    expect(phases.lastIndexOf('assets')).toBeLessThan(phases.indexOf('pages'));
    expect(phases.lastIndexOf('pages')).toBeLessThan(phases.indexOf('manifests'));
    expect(puts).toContain(fileManifestPath(manifest.id));

    const index = await f.head('index.html');
    expect(index).toEqual({ contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', sha256: manifest.files['index.html']!.sha256 });
    const asset = files.find((rel) => rel.startsWith('assets/') && rel.endsWith('.js'))!;
    expect(await f.head(asset)).toMatchObject({ contentType: 'text/javascript; charset=utf-8', cacheControl: 'public, max-age=31536000, immutable' });
    const search = files.find((rel) => rel.startsWith('search/'))!;
    expect(await f.head(search)).toMatchObject({ contentType: 'application/json; charset=utf-8', cacheControl: 'public, max-age=31536000, immutable' });
    expect(await f.head(`${listing103}/_payload.json`)).toMatchObject({ contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' });
    expect(await f.head('builds/latest.json')).toMatchObject({ cacheControl: 'no-cache' });
    expect(await f.head('sitemap.xml')).toMatchObject({ contentType: 'application/xml; charset=utf-8', cacheControl: 'no-cache' });
    expect(await f.head('robots.txt')).toMatchObject({ contentType: 'text/plain; charset=utf-8', cacheControl: 'no-cache' });
    expect(await f.head(`builds/meta/${manifest.id}.json`)).toMatchObject({ cacheControl: 'public, max-age=31536000, immutable' });

    const local = readFileSync(path.join(f.out, 'sites', SITE, listing103, 'index.html'));
    const remote = (await f.store.get(`${listing103}/index.html`))!;
    expect(sha256Hex(remote)).toBe(sha256Hex(local));
    expect(await liveId()).toBe(manifest.id);
  });

  it('uploads nothing when the same release is deployed again', async () => {
    const mark = f.s3.log.length;
    const report = await deploy();
    expect(report.uploaded).toEqual([]);
    expect(report.bytes).toBe(0);
    expect(report.unchanged).toBe(Object.keys((await f.localManifest()).files).length);
    expect(requests(f.s3, 'PUT', mark)).toEqual([]);
  });

  it('uploads only the objects that changed with one listing, latest.json last, and keeps removed ones for the grace period', async () => {
    const before = (await f.localManifest());
    f.editHomes((homes) => {
      homes.find((h) => h.id === 103)!.price = 1_190_000;
    });
    await f.rebuild();
    const after = (await f.localManifest());
    const changed = changedPaths(before, after);
    const mark = f.s3.log.length;
    const report = await deploy();
    expect([...report.uploaded].sort()).toEqual([...changed, fileManifestPath(after.id)].sort());
    expect(report.uploaded).toContain(`${listing103}/index.html`);
    expect(report.uploaded).not.toContain('sobre/index.html');
    expect(report.unchanged).toBe(Object.keys(after.files).length - changed.length);
    console.info(`one listing changed: ${report.uploaded.length} objects, ${report.bytes} bytes`);
    expect(requests(f.s3, 'PUT', mark).at(-1)).toBe('builds/latest.json');
    const text = Buffer.from((await f.store.get(`${listing103}/index.html`))!).toString();
    expect(text).toContain('R$ 1.190.000');

    // The previous build's meta file and search index are gone from the new release, not yet from the bucket.
    const removed = Object.keys(before.files).filter((rel) => !(rel in after.files));
    expect(removed).toContain(`builds/meta/${before.id}.json`);
    expect(report.deleted).toEqual([]);
    // The previous manifest's parts are never deleted (a rollback reads that manifest whole): they do not wait.
    expect(removed.some(isManifestPart)).toBe(true);
    expect(report.pending.map((p) => p.path).sort()).toEqual(removed.filter((rel) => !isManifestPart(rel)).sort());
    for (const rel of removed) expect(await f.head(rel)).not.toBeNull();
  });

  it('deletes removed paths at the first deploy after their grace period, never the live ones', async () => {
    const removed = (await deploy()).pending.map((p) => p.path);
    const soon = await deploy({ now: Date.now() + HOUR });
    expect(soon.deleted).toEqual([]);
    const mark = f.s3.log.length;
    const later = await deploy({ now: Date.now() + 25 * HOUR });
    expect(later.deleted).toEqual([...removed].sort());
    expect(later.pending).toEqual([]);
    expect(requests(f.s3, 'PUT', mark)).toEqual(['builds/pending-deletions.json']);
    for (const rel of removed) expect(await f.head(rel)).toBeNull();
    expect(await f.head('index.html')).not.toBeNull();
  });

  it('with --grace 0 deletes a removed listing at once, after latest.json', async () => {
    f.editHomes((homes) => homes.splice(homes.findIndex((h) => h.id === 103), 1));
    await f.rebuild();
    const mark = f.s3.log.length;
    const report = await deploy({ graceMs: 0 });
    expect(report.deleted).toContain(`${listing103}/index.html`);
    expect(report.deleted).toContain(`${listing103}/_payload.json`);
    expect(report.pending).toEqual([]);
    expect(await f.head(`${listing103}/index.html`)).toBeNull();
    const log = f.s3.log.slice(mark);
    const latest = log.findIndex((r) => r.method === 'PUT' && r.key.endsWith('builds/latest.json'));
    const multiDelete = log.findIndex((r) => r.method === 'POST');
    expect(latest).toBeGreaterThan(-1);
    expect(multiDelete).toBeGreaterThan(latest);
  });

  it('changes nothing on --dry-run and reports what it would do', async () => {
    f.editHomes((homes) => {
      homes[0]!.price = 999_000;
    });
    await f.rebuild();
    const live = await liveId();
    const mark = f.s3.log.length;
    const report = await deploy({ dryRun: true });
    expect(report.dryRun).toBe(true);
    expect(report.uploaded.length).toBeGreaterThan(1);
    expect(report.uploaded.at(-1)).toBe('builds/latest.json');
    expect(f.s3.log.slice(mark).filter((r) => r.method !== 'GET' && r.method !== 'HEAD')).toEqual([]);
    expect(await liveId()).toBe(live);
  });
});
