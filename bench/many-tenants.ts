/**
 * `npx tsx bench/many-tenants.ts [tenants] [listings]` (default 500 × 200): issue #14's
 * operator bench. The tenants are written once by `vitrine sample`'s generator to tmpfs;
 * then `build --all` runs in a fresh Node process (wall time, CPU time of all its threads
 * as a share of wall time, peak RSS), and again with nothing changed. Figures go to
 * bench/README.md by hand.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureAppBundle } from '../builds/app-bundle.ts';
import { generateSample } from '../sources/sample/generate.ts';
import { writeSample } from '../sources/sample/write.ts';
import { benchRoot, freshDir, machine, repoRoot, runChild } from './support.ts';

interface ManyRun {
  ms: number;
  cpuPct: number;
  maxRssMb: number;
  published: number;
  unchanged: number;
  failed: number;
}

const tenants = Number(process.argv[2] ?? 500);
const listings = Number(process.argv[3] ?? 200);
await ensureAppBundle();
const data = path.join(benchRoot, `many-${tenants}x${listings}`);
if (!existsSync(data) || readdirSync(data).length < tenants) {
  mkdirSync(data, { recursive: true });
  console.error(`writing ${tenants} tenants × ${listings} listings to ${data}…`);
  await writeSample(data, generateSample({ tenants, listings, seed: 5, now: new Date('2026-11-22T12:00:00Z') }), path.join(repoRoot, 'examples', 'photos'));
}
console.error(`bench many tenants: ${tenants} × ${listings}, ${machine()}`);
const out = freshDir('many-out');
const first = runChild<ManyRun>('many-once.ts', [data, out]);
console.error(`  first: ${(first.ms / 1000).toFixed(1)} s, CPU ${first.cpuPct.toFixed(0)} %, ${first.maxRssMb.toFixed(0)} MB peak`);
const again = runChild<ManyRun>('many-once.ts', [data, out]);
console.error(`  nothing changed: ${(again.ms / 1000).toFixed(1)} s`);
console.log(JSON.stringify({ tenants, listings, first, nothingChanged: again }, null, 2));
// 500 × 200 is ~350,000 pages: ~20 GB on tmpfs, which is RAM. Leave none of it behind.
rmSync(out, { recursive: true, force: true });
rmSync(data, { recursive: true, force: true });
