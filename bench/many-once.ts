/** One `build --all` of a data folder in this process: wall time, CPU share of all threads, peak RSS. Usage: many-once.ts <data> <out> [tenantConcurrency] */
import { build } from '../builds/build.ts';

const [data, out, tenants] = process.argv.slice(2);
const started = performance.now();
const cpu = process.cpuUsage();
// The CPU share second by second (all threads): the rendering phases show in the upper half.
const perSecond: number[] = [];
let last = process.cpuUsage();
const sampler = setInterval(() => {
  const used = process.cpuUsage(last);
  last = process.cpuUsage();
  perSecond.push((used.user + used.system) / 10_000);
}, 1000);
// BENCH_RENDERER=react renders through React's renderToString, the static renderer's reference.
const renderer = process.env.BENCH_RENDERER === 'react' ? ('react' as const) : undefined;
const summary = await build({ all: true, data: data!, out: out!, ...(tenants ? { tenantConcurrency: Number(tenants) } : {}), ...(renderer ? { renderer } : {}) });
const ms = performance.now() - started;
clearInterval(sampler);
const sorted = [...perSecond].sort((a, b) => a - b);
const pct = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
const used = process.cpuUsage(cpu);
const count = (status: string) => summary.sites.filter((s) => s.status === status).length;
process.stdout.write(
  `${JSON.stringify({ ms, cpuPct: ((used.user + used.system) / 1000 / ms) * 100, maxRssMb: process.resourceUsage().maxRSS / 1024, cpuPerSecond: { p50: pct(0.5), p75: pct(0.75), p90: pct(0.9) }, published: count('published'), unchanged: count('unchanged'), failed: count('failed') })}\n`,
);
