/**
 * Issue #13's loop, end to end on loopback: a tenant built and deployed to a real
 * S3-compatible server (s3rver), served by that server's static website hosting and
 * open in Chromium; one price changes; a fresh, empty runner folder builds with
 * `--base s3://…` (the bucket is the cache) and deploys through the CLI. The page shows
 * the new price, only the changed objects are uploaded, builds/latest.json last, and the
 * tab opened before notices the new build. A rebuild with nothing changed publishes
 * nothing, keeps the build id and uploads nothing.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../builds/build.ts';
import { createS3Store } from '../../deploy/s3-store.ts';
import { deploySite } from '../../deploy/site-release.ts';
import { stubAwsEnv } from '../support/deploy-fixture.ts';
import { launchChromium, sessionPerTest } from '../support/browser.ts';
import { copyFixtures, tempDir } from '../support/fixture-build.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { runCli } from '../reliability/support.ts';
import { pageFiles } from '../../builds/release-diff.ts';
import { isManifestPart } from '../../builds/file-manifest-parts.ts';

const SITE = 'imobiliaria.test';
const LISTING_103 = '/imovel/venda/casa-3-quartos-cambui-campinas/103/';
const LISTING_101 = '/imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101/';

let s3: S3TestServer & { websiteOrigin: string };
let browser: Browser | undefined;
let data: string;
let firstBuild: string;
let fullUpload: number;
/** The first release's pages whose payload shows home 103 (its page, lists, similar homes, combinations). */
let pagesShowing103: string[];
const openSession = sessionPerTest(() => browser);
const bucket = () => `s3://${s3.bucket}`;

interface SiteJson {
  status: string;
  buildId: string;
  written: string[];
  removed: string[];
  base: { id: string; where: string } | null;
}

/** `vitrine build --base <bucket>` in a new empty folder, as on a throwaway CI runner. */
async function buildOnFreshRunner(): Promise<{ out: string; site: SiteJson; log: string }> {
  const out = tempDir('runner');
  const run = await runCli(['build', '--site', SITE, '--data', data, '--out', out, '--base', bucket(), '--json']);
  expect(run.code, run.stderr).toBe(0);
  return { out, site: (JSON.parse(run.stdout) as { sites: SiteJson[] }).sites[0]!, log: run.stderr };
}

