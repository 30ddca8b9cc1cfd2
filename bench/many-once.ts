/** One `build --all` of a data folder in this process: wall time, CPU share of all threads, peak RSS. Usage: many-once.ts <data> <out> [tenantConcurrency] */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { build } from '../builds/build.ts';
import { workersWithBatches } from '../builds/render-pool.ts';

const [data, out, tenants] = process.argv.slice(2);
const workers = os.availableParallelism();
const started = performance.now();
// How busy the main thread was (1 = never idle): tenants' load, plan and finish run there, beside the render workers.
const elu = performance.eventLoopUtilization();
const cpu = process.cpuUsage();
// The CPU share second by second (all threads), and apart the seconds when every render worker
// had a batch out at every tenth of the second ("during rendering", issue #14's bar).
const perSecond: number[] = [];
const whileRendering: number[] = [];
let last = process.cpuUsage();
let lastAt = performance.now();
let ticks = 0;
// The share of tenths of a second each render worker had a batch out, averaged over the workers.
let busyTicks = 0;
let allTicks = 0;
let renderingTicks = 0;
const sampler = setInterval(() => {
  ticks++;
  const busy = workersWithBatches();
  busyTicks += Math.min(busy, workers) / workers;
  allTicks++;
  if (busy >= workers) renderingTicks++;
  const now = performance.now();
  if (now - lastAt < 1000) return;
  const used = process.cpuUsage(last);
  last = process.cpuUsage();
  // Over the wall time since the last sample: a busy main thread delays the timer.
  const share = (used.user + used.system) / 10 / (now - lastAt);
  lastAt = now;
  perSecond.push(share);
  if (renderingTicks === ticks) whileRendering.push(share);
  ticks = renderingTicks = 0;
}, 100);
// BENCH_RENDERER=react renders through React's renderToString, the static renderer's reference.
const renderer = process.env.BENCH_RENDERER === 'react' ? ('react' as const) : undefined;
const summary = await build({ all: true, data: data!, out: out!, ...(tenants ? { tenantConcurrency: Number(tenants) } : {}), ...(renderer ? { renderer } : {}) });
const ms = performance.now() - started;
clearInterval(sampler);
const quantiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const pct = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: pct(0.5), p75: pct(0.75), p90: pct(0.9) };
};
const used = process.cpuUsage(cpu);
const count = (status: string) => summary.sites.filter((s) => s.status === status).length;
process.stdout.write(
  `${JSON.stringify({ ms, cpuPct: ((used.user + used.system) / 1000 / ms) * 100, maxRssMb: process.resourceUsage().maxRSS / 1024, workersBusy: Number((busyTicks / Math.max(1, allTicks)).toFixed(3)), mainThreadBusy: Number(performance.eventLoopUtilization(elu).utilization.toFixed(3)), cpuPerSecond: quantiles(perSecond), cpuWhileRendering: { seconds: whileRendering.length, of: perSecond.length, ...quantiles(whileRendering) }, published: count('published'), unchanged: count('unchanged'), failed: count('failed') })}\n`,
);
