/** One `build --all` of a data folder in this process: wall time, CPU share of all threads, peak RSS. Usage: many-once.ts <data> <out> [tenantConcurrency] */
import { build } from '../builds/build.ts';

const [data, out, tenants] = process.argv.slice(2);
const started = performance.now();
const cpu = process.cpuUsage();
const summary = await build({ all: true, data: data!, out: out!, ...(tenants ? { tenantConcurrency: Number(tenants) } : {}) });
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
const count = (status: string) => summary.sites.filter((s) => s.status === status).length;
process.stdout.write(
  `${JSON.stringify({ ms, cpuPct: ((used.user + used.system) / 1000 / ms) * 100, maxRssMb: process.resourceUsage().maxRSS / 1024, published: count('published'), unchanged: count('unchanged'), failed: count('failed') })}\n`,
);
