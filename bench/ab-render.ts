/**
 * `npx tsx bench/ab-render.ts <other checkout> [<listings> <rounds>]` (default 10,000 and 16): the
 * page renderer of this checkout and of another (a worktree of an earlier commit), in one
 * process, round by round in alternation, on every second page of the bench tenant (planned once,
 * by this checkout). Each side's `renderer/document.tsx` is bundled on its own by esbuild, as the
 * server bundle is, so neither shares the other's modules or type feedback. Prints each round,
 * the medians, in how many rounds this side was faster, and whether both wrote the same HTML for
 * the first 300 pages (build ids aside).
 *
 * Why not whole builds: this machine's speed wanders by ±20 % from one minute to the next, so two
 * builds a minute apart cannot tell a 5 % change; two renderers in one process see the same
 * minutes. Rendering is ~60 % of a full build's worker time (bench/README.md).
 */
import { build } from 'esbuild';
import path from 'node:path';
import { readAppBundle } from '../builds/app-bundle.ts';
import { loadTenant } from '../builds/load-tenant.ts';
import { planTenant } from '../builds/page-data.ts';
import type { SiteContext } from '../contract/page-model.ts';
import { PROVIDER } from '../domain/provider.ts';
import type { renderDocument } from '../renderer/document.tsx';
import { createSource } from '../sources/index.ts';
import { BENCH_SITE, benchTenant, machine, median, repoRoot } from './support.ts';

const [otherArg, listingsArg, roundsArg] = process.argv.slice(2);
if (!otherArg) throw new Error('usage: bench/ab-render.ts <other checkout> [<listings> <rounds>]');
const sides = { this: repoRoot, other: path.resolve(otherArg) };
const rounds = Number(roundsArg ?? 16);
type Render = typeof renderDocument;

/** A side's renderer as one ES module, written beside this file so that its packages resolve from here. */
async function rendererOf(side: keyof typeof sides): Promise<Render> {
  const outfile = path.join(repoRoot, 'bench', `.ab-render-${side}.mjs`);
  await build({
    entryPoints: [path.join(sides[side], 'renderer', 'document.tsx')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    // React stays one instance for both sides (the islands' hooks dispatcher is React's).
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile,
    logLevel: 'error',
  });
  return ((await import(outfile)) as { renderDocument: Render }).renderDocument;
}

const render = { this: await rendererOf('this'), other: await rendererOf('other') };
const data = await benchTenant(Number(listingsArg ?? 10_000));
const tenant = await loadTenant(createSource({ data }), BENCH_SITE);
const pages = [...planTenant(tenant.site, tenant.homes).pages()].filter((_, i) => i % 2 === 0);
// A context per side and round: each starts with an empty fragment cache, as a build does.
const context = (label: string): SiteContext => ({ site: tenant.site, buildId: label, assets: readAppBundle().assets, provider: PROVIDER, storageBaseUrl: '', leadsEndpoint: '/api/leads', year: 2026 });
console.error(`bench ab-render: ${pages.length} pages, ${rounds} rounds, ${machine()}; other: ${sides.other}`);

const sample = pages.slice(0, 300);
const [ctxThis, ctxOther] = [context('same'), context('same')];
const differing = sample.filter((page) => render.this(ctxThis, page, 'static').html !== render.other(ctxOther, page, 'static').html).length;

const ms = { this: [] as number[], other: [] as number[] };
for (let round = 0; round < rounds; round++) {
  for (const side of round % 2 === 0 ? (['other', 'this'] as const) : (['this', 'other'] as const)) {
    const ctx = context(`${side}-${round}`);
    const started = performance.now();
    for (const page of pages) render[side](ctx, page, 'static');
    ms[side].push(performance.now() - started);
  }
  console.error(`  round ${round + 1}: other ${ms.other[round]!.toFixed(0)} ms, this ${ms.this[round]!.toFixed(0)} ms`);
}
console.log(
  JSON.stringify(
    {
      machine: machine(),
      pages: pages.length,
      rounds,
      otherMs: median(ms.other),
      thisMs: median(ms.this),
      thisFasterInRounds: ms.this.filter((t, i) => t < ms.other[i]!).length,
      samePagesOf300: sample.length - differing,
    },
    null,
    2,
  ),
);
