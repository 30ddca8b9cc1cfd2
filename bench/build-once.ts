/**
 * One `vitrine build` of the bench tenant, in this process, reporting wall
 * time, pages and the process's peak RSS (worker threads included).
 * Usage: build-once.ts <dataDir> <outDir> [--full | --base <dir|url|s3url>]
 * (an s3 base reads the AWS_* variables of the environment, as the CLI does). With BENCH_API set
 * to a back end's URL, the tenant comes from it (`--api`) and <dataDir> is not read. With
 * BENCH_STORAGE set to a storage base URL, photos go through its resize endpoint with a srcset
 * (`--storage-url`, as the provider builds), not as plain /media paths.
 */
import { build } from '../builds/build.ts';
import { baseFactory } from '../cli/base-option.ts';
import { BENCH_SITE, type BuildOnceRun } from './support.ts';

const [dataDir, outDir, flag, baseArg] = process.argv.slice(2);
const base = flag === '--base' ? await baseFactory(baseArg!) : undefined;
const started = performance.now();
// BENCH_RENDERER=react renders through React's renderToString, the static renderer's reference.
const renderer = process.env.BENCH_RENDERER === 'react' ? ('react' as const) : undefined;
const summary = await build({ ...(process.env.BENCH_CONC ? { concurrency: Number(process.env.BENCH_CONC) } : {}), sites: [BENCH_SITE], ...(process.env.BENCH_API ? { api: process.env.BENCH_API } : { data: dataDir! }), out: outDir!, full: flag === '--full', ...(base ? { base } : {}), ...(renderer ? { renderer } : {}), ...(process.env.BENCH_STORAGE ? { storageBaseUrl: process.env.BENCH_STORAGE } : {}) });
const ms = performance.now() - started;
const site = summary.sites[0]!;
if (site.status === 'failed') throw new Error(`bench build failed: ${site.error}`);
const pages = site.pages.written + site.pages.unchanged;
const run: BuildOnceRun = { ms, pages, status: site.status, buildId: site.buildId, written: site.pages.written, unchanged: site.pages.unchanged, files: site.written.length, maxRssMb: process.resourceUsage().maxRSS / 1024 };
process.stdout.write(`${JSON.stringify(run)}\n`);
