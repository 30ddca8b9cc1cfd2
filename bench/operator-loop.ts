/**
 * `npx tsx bench/operator-loop.ts [<listings> <runs> <latency ms>]` (default 10,000, 3, 40): the
 * whole loop of the provider's CI for one changed listing, each part real and on loopback — the
 * tenant from its HTTP back end (bench/api-rebuild.ts's server: 500 homes a page, each answer held
 * back `latency` ms), the live release in a bucket (s3rver), a fresh, empty output folder, then
 * `vitrine deploy` of the delta. First a full build from the back end and its full deploy. Each
 * build in its own Node process; medians. Figures go to bench/README.md by hand.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import S3rver from 's3rver';
import { ensureAppBundle } from '../builds/app-bundle.ts';
import { DEFAULT_GRACE_MS } from '../deploy/deploy.ts';
import { createS3Store } from '../deploy/s3-store.ts';
import { deploySite } from '../deploy/site-release.ts';
import { BENCH_SITE, benchTenant, freshDir, machine, median, runChildAsync } from './support.ts';

interface BuildRun {
  ms: number;
  written: number;
  files: number;
}

const listings = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 3);
const latencyMs = Number(process.argv[4] ?? 40);
await ensureAppBundle();
const data = await benchTenant(listings);
const config = readFileSync(path.join(data, BENCH_SITE, 'site-config.json'), 'utf8');
const text = readFileSync(path.join(data, BENCH_SITE, listings >= 2000 ? 'homes.ndjson' : 'homes.json'), 'utf8');
const records = listings >= 2000 ? text.split('\n').filter((line) => line.trim() !== '') : (JSON.parse(text) as unknown[]).map((home) => JSON.stringify(home));

const api = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bench');
  const answer = (status: number, body: string) =>
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    }, latencyMs);
  if (url.searchParams.get('site_url') !== BENCH_SITE) return answer(404, '{"error":"site not found"}');
  if (url.pathname === '/api/site-config') return answer(200, config);
  if (url.pathname !== '/api/homes') return answer(404, '{"error":"no such route"}');
  const perPage = Math.min(500, Number(url.searchParams.get('per_page') ?? 20));
  const page = Number(url.searchParams.get('page') ?? 1);
  answer(200, `{"data":[${records.slice((page - 1) * perPage, page * perPage).join(',')}],"total":${records.length}}`);
});
await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
const s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: freshDir('loop-s3rver'), silent: true, configureBuckets: [{ name: 'bench' }] });
const { port } = await s3.run();
Object.assign(process.env, {
  BENCH_API: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
  AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
});
const bucket = `s3://bench/sites/${BENCH_SITE}`;
const store = createS3Store(bucket);
const deploy = async (out: string) => {
  const started = performance.now();
  const report = await deploySite({ out, site: BENCH_SITE, store, graceMs: DEFAULT_GRACE_MS, dryRun: false });
  return { ms: performance.now() - started, objects: report.uploaded.length, bytes: report.bytes };
};
console.error(`bench operator-loop: ${listings} listings, ${runs} runs, ${latencyMs} ms a back-end request, ${machine()}`);

const liveOut = freshDir('loop-live');
const full = await runChildAsync<BuildRun>('build-once.ts', ['-', liveOut, '--full']);
const fullDeploy = await deploy(liveOut);
console.error(`  full: build ${full.ms.toFixed(0)} ms; deploy ${fullDeploy.objects} objects, ${(fullDeploy.bytes / 1e6).toFixed(1)} MB in ${fullDeploy.ms.toFixed(0)} ms`);
const changedAt = Math.floor(records.length / 2);
const original = records[changedAt]!;
const loops: Array<{ build: number; deploy: number; objects: number; bytes: number }> = [];
for (let i = 0; i < runs; i++) {
  const changed = original.replace(/"(price|rental_price)":(\d+)/, (_, field: string, p: string) => `"${field}":${Number(p) + 1000 * (i + 1)}`);
  if (changed === original) throw new Error('the listing changed has no price to change');
  records[changedAt] = changed;
  const runner = freshDir(`loop-runner-${i}`);
  const build = await runChildAsync<BuildRun>('build-once.ts', ['-', runner, '--base', bucket]);
  const shipped = await deploy(runner);
  loops.push({ build: build.ms, deploy: shipped.ms, objects: shipped.objects, bytes: shipped.bytes });
  console.error(`  run ${i + 1}: build ${build.ms.toFixed(0)} ms (${build.written} pages, ${build.files} files), deploy ${shipped.objects} objects, ${(shipped.bytes / 1e6).toFixed(1)} MB in ${shipped.ms.toFixed(0)} ms`);
}
api.close();
await s3.close();
console.log(
  JSON.stringify({
    listings,
    latencyMs,
    fullBuildMs: Math.round(full.ms),
    oneListingBuildMs: Math.round(median(loops.map((l) => l.build))),
    oneListingDeployMs: Math.round(median(loops.map((l) => l.deploy))),
    oneListingObjects: median(loops.map((l) => l.objects)),
    oneListingBytes: median(loops.map((l) => l.bytes)),
  }),
);
