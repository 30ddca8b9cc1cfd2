/**
 * The baseline of DESIGN §9: the same pages as the build, rendered as the same
 * React tree by a bare loop — renderToString + writeFile, one thread, no
 * framework (no workers, no shell cache, no payloads, no hashing, no publish).
 * Planning is done before the clock starts. Usage: baseline-once.ts <dataDir> <outDir>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { readAppBundle } from '../builds/app-bundle.ts';
import { loadTenant } from '../builds/load-tenant.ts';
import { planTenant } from '../builds/page-data.ts';
import { PROVIDER } from '../domain/provider.ts';
import { ConfiguredPage } from '../pages/configured-page.tsx';
import { PrivacyPage } from '../pages/privacy-page.tsx';
import { PropertyPage } from '../pages/property-page.tsx';
import { IslandCollector, IslandProvider } from '../ui/island.tsx';
import type { PageData, SiteContext } from '../contract/page-model.ts';
import { createSource } from '../sources/index.ts';
import { Layout } from '../shell/layout.tsx';
import { BENCH_SITE } from './support.ts';

const [dataDir, outDir] = process.argv.slice(2);
const tenant = await loadTenant(createSource({ data: dataDir! }), BENCH_SITE);
const pages = [...planTenant(tenant.site, tenant.homes).pages()];
const ctx: SiteContext = { site: tenant.site, buildId: 'baseline', assets: readAppBundle().assets, provider: PROVIDER, storageBaseUrl: '', leadsEndpoint: '/api/leads', year: 2026 };

function tree(data: PageData) {
  const body =
    data.kind === 'property' ? <PropertyPage ctx={ctx} data={data} /> : data.kind === 'privacy' ? <PrivacyPage ctx={ctx} data={data} /> : data.kind === 'page' ? <ConfiguredPage ctx={ctx} data={data} /> : null;
  return (
    <IslandProvider value={new IslandCollector()}>
      <html lang="pt-BR">
        <body>
          <Layout ctx={ctx}>{body}</Layout>
        </body>
      </html>
    </IslandProvider>
  );
}

const started = performance.now();
for (const data of pages) {
  const file = path.join(outDir!, data.path, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `<!doctype html>${renderToString(tree(data))}`);
}
const ms = performance.now() - started;
process.stdout.write(`${JSON.stringify({ ms, pages: pages.length })}\n`);
