/**
 * `npx tsx bench/delta.ts [<listings> <runs>]` (default 10,000 and 3): issue #13's loop on
 * one tenant, in the same run — a full build, its full deploy to a real S3-compatible server
 * (s3rver on loopback, tmpfs), then for each run one listing's price changes and
 * a fresh, empty folder builds with `--base s3://…` and deploys; plus the local incremental
 * build (the live release on disk as the base) and a rebuild with nothing changed. The `--base`
 * build is also run through the compiled CLI (`vitrine build … --base s3://…`, another fresh
 * folder, the same live release) and timed as a whole process, as a CI job pays it.
 * Each build runs in its own Node process (asynchronously: this process serves the bucket); medians. Figures go to bench/README.md by hand.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureAppBundle } from '../builds/app-bundle.ts';
import { startBucket } from './loopback.ts';
import type { BuildSummary } from '../builds/build.ts';
import { BENCH_SITE, benchTenant, firstPriceChanged, freshDir, machine, median, runChild, runChildAsync, runCliAsync, type BuildOnceRun } from './support.ts';

const listings = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 3);
await ensureAppBundle();
const source = await benchTenant(listings);
console.error(`bench delta: ${listings} listings, ${runs} runs, ${machine()}`);

const s3 = await startBucket('s3rver');
const bucket = s3.url;
const deploy = (out: string) => s3.deploy(out);

const data = freshDir('delta-data');
cpSync(source, data, { recursive: true });
const homesFile = path.join(data, BENCH_SITE, listings >= 2000 ? 'homes.ndjson' : 'homes.json');
const original = readFileSync(homesFile, 'utf8');

const liveOut = freshDir('delta-live');
const full = runChild<BuildOnceRun>('build-once.ts', [data, liveOut, '--full']);
const fullDeploy = await deploy(liveOut);
console.error(`  full: build ${full.ms.toFixed(0)} ms, ${full.files} files; deploy ${fullDeploy.objects} objects, ${(fullDeploy.bytes / 1e6).toFixed(1)} MB in ${fullDeploy.ms.toFixed(0)} ms`);

const delta: BuildOnceRun[] = [];
const deltaDeploy: Array<{ ms: number; objects: number; bytes: number }> = [];
const local: BuildOnceRun[] = [];
const cli: number[] = [];
for (let i = 0; i < runs; i++) {
  // A different price each run, so every run has exactly one changed listing.
  writeFileSync(homesFile, firstPriceChanged(original, i + 1));
  const runner = freshDir(`delta-runner-${i}`);
  delta.push(await runChildAsync<BuildOnceRun>('build-once.ts', [data, runner, '--base', bucket]));
  // The same build as a CI job runs it, against the same live release: the compiled CLI's whole process.
  const viaCli = await runCliAsync<BuildSummary>(['build', '--site', BENCH_SITE, '--data', data, '--out', freshDir(`delta-cli-${i}`), '--base', bucket, '--quiet']);
  if (viaCli.summary.sites[0]?.status !== 'published') throw new Error(`bench CLI build: ${JSON.stringify(viaCli.summary.sites[0])}`);
  cli.push(viaCli.wallMs);
  deltaDeploy.push(await deploy(runner));
  // The same change built where the live release is on disk (no --base): a complete release, hard links.
  local.push(runChild<BuildOnceRun>('build-once.ts', [data, liveOut]));
  console.error(
    `  run ${i + 1}: --base build ${delta.at(-1)!.ms.toFixed(0)} ms (${delta.at(-1)!.files} files; through the CLI, process wall ${cli.at(-1)!.toFixed(0)} ms), deploy ${deltaDeploy.at(-1)!.objects} objects ${(deltaDeploy.at(-1)!.bytes / 1e3).toFixed(0)} kB in ${deltaDeploy.at(-1)!.ms.toFixed(0)} ms; local ${local.at(-1)!.ms.toFixed(0)} ms`,
  );
}
const same = await runChildAsync<BuildOnceRun>('build-once.ts', [data, freshDir('delta-same'), '--base', bucket]);
await s3.close();

const result = {
  listings,
  pages: full.pages,
  fullBuildMs: Math.round(full.ms),
  fullDeploy: { objects: fullDeploy.objects, bytes: fullDeploy.bytes, ms: Math.round(fullDeploy.ms) },
  oneListingBaseBuildMs: Math.round(median(delta.map((r) => r.ms))),
  oneListingRatioToFull: Number((median(delta.map((r) => r.ms)) / full.ms).toFixed(3)),
  oneListingBaseBuildThroughCliMs: Math.round(median(cli)),
  oneListingFiles: median(delta.map((r) => r.files)),
  oneListingDeploy: { objects: median(deltaDeploy.map((d) => d.objects)), bytes: median(deltaDeploy.map((d) => d.bytes)), ms: Math.round(median(deltaDeploy.map((d) => d.ms))) },
  oneListingLocalBuildMs: Math.round(median(local.map((r) => r.ms))),
  noChange: { status: same.status, ms: Math.round(same.ms) },
};
console.log(JSON.stringify(result, null, 2));
