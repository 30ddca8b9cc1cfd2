/**
 * The render cost of each kind of page of one tenant: `renderDocument` alone (static renderer,
 * one thread, no writes), per page, in wall and CPU time, with the HTML size, and the
 * `JSON.stringify` of the page data (its `_payload.json`). Two rounds; the second is printed
 * (the first warms the code and fills the build's card cache, as a real build's first pages
 * do). Usage: render-kinds.ts <dataDir> <site> [kind]   (kind: buscar, property, page, …)
 */
import { readAppBundle } from '../builds/app-bundle.ts';
import { loadTenant } from '../builds/load-tenant.ts';
import { planTenant } from '../builds/page-data.ts';
import type { PageData, SiteContext } from '../contract/page-model.ts';
import { PROVIDER } from '../domain/provider.ts';
import { renderDocument } from '../renderer/document.tsx';
import { createSource } from '../sources/index.ts';

const [dataDir, site, only] = process.argv.slice(2);
const tenant = await loadTenant(createSource({ data: dataDir! }), site!);
const pages = [...planTenant(tenant.site, tenant.homes).pages()];
const ctx: SiteContext = { site: tenant.site, buildId: 'bench', assets: readAppBundle().assets, provider: PROVIDER, storageBaseUrl: '', leadsEndpoint: '/api/leads', year: 2026 };
// /buscar combinations are 'page' data like the configured pages: told apart by their path.
const kindOf = (page: PageData) => (page.path.startsWith('/buscar') ? 'buscar' : page.kind);
const byKind = new Map<string, PageData[]>();
for (const page of pages) byKind.set(kindOf(page), [...(byKind.get(kindOf(page)) ?? []), page]);

for (let round = 0; round < 2; round++) {
  for (const [kind, list] of byKind) {
    if (only && kind !== only) continue;
    const cpu = process.cpuUsage();
    const started = performance.now();
    let chars = 0;
    for (const page of list) chars += renderDocument(ctx, page, 'static').html.length;
    const ms = performance.now() - started;
    const cpuUsed = process.cpuUsage(cpu);
    const payloadStarted = performance.now();
    let payload = 0;
    for (const page of list) payload += JSON.stringify(page).length;
    const payloadMs = performance.now() - payloadStarted;
    if (round === 1) {
      const per = (value: number) => (value / list.length).toFixed(3);
      console.log(`${kind}: ${list.length} pages, render ${per(ms)} ms/page (CPU ${per((cpuUsed.user + cpuUsed.system) / 1000)}), ${(chars / list.length / 1024).toFixed(0)} K chars; payload JSON ${per(payloadMs)} ms, ${(payload / list.length / 1024).toFixed(0)} K chars`);
    }
  }
}
