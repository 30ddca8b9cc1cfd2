/**
 * The island runtime with React's development build, for browser tests that must see what
 * production React does not check. In production, hydration reports a differing structure or
 * text only; the development build also compares every attribute (a `src`, a `class`, an `aria-*`)
 * and reports each difference on the console. The pages stay the production build's: a route
 * answers the runtime's URL with a module that imports the development runtime, and the
 * development build's files from its folder.
 *
 * `VITRINE_E2E_REACT=development npm test` runs every browser test this way (../support/browser.ts).
 * Expected to fail there, and only there (2026-11-29): the tests that weigh or block the production
 * chunks by name (listing's JS budget and map-code checks, the WhatsApp and never-loading lead-form
 * islands), and builder-mode pages with a search island, whose links the preview server rewrote
 * (renderer/builder-links.ts) while the client draws them plain. Nothing is lost there: React
 * keeps the server's attributes, and the preview server carries the builder parameters on to
 * the next page by its Referer (server/preview/preview-server.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { tempDir } from './fixture-build.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const RUNTIME_ENTRY = 'client/runtime.ts';

export interface DevelopmentRuntime {
  /** Makes every page of the context run the development runtime; counts the pages that did (`served`). */
  use(context: BrowserContext): Promise<void>;
  /** How many times the development runtime was served instead of the production one. */
  served(): number;
}

function runtimeFile(outDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[RUNTIME_ENTRY];
  if (!entry) throw new Error(`${outDir}: the client manifest names no ${RUNTIME_ENTRY}`);
  return entry.file;
}

/** Builds the client bundle with React's development build (~1 s) into a temp folder. */
export async function buildDevelopmentRuntime(): Promise<DevelopmentRuntime> {
  const { build } = await import('vite');
  const outDir = tempDir('dev-client');
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'development',
    logLevel: 'warn',
    // The config pins production for visitors; this bundle is for tests only.
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    build: { outDir, emptyOutDir: true, minify: false, manifest: true },
  });
  const production = `/${runtimeFile(path.join(root, '.vitrine', 'client'))}`;
  const development = runtimeFile(outDir);
  let served = 0;
  return {
    served: () => served,
    async use(context) {
      await context.route(/\/assets\/[^/?]+\.(js|css)(\?.*)?$/, async (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname === production) {
          served++;
          // A module that imports the development runtime by its own URL: the development chunks import
          // shared code from it by that URL, and a second copy of the runtime would start every island twice.
          return route.fulfill({ body: `import ${JSON.stringify(`/${development}`)};\n`, contentType: 'text/javascript' });
        }
        // The development chunks and the stylesheets they load (leaflet's); any other asset is the site's.
        const own = path.join(outDir, 'assets', path.basename(pathname));
        return existsSync(own) ? route.fulfill({ path: own, contentType: pathname.endsWith('.css') ? 'text/css' : 'text/javascript' }) : route.fallback();
      });
    },
  };
}
