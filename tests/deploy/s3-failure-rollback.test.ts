/**
 * The unhappy and the undo paths of `vitrine deploy` on a real S3-compatible
 * server (s3rver on loopback): an upload refused half-way, `vitrine rollback
 * --bucket` with and without the earlier local release, a bucket that lost its
 * manifests, and the CLI itself.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileManifestPath } from '../../builds/file-manifest.ts';
import { createS3Store } from '../../deploy/s3-store.ts';
import { deploySite, rollbackBucket } from '../../deploy/site-release.ts';
import { deployFixture, listing103, PREFIX, requests, SITE, type DeployFixture } from '../support/deploy-fixture.ts';
import { tempDir } from '../support/fixture-build.ts';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../../bin/vitrine.mjs');
let f: DeployFixture;
let first: string;
let second: string;
const options = (out = f.out) => ({ out, site: SITE, store: f.store, graceMs: 86_400_000, dryRun: false });
const liveId = async (store = f.store) => JSON.parse(Buffer.from((await store.get('builds/latest.json'))!).toString()).id as string;

beforeAll(async () => {
  f = await deployFixture();
  first = await f.rebuild();
  await deploySite(options());
  f.editHomes((homes) => {
    homes.find((h) => h.id === 103)!.price = 1_190_000;
  });
  second = await f.rebuild();
}, 300_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await f?.s3.close();
});

describe('a deploy that fails half-way', { timeout: 120_000 }, () => {
  it('never uploads latest.json, names the object, and the next deploy completes', async () => {
    f.s3.denyPut = /103\/index\.html$/;
    const mark = f.s3.log.length;
    const failed = deploySite(options());
    await expect(failed).rejects.toThrow(
      `uploading s3://vitrine/${PREFIX}/${listing103}/index.html failed: Access Denied; builds/latest.json was not uploaded, the bucket still serves build ${first}`,
    );
    const puts = requests(f.s3, 'PUT', mark);
    expect(puts).not.toContain('builds/latest.json');
    expect(puts).not.toContain(`builds/meta/${second}.json`);
    expect(await liveId()).toBe(first);

    f.s3.denyPut = null;
    const report = await deploySite(options());
    expect(report.uploaded.at(-1)).toBe('builds/latest.json');
    expect(await liveId()).toBe(second);
  });
});

describe('vitrine rollback --bucket', { timeout: 120_000 }, () => {
  it('points the bucket back at an earlier build, uploading what changed since from its local release', async () => {
    const mark = f.s3.log.length;
    const report = await rollbackBucket({ ...options(), to: first });
    expect(report).toMatchObject({ buildId: first, previous: second, deleted: [] });
    expect(report.uploaded).toContain(`${listing103}/index.html`);
    expect(report.uploaded).not.toContain(fileManifestPath(first)); // still in the bucket
    expect(requests(f.s3, 'PUT', mark).at(-1)).toBe('builds/latest.json');
    expect(await liveId()).toBe(first);
    expect(Buffer.from((await f.store.get(`${listing103}/index.html`))!).toString()).not.toContain('R$ 1.190.000');
    expect(report.pending.map((p) => p.path)).toContain(`builds/meta/${second}.json`);
  });

  it('refuses, changing nothing, when objects of that build were overwritten and its release is not on disk', async () => {
    const mark = f.s3.log.length;
    const elsewhere = tempDir('out');
    await expect(rollbackBucket({ ...options(elsewhere), to: second })).rejects.toThrow(
      new RegExp(`cannot point s3://vitrine/${PREFIX} back at ${second}: \\d+ of its objects were deleted or overwritten since \\(.*\\) and its release is not in .*; nothing was changed`),
    );
    await expect(rollbackBucket({ ...options(elsewhere), to: '20200101-000000000-0000' })).rejects.toThrow(/was never deployed to/);
    expect(f.s3.log.slice(mark).filter((r) => r.method === 'PUT' || r.method === 'POST' || r.method === 'DELETE')).toEqual([]);
    expect(await liveId()).toBe(first);
  });
});

describe('a bucket without Vitrine manifests', { timeout: 120_000 }, () => {
  it('compares with the sha256 metadata of the objects instead', async () => {
    const store = createS3Store(`s3://${f.s3.bucket}/other`);
    await deploySite({ ...options(), store });
    await store.delete(['builds/latest.json', fileManifestPath(second)]);
    const report = await deploySite({ ...options(), store });
    expect(report.previous).toBeNull();
    expect(report.uploaded).toEqual([fileManifestPath(second), 'builds/latest.json']);
  });
});

// Hundreds of real requests, or two CLI starts, per case: 30 s is not enough when the 2 cores are shared.
describe('the vitrine deploy command', { timeout: 120_000 }, () => {
  it('prints the JSON report on stdout and never the credentials', async () => {
    const { stdout, stderr } = await run(process.execPath, [cli, 'deploy', '--site', SITE, '--out', f.out, '--to', `s3://vitrine/${PREFIX}`, '--json'], { env: process.env });
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ buildId: second, previous: first, dryRun: false, deleted: [], bytes: expect.any(Number), unchanged: expect.any(Number) });
    expect(report.uploaded).toContain(`${listing103}/index.html`);
    expect(stdout + stderr).not.toContain(process.env.AWS_SECRET_ACCESS_KEY);
    const again = await run(process.execPath, [cli, 'deploy', '--site', SITE, '--out', f.out, '--to', `s3://vitrine/${PREFIX}`, '--dry-run'], { env: process.env });
    expect(again.stderr).toContain(`dry run: ${second} → s3://vitrine/${PREFIX} (was ${second}): 0 would upload (0 bytes)`);
  });

  it('exits 2 on bad usage', async () => {
    const badUrl = await run(process.execPath, [cli, 'deploy', '--site', SITE, '--to', 'https://bucket/x']).catch((e: { code: number }) => e);
    expect(badUrl).toMatchObject({ code: 2 });
    const noBuild = await run(process.execPath, [cli, 'rollback', '--site', SITE, '--bucket', 's3://vitrine/x']).catch((e: { code: number }) => e);
    expect(noBuild).toMatchObject({ code: 2 });
  });
});
