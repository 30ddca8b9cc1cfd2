/**
 * `npx tsx bench/ab-rebuild.ts <other checkout> [<listings> <pairs>]` (default 10,000 and 6): a
 * one-listing rebuild by this checkout's code and another's (a worktree of an earlier commit, its
 * node_modules linked), alternated pair by pair, each against a full build made by its own code
 * (a base built by other code is another app: every page would render). `--base` is the live
 * release's folder and each rebuild writes a fresh one, as a CI runner does; each runs in its own
 * Node process. Prints each pair, the medians, and whether the two rebuilds wrote and removed the
 * same paths (build ids, digests and the search index parts' names set aside). How bench/README's
 * before/after figures for issue #13 are made: the machine is too noisy for runs an hour apart.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_SITE, benchTenant, firstPriceChanged, freshDir, machine, median, repoRoot, runChild, type BuildOnceRun } from './support.ts';

const [otherArg, listingsArg, pairsArg] = process.argv.slice(2);
if (!otherArg) throw new Error('usage: bench/ab-rebuild.ts <other checkout> [<listings> <pairs>]');
const sides = { this: repoRoot, other: path.resolve(otherArg) };
const listings = Number(listingsArg ?? 10_000);
const pairs = Number(pairsArg ?? 6);

const data = freshDir('ab-data');
cpSync(await benchTenant(listings), data, { recursive: true });
const homesFile = path.join(data, BENCH_SITE, listings >= 2000 ? 'homes.ndjson' : 'homes.json');
const original = readFileSync(homesFile, 'utf8');
console.error(`bench ab-rebuild: ${listings} listings, ${pairs} pairs, ${machine()}; other: ${sides.other}`);

/** One build-once.ts of a side's code, in its own process from its own folder. */
const buildOnce = (side: keyof typeof sides, args: string[]) => runChild<BuildOnceRun>('build-once.ts', args, sides[side]);

/** A build's written and removed paths with what differs between any two builds replaced. */
function changes(out: string, buildId: string): string {
  const meta = JSON.parse(readFileSync(path.join(out, 'releases', BENCH_SITE, buildId, 'builds', 'meta', `${buildId}.json`), 'utf8')) as { written: string[]; removed: string[] };
  const normal = (rels: string[]) => rels.map((rel) => rel.replace(/[0-9a-f]{64}/g, '<sha256>').replace(/\d{8}-\d{9}-[0-9a-f]{4}/g, '<id>').replace(/^search\/[\w-]{16}\.json$/, 'search/<part>.json')).sort();
  return JSON.stringify({ written: normal(meta.written), removed: normal(meta.removed) });
}

const live = { this: freshDir('ab-live-this'), other: freshDir('ab-live-other') };
for (const side of ['this', 'other'] as const) {
  const full = buildOnce(side, [data, live[side], '--full']);
  console.error(`  ${side}: full build ${full.ms.toFixed(0)} ms, ${full.files} files`);
}

const ms = { this: [] as number[], other: [] as number[] };
let same = 0;
for (let pair = 0; pair < pairs; pair++) {
  // A different price each pair, so each rebuild has exactly one changed listing.
  writeFileSync(homesFile, firstPriceChanged(original, pair + 1));
  const runs: Partial<Record<keyof typeof sides, { run: BuildOnceRun; out: string }>> = {};
  // Which side goes first alternates: neither always runs on a machine the other just warmed.
  for (const side of pair % 2 === 0 ? (['other', 'this'] as const) : (['this', 'other'] as const)) {
    const out = freshDir(`ab-runner-${side}`);
    runs[side] = { run: buildOnce(side, [data, out, '--base', path.join(live[side], 'sites', BENCH_SITE)]), out };
    ms[side].push(runs[side].run.ms);
  }
  const equal = changes(runs.this!.out, runs.this!.run.buildId) === changes(runs.other!.out, runs.other!.run.buildId);
  if (equal) same++;
  console.error(`  pair ${pair + 1}: other ${runs.other!.run.ms.toFixed(0)} ms, this ${runs.this!.run.ms.toFixed(0)} ms; ${runs.this!.run.files} files written; ${equal ? 'same' : 'DIFFERENT'} changes`);
}
writeFileSync(homesFile, original);
const result = {
  machine: machine(),
  listings,
  pairs,
  otherMs: { median: median(ms.other), min: Math.min(...ms.other), max: Math.max(...ms.other) },
  thisMs: { median: median(ms.this), min: Math.min(...ms.this), max: Math.max(...ms.this) },
  // Read pair by pair: on a machine whose speed wanders, the two sides' medians can come from different minutes.
  thisFasterInPairs: ms.this.filter((t, i) => t < ms.other[i]!).length,
  pairDifferenceMs: { median: median(ms.this.map((t, i) => t - ms.other[i]!)), mean: ms.this.reduce((sum, t, i) => sum + t - ms.other[i]!, 0) / pairs },
  pairsWithTheSameChanges: same,
};
console.log(JSON.stringify(result, null, 2));
