/**
 * One `vitrine build` of the bench tenant, in this process, reporting wall
 * time, pages and the process's peak RSS (worker threads included).
 * Usage: build-once.ts <dataDir> <outDir> [--full]
 */
import { build } from '../builds/build.ts';
import { BENCH_SITE } from './support.ts';

const [dataDir, outDir, flag] = process.argv.slice(2);
const started = performance.now();
const summary = await build({ sites: [BENCH_SITE], data: dataDir!, out: outDir!, full: flag === '--full' });
const ms = performance.now() - started;
const site = summary.sites[0]!;
if (site.status !== 'published') throw new Error(`bench build failed: ${site.error}`);
const pages = site.pages.written + site.pages.unchanged;
process.stdout.write(
  `${JSON.stringify({ ms, pages, written: site.pages.written, unchanged: site.pages.unchanged, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
);