async function deployFrom(out: string): Promise<{ uploaded: string[]; bytes: number; buildId: string }> {
  const run = await runCli(['deploy', '--site', SITE, '--out', out, '--to', bucket(), '--json']);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

/** Every file under a folder, release-relative. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

const liveInBucket = async () => JSON.parse(Buffer.from((await createS3Store(bucket()).get('builds/latest.json'))!).toString()).id as string;

beforeAll(async () => {
  s3 = await startS3Server('vitrine', { website: true });
  stubAwsEnv(s3.endpoint); // the CLI children inherit it: the SDK's own variables
  data = copyFixtures();
  // The first deploy, from the provider's long-lived folder.
  const out = tempDir('first');
  const summary = (await build({ sites: [SITE], data, out, concurrency: 2 })).sites[0]!;
  if (summary.status !== 'published') throw new Error(summary.error);
  firstBuild = summary.buildId;
  const release = path.join(out, 'releases', SITE, firstBuild);
  pagesShowing103 = filesIn(release)
    .filter((rel) => rel.endsWith('_payload.json') && /"id":"?103"?[,}]/.test(readFileSync(path.join(release, rel), 'utf8')))
    .map((rel) => path.dirname(rel));
  const report = await deploySite({ out, site: SITE, store: createS3Store(bucket()), graceMs: 0, dryRun: false });
  fullUpload = report.uploaded.length;
  // *.localhost is loopback for Chromium; the map keeps it off IPv6, where s3rver does not listen.
  browser = await launchChromium([`--host-resolver-rules=MAP ${new URL(s3.websiteOrigin).hostname} 127.0.0.1`]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await s3?.close();
  vi.unstubAllEnvs();
});

describe('a listing change from a fresh runner to the bucket', { timeout: 180_000 }, () => {
  it('renders the delta against the bucket, uploads only it, and open tabs see the new build', async () => {
    const { page } = await openSession();
    await page.addInitScript('window.__vitrineTestPollMs = 250;');
    await page.goto(`${s3.websiteOrigin}/`);
    await page.locator(`html[data-live-build="${firstBuild}"]`).waitFor({ state: 'attached', timeout: 15_000 });
    const other = await browser!.newPage();
    await other.goto(`${s3.websiteOrigin}${LISTING_103}`);
    await other.getByText('R$ 1.250.000', { exact: true }).first().waitFor();
    await other.close();

    const homesFile = path.join(data, SITE, 'homes.json');
    const homes = JSON.parse(readFileSync(homesFile, 'utf8')) as Array<{ id: number; price: number }>;
    homes.find((h) => h.id === 103)!.price = 1_190_000;
    writeFileSync(homesFile, JSON.stringify(homes));

    const { out, site, log } = await buildOnFreshRunner();
    expect(site).toMatchObject({ status: 'published', base: { id: firstBuild, where: bucket() } });
    // The unchanged homes' facts came from the bucket's home cache: only the changed record was read.
    const [, known, kept] = /plan: .*\((\d+) of (\d+) homes unchanged: not read again(?:; \d+ listing pages as live, not keyed)?(?:; \/buscar combinations patched from the live ones)?(?:; home lists and counts patched from the live ones)?\)/.exec(log) ?? [];
    expect(Number(known)).toBe(Number(kept) - 1);
    expect(site.written).toContain(`${LISTING_103.slice(1)}index.html`);
    expect(site.written).not.toContain(`${LISTING_101.slice(1)}index.html`);
    expect(site.written.some((rel) => rel.startsWith('assets/'))).toBe(false); // the bucket has them
    // The runner's release folder is the delta: exactly the files written, nothing else.
    expect(filesIn(path.join(out, 'releases', SITE, site.buildId))).toEqual(site.written);

    const mark = s3.log.length;
    const deployed = await deployFrom(out);
    expect(deployed.buildId).toBe(site.buildId);
    expect(deployed.uploaded.sort()).toEqual([...site.written].sort());
    // What changed is exactly: the pages that show home 103 (page + payload), the search index part, the build's records, the home cache's and files manifest's changed files.
    const records = ['latest.json', `meta/${site.buildId}.json`, `pages/${site.buildId}.json`, `files/${site.buildId}.json`].map((r) => `builds/${r}`);
    // The home cache: its index and the shard of the changed home (shards go by listing id); the other shards are in the bucket.
    const homeCache = site.written.filter((rel) => rel.startsWith('builds/homes/'));
    expect(homeCache).toContain(`builds/homes/${site.buildId}.json`);
    expect(homeCache).toHaveLength(2);
    const search = site.written.filter((rel) => rel.startsWith('search/'));
    expect(search).toHaveLength(1);
    // The part of the files manifest and of the pages manifest (a tenant this small has one of each; builds/*-manifest*.test.ts have many).
    const manifestParts = site.written.filter((rel) => isManifestPart(rel) || /^builds\/pages\/[0-9a-f]{64}\.json$/.test(rel));
    expect(manifestParts).toHaveLength(2);
    // Each page's files, as the workers write them (/buscar's 404.html too: builds/output-paths.ts).
    const shownIn = pagesShowing103.flatMap((dir) => pageFiles(dir === '.' ? '/' : `/${dir}`));
    expect(deployed.uploaded.sort()).toEqual([...shownIn, ...search, ...records, ...homeCache, ...manifestParts].sort());
    expect(deployed.uploaded.length).toBeLessThan(fullUpload / 2);
    console.info(`one changed price: ${deployed.uploaded.length} of ${fullUpload} objects uploaded (${deployed.bytes} bytes)`);
    const puts = s3.log.slice(mark).filter((r) => r.method === 'PUT').map((r) => r.key);
    expect(puts.at(-1)).toBe('builds/latest.json');

    // The tab opened before notices the new build; the listing shows the new price.
    await page.locator(`html[data-live-build="${site.buildId}"]`).waitFor({ state: 'attached', timeout: 15_000 });
    await page.goto(`${s3.websiteOrigin}${LISTING_103}`);
    await page.getByText('R$ 1.190.000', { exact: true }).first().waitFor();
    await page.goto(`${s3.websiteOrigin}${LISTING_101}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('publishes nothing when nothing changed: the build id stays and the deploy uploads nothing', async () => {
    const live = await liveInBucket();
    const { out, site } = await buildOnFreshRunner();
    expect(site).toMatchObject({ status: 'unchanged', buildId: live, written: [], removed: [] });
    const mark = s3.log.length;
    const deployed = await deployFrom(out);
    expect(deployed).toMatchObject({ buildId: live, uploaded: [], bytes: 0 });
    expect(s3.log.slice(mark).filter((r) => r.method === 'PUT')).toEqual([]);
    expect(await liveInBucket()).toBe(live);
  });
});
