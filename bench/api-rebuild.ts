/**
 * `npx tsx bench/api-rebuild.ts [<listings> <runs> <latency ms>]` (default 10,000, 3, 40): the
 * one-listing rebuild as the provider runs it, from its HTTP back end (`--api`), not a data
 * folder. A loopback server plays the back end (./loopback.ts: 500 homes a page, as a
 * paginating back end caps them, each answer held back `latency` ms: a back end's query and the
 * network). A full build, then per run one listing's price changes and a fresh, empty folder
 * builds with `--base` the live release. Each build in its own Node process; medians. Figures go
 * to bench/README.md by hand.
 */
import path from 'node:path';
import { ensureAppBundle } from '../builds/app-bundle.ts';
import { startBackEnd } from './loopback.ts';
import { BENCH_SITE, benchTenant, freshDir, machine, median, runChildAsync, type BuildOnceRun } from './support.ts';

const listings = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 3);
const latencyMs = Number(process.argv[4] ?? 40);
await ensureAppBundle();
const backEnd = await startBackEnd(await benchTenant(listings), listings, latencyMs);
console.error(`bench api-rebuild: ${listings} listings, ${runs} runs, ${latencyMs} ms a request, ${machine()}`);

const liveOut = freshDir('api-live');
const full = await runChildAsync<BuildOnceRun>('build-once.ts', ['-', liveOut, '--full']);
console.error(`  full: ${full.ms.toFixed(0)} ms, ${full.pages} pages, ${backEnd.requests()} requests`);
const liveSite = path.join(liveOut, 'sites', BENCH_SITE);
const rebuilds: Array<BuildOnceRun & { requests: number }> = [];
for (let i = 0; i < runs; i++) {
  // A different price each run, so every run has exactly one changed listing.
  backEnd.changeOneListing(i + 1);
  backEnd.reset();
  const run = await runChildAsync<BuildOnceRun>('build-once.ts', ['-', freshDir(`api-runner-${i}`), '--base', liveSite]);
  rebuilds.push({ ...run, requests: backEnd.requests() });
  console.error(`  run ${i + 1}: ${run.ms.toFixed(0)} ms, ${run.written} pages and ${run.files} files written, ${backEnd.requests()} requests`);
}
backEnd.close();
console.log(
  JSON.stringify({ listings, latencyMs, fullBuildMs: Math.round(full.ms), oneListingMs: Math.round(median(rebuilds.map((r) => r.ms))), runsMs: rebuilds.map((r) => Math.round(r.ms)), requests: rebuilds[0]?.requests }),
);
