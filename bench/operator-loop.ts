/**
 * `npx tsx bench/operator-loop.ts [<listings> <runs> <latency ms>]` (default 10,000, 3, 40): the
 * whole loop of the provider's CI for one changed listing, each part real and on loopback — the
 * tenant from its HTTP back end (bench/api-rebuild.ts's server: 500 homes a page, each answer held
 * back `latency` ms), the live release in a bucket (s3rver), a fresh, empty output folder, then
 * `vitrine deploy` of the delta. First a full build from the back end and its full deploy. Each
 * build in its own Node process; medians. Figures go to bench/README.md by hand.
 */
import { ensureAppBundle } from '../builds/app-bundle.ts';
import { startBackEnd, startBucket } from './loopback.ts';
import { benchTenant, freshDir, machine, median, runChildAsync, type BuildOnceRun } from './support.ts';

const listings = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 3);
const latencyMs = Number(process.argv[4] ?? 40);
await ensureAppBundle();
const backEnd = await startBackEnd(await benchTenant(listings), listings, latencyMs);
const bucket = await startBucket('loop-s3rver');
const deploy = (out: string) => bucket.deploy(out);
console.error(`bench operator-loop: ${listings} listings, ${runs} runs, ${latencyMs} ms a back-end request, ${machine()}`);

const liveOut = freshDir('loop-live');
const full = await runChildAsync<BuildOnceRun>('build-once.ts', ['-', liveOut, '--full']);
const fullDeploy = await deploy(liveOut);
console.error(`  full: build ${full.ms.toFixed(0)} ms; deploy ${fullDeploy.objects} objects, ${(fullDeploy.bytes / 1e6).toFixed(1)} MB in ${fullDeploy.ms.toFixed(0)} ms`);
const loops: Array<{ build: number; deploy: number; objects: number; bytes: number }> = [];
for (let i = 0; i < runs; i++) {
  backEnd.changeOneListing(i + 1);
  const runner = freshDir(`loop-runner-${i}`);
  const build = await runChildAsync<BuildOnceRun>('build-once.ts', ['-', runner, '--base', bucket.url]);
  const shipped = await deploy(runner);
  loops.push({ build: build.ms, deploy: shipped.ms, objects: shipped.objects, bytes: shipped.bytes });
  console.error(`  run ${i + 1}: build ${build.ms.toFixed(0)} ms (${build.written} pages, ${build.files} files), deploy ${shipped.objects} objects, ${(shipped.bytes / 1e6).toFixed(1)} MB in ${shipped.ms.toFixed(0)} ms`);
}
backEnd.close();
await bucket.close();
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
