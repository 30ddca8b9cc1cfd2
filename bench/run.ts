/**
 * `npm run bench [-- <listings> <runs>]`: full build, baseline loop,
 * one-listing incremental rebuild and bundle sizes, as medians, on tmpfs.
 * Figures go to bench/README.md by hand, with the machine and the date.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureAppBundle } from '../builds/app-bundle.ts';
import { BENCH_SITE, benchTenant, firstPriceChanged, freshDir, machine, median, runChild, type BuildOnceRun } from './support.ts';

const listings = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 3);
const app = await ensureAppBundle();
const dataDir = await benchTenant(listings);
console.error(`bench: ${listings} listings, ${runs} runs, ${machine()}`);

const full: BuildOnceRun[] = [];
const baseline: Array<{ ms: number; pages: number }> = [];
let out = '';
for (let i = 0; i < runs; i++) {
  out = freshDir('out');
  full.push(runChild<BuildOnceRun>('build-once.ts', [dataDir, out, '--full']));
  baseline.push(runChild('baseline-once.tsx', [dataDir, freshDir('baseline')]));
  console.error(`  run ${i + 1}: build ${full.at(-1)!.ms.toFixed(0)} ms (${full.at(-1)!.maxRssMb.toFixed(0)} MB peak), baseline ${baseline.at(-1)!.ms.toFixed(0)} ms`);
}

// One listing changes: a copy of the data with one price raised, built over the last full build.
const changedData = freshDir('data-changed');
cpSync(dataDir, changedData, { recursive: true });
const homesFile = path.join(changedData, BENCH_SITE, listings >= 2000 ? 'homes.ndjson' : 'homes.json');
const original = readFileSync(homesFile, 'utf8');
const incremental: BuildOnceRun[] = [];
for (let i = 0; i < runs; i++) {
  // Alternate the price so that every run really has one changed listing.
  writeFileSync(homesFile, firstPriceChanged(original, i + 1));
  incremental.push(runChild<BuildOnceRun>('build-once.ts', [changedData, out]));
}

const gz = (file: string) => gzipSync(readFileSync(path.join(app.clientAssetsDir, '..', file))).length;
const pages = full[0]!.pages;
const buildMs = median(full.map((r) => r.ms));
const baseMs = median(baseline.map((r) => r.ms));
const result = {
  listings,
  pages,
  fullBuildMs: Math.round(buildMs),
  pagesPerSecond: Math.round(pages / (buildMs / 1000)),
  peakRssMb: Math.round(median(full.map((r) => r.maxRssMb))),
  baselineMs: Math.round(baseMs),
  baselinePagesPerSecond: Math.round(baseline[0]!.pages / (baseMs / 1000)),
  ratioToBaseline: Number((buildMs / baseMs).toFixed(2)),
  incrementalMs: Math.round(median(incremental.map((r) => r.ms))),
  incrementalWritten: median(incremental.map((r) => r.written)),
  runtimeJsGzipBytes: gz(app.assets.runtime),
  cssGzipBytes: app.assets.css.reduce((sum, css) => sum + gz(css), 0),
};
console.log(JSON.stringify(result, null, 2));
