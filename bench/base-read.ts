/**
 * `npx tsx bench/base-read.ts <base> [rounds]`: what reading a live release's records costs a
 * rebuild with `--base` — latest.json, then the files and pages manifests, the build record and
 * the home cache, as a build reads them (all at once) — in wall and CPU time of this process,
 * with the number of reads and bytes. <base> is a release folder, an http(s) URL or an s3://
 * bucket prefix (AWS_* from the environment) holding the bench tenant (bench/support.ts
 * BENCH_SITE; `{site}` is filled in as for `vitrine build --base`).
 */
import { readBase, readLatest } from '../builds/base/base-release.ts';
import { readAppBundle } from '../builds/app-bundle.ts';
import { fetchHomeCache, homeCacheKey } from '../builds/home-cache.ts';
import { baseFactory } from '../cli/base-option.ts';
import { BENCH_SITE } from './support.ts';

const [where, rounds = '4'] = process.argv.slice(2);
if (!where) throw new Error('usage: base-read.ts <dir | http(s) URL | s3 URL> [rounds]');
const base = (await baseFactory(where))(BENCH_SITE);
let reads = 0;
let bytes = 0;
const counted = {
  ...base,
  read: async (rel: string) => {
    reads++;
    const answer = await base.read(rel);
    bytes += answer?.byteLength ?? 0;
    return answer;
  },
};
for (let round = 0; round < Number(rounds); round++) {
  reads = 0;
  bytes = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const latest = await readLatest(counted);
  if (!latest) throw new Error(`nothing is live at ${where}`);
  const [snapshot, cache] = await Promise.all([readBase(counted, undefined, latest), fetchHomeCache(counted, latest.id, homeCacheKey(readAppBundle().hash))]);
  const used = process.cpuUsage(cpu);
  console.log(
    `round ${round + 1}: ${(performance.now() - started).toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU; ${reads} reads, ${(bytes / 1e6).toFixed(1)} MB; ${Object.keys(snapshot!.files.files).length} files listed, ${cache?.shards.length ?? 0} cache shards`,
  );
}
