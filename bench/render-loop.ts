/**
 * The render cost alone: every page of the bench tenant through `renderDocument`, one thread,
 * no writes, with the static renderer and with React's renderToString (its reference), in
 * alternation. Planning is done before the clock starts. Usage: render-loop.ts <dataDir> [rounds]
 * (LOOP_ONLY=static|react: one renderer; LOOP_PAGES=n: every n-th page)
 */
import { readAppBundle } from '../builds/app-bundle.ts';
import { loadTenant } from '../builds/load-tenant.ts';
import { planTenant } from '../builds/page-data.ts';
import type { SiteContext } from '../contract/page-model.ts';
import { PROVIDER } from '../domain/provider.ts';
import { renderDocument, type Renderer } from '../renderer/document.tsx';
import { createSource } from '../sources/index.ts';
import { BENCH_SITE } from './support.ts';

const [dataDir, rounds = '2'] = process.argv.slice(2);
const tenant = await loadTenant(createSource({ data: dataDir! }), BENCH_SITE);
// LOOP_PAGES=n: every n-th page only, for many short rounds (a noisy machine's best of many).
const every = Number(process.env.LOOP_PAGES ?? 1);
const pages = [...planTenant(tenant.site, tenant.homes).pages()].filter((_, i) => i % every === 0);
const ctx: SiteContext = { site: tenant.site, buildId: 'loop', assets: readAppBundle().assets, provider: PROVIDER, storageBaseUrl: process.env.LOOP_STORAGE ?? '', leadsEndpoint: '/api/leads', year: 2026 };

const result: Record<Renderer, number[]> = { static: [], react: [] };
for (let round = 0; round < Number(rounds); round++) {
  for (const renderer of (process.env.LOOP_ONLY ? [process.env.LOOP_ONLY as Renderer] : (['static', 'react'] as const))) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    let bytes = 0;
    for (const page of pages) bytes += renderDocument(ctx, page, renderer).html.length;
    const ms = performance.now() - started;
    // The process's CPU time beside the wall time: a shared or virtual machine's wall time varies more.
    const { user, system } = process.cpuUsage(cpu);
    result[renderer].push(ms);
    console.error(`  ${renderer}: ${ms.toFixed(0)} ms, ${(ms / pages.length).toFixed(3)} ms/page, ${(bytes / pages.length / 1024).toFixed(1)} KB/page, CPU ${((user + system) / 1000).toFixed(0)} ms`);
  }
}
const best = (r: Renderer) => Math.min(...result[r]);
process.stdout.write(`${JSON.stringify({ pages: pages.length, staticMs: best('static'), reactMs: best('react'), speedup: best('react') / best('static') })}\n`);
