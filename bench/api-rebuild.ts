/**
 * `npx tsx bench/api-rebuild.ts [<listings> <runs> <latency ms>]` (default 10,000, 3, 40): the
 * one-listing rebuild as the provider runs it, from its HTTP back end (`--api`), not a data
 * folder. A loopback server plays the back end (`GET /api/site-config`, `GET /api/homes?page=&
 * per_page=`, at most 500 a page, as a paginating back end caps them) over the bench tenant, each
 * answer held back `latency` ms (a back end's query and the network). A full build, then per run
 * one listing's price changes and a fresh, empty folder builds with `--base` the live release.
 * Each build in its own Node process; medians. Figures go to bench/README.md by hand.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ensureAppBundle } from '../builds/app-bundle.ts';
import { BENCH_SITE, benchTenant, freshDir, machine, median, runChildAsync } from './support.ts';

interface BuildRun {
  ms: number;
  pages: number;
  status: string;
  written: number;
  files: number;
}

const listings = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 3);
const latencyMs = Number(process.argv[4] ?? 40);
const MAX_PER_PAGE = 500;
await ensureAppBundle();
const data = await benchTenant(listings);
const config = readFileSync(path.join(data, BENCH_SITE, 'site-config.json'), 'utf8');
const homesFile = path.join(data, BENCH_SITE, listings >= 2000 ? 'homes.ndjson' : 'homes.json');
const text = readFileSync(homesFile, 'utf8');
// The records as JSON text, one each: a page is their join, never parsed or made again here.
const records = listings >= 2000 ? text.split('\n').filter((line) => line.trim() !== '') : (JSON.parse(text) as unknown[]).map((home) => JSON.stringify(home));
let requests = 0;

const server = createServer((request, response) => {
  requests++;
  const url = new URL(request.url ?? '/', 'http://bench');
  const answer = (status: number, body: string) =>
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    }, latencyMs);
  if (url.searchParams.get('site_url') !== BENCH_SITE) return answer(404, '{"error":"site not found"}');
  if (url.pathname === '/api/site-config') return answer(200, config);
  if (url.pathname !== '/api/homes') return answer(404, '{"error":"no such route"}');
  const perPage = Math.min(MAX_PER_PAGE, Number(url.searchParams.get('per_page') ?? 20));
  const page = Number(url.searchParams.get('page') ?? 1);
  answer(200, `{"data":[${records.slice((page - 1) * perPage, page * perPage).join(',')}],"total":${records.length}}`);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
process.env.BENCH_API = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
console.error(`bench api-rebuild: ${listings} listings, ${runs} runs, ${latencyMs} ms a request, ${machine()}`);

const liveOut = freshDir('api-live');
requests = 0;
const full = await runChildAsync<BuildRun>('build-once.ts', ['-', liveOut, '--full']);
console.error(`  full: ${full.ms.toFixed(0)} ms, ${full.pages} pages, ${requests} requests`);
const liveSite = path.join(liveOut, 'sites', BENCH_SITE);
const original = records[Math.floor(records.length / 2)]!;
const rebuilds: Array<BuildRun & { requests: number }> = [];
for (let i = 0; i < runs; i++) {
  // A different price each run, so every run has exactly one changed listing.
  const changed = original.replace(/"(price|rental_price)":(\d+)/, (_, field: string, p: string) => `"${field}":${Number(p) + 1000 * (i + 1)}`);
  if (changed === original) throw new Error('the listing changed has no price to change');
  records[Math.floor(records.length / 2)] = changed;
  requests = 0;
  const run = await runChildAsync<BuildRun>('build-once.ts', ['-', freshDir(`api-runner-${i}`), '--base', liveSite]);
  rebuilds.push({ ...run, requests });
  console.error(`  run ${i + 1}: ${run.ms.toFixed(0)} ms, ${run.written} pages and ${run.files} files written, ${requests} requests`);
}
server.close();
console.log(
  JSON.stringify({ listings, latencyMs, fullBuildMs: Math.round(full.ms), oneListingMs: Math.round(median(rebuilds.map((r) => r.ms))), runsMs: rebuilds.map((r) => Math.round(r.ms)), requests: rebuilds[0]?.requests }),
);
