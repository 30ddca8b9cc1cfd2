/**
 * `npm install --prefix bench` once (Lighthouse is not in the default install), then
 * `npx tsx bench/lighthouse.ts [--runs N] [--fixtures] [--pages home,buscar,listing] [template or site...]`: Lighthouse (mobile, its
 * defaults: emulated phone, simulated slow 4G) on the home, `/buscar` and one
 * listing of each template's sample tenant (examples/data; with --fixtures, of the fixture
 * tenants of tests/fixtures/tenants, shaped like real broker data), built to tmpfs and
 * served on loopback by `vitrine serve`'s static server, in Debian's Chromium.
 * Built with `--storage-url /storage` and served with the data folder, so images
 * are resized webp with srcset, as the provider's storage serves them in production.
 * Prints a table of the four category scores and, per page, the audits that
 * cost points; the JSON reports are kept in <benchRoot>/lighthouse/. With
 * --runs N each page is measured N times and the run with the median
 * performance score is kept (on a shared 2-core machine it varies by ±10).
 *
 * The machine stays offline: Chromium resolves every host except loopback to
 * nothing (`--host-resolver-rules`), so Google Fonts, map tiles and analytics
 * fail fast instead of hanging; they are also listed in `blockedUrlPatterns`,
 * so Lighthouse reports them as blocked requests rather than page errors.
 * Not part of `npm test`: scores depend on the machine.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../builds/build.ts';
import { loadLighthouse, type Result } from './lighthouse-api.ts';
import { startStaticServer } from '../tests/support/http.ts';
import { benchRoot, freshDir, machine, median, repoRoot } from './support.ts';

const TEMPLATES = ['cosmic', 'nova', 'wind', 'tropical'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const OFF_MACHINE = ['*fonts.googleapis.com*', '*fonts.gstatic.com*', '*tile.openstreetmap.org*', '*googletagmanager.com*', '*google-analytics.com*', '*connect.facebook.net*', '*facebook.com/tr*'];

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args.splice(runsFlag, 2)[1]) : 1;
// --fixtures: the fixture tenants shaped like real broker data (tests/fixtures/tenants: their own
// page configs, other feature codes, long names, missing photos) instead of the sample tenants.
const fixturesFlag = args.indexOf('--fixtures');
// --pages buscar,listing: only those of each template's home, buscar and listing.
const pagesFlag = args.indexOf('--pages');
const onlyPages = pagesFlag >= 0 ? new Set(args.splice(pagesFlag, 2)[1]!.split(',')) : null;
const fixtures = fixturesFlag >= 0 && args.splice(fixturesFlag, 1).length > 0;
const FIXTURE_SITES = ['imobiliaria.test', 'corretora.test', 'parceira.test'];
const templates = args.length > 0 ? args : fixtures ? FIXTURE_SITES : TEMPLATES;
const siteOf = (template: string) => (fixtures ? template : `${template}.vitrine.local`);

const { lighthouse, chromeLauncher } = await loadLighthouse();
const out = freshDir('lighthouse-out');
const reports = path.join(benchRoot, 'lighthouse');
mkdirSync(reports, { recursive: true });
console.error(`lighthouse: ${runs} run(s) per page; building ${templates.map(siteOf).join(', ')}; ${machine()}`);
const dataDir = fixtures ? path.join(repoRoot, 'tests', 'fixtures', 'tenants') : path.join(repoRoot, 'examples', 'data');
const summary = await build({ sites: templates.map(siteOf), data: dataDir, out, full: true, storageBaseUrl: '/storage' });
const failed = summary.sites.filter((s) => s.status !== 'published');
if (failed.length > 0) throw new Error(`build failed: ${JSON.stringify(failed.map((s) => [s.site_url, s.error]))}`);

const server = await startStaticServer({ outDir: out, dataDir, imageCacheDir: freshDir('lighthouse-image-cache') });
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1'],
});

interface Row {
  template: string;
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Audits that cost points: id, score and Lighthouse's display value. */
  losses: string[];
}

function firstListing(template: string): string {
  const sitemap = readFileSync(path.join(out, 'sites', siteOf(template), 'sitemap.xml'), 'utf8');
  const listing = /<loc>https?:\/\/[^/<]+(\/imovel\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!listing) throw new Error(`${template}: no listing in the sitemap`);
  return listing;
}

const rows: Row[] = [];
try {
  for (const template of templates) {
    const pages: Array<[string, string]> = [
      ['home', '/'],
      ['buscar', '/buscar/'],
      ['listing', firstListing(template)],
    ];
    for (const [page, pathname] of pages.filter(([name]) => !onlyPages || onlyPages.has(name))) {
      const url = `http://${siteOf(template)}.localhost:${server.port}${pathname}`;
      const measured: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], blockedUrlPatterns: OFF_MACHINE });
        if (!result) throw new Error(`no Lighthouse result for ${url}`);
        measured.push(result.lhr);
      }
      const performance = (lhr: Result) => lhr.categories.performance?.score ?? 0;
      const mid = median(measured.map(performance));
      const lhr = measured.reduce((best, l) => (Math.abs(performance(l) - mid) < Math.abs(performance(best) - mid) ? l : best));
      writeFileSync(path.join(reports, `${template}-${page}.json`), JSON.stringify(lhr));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Row['scores'];
      const losses = CATEGORIES.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c}/${ref.id} ${lhr.audits[ref.id]!.score}${lhr.audits[ref.id]!.displayValue ? ` (${lhr.audits[ref.id]!.displayValue})` : ''}`),
      );
      if (lhr.runtimeError) losses.unshift(`runtime error: ${lhr.runtimeError.message}`);
      rows.push({ template, page, scores, losses });
      console.error(`  ${template} ${page}: ${CATEGORIES.map((c) => scores[c]).join(' / ')}`);
    }
  }
} finally {
  await chrome.kill();
  await server.close();
}

console.log('| template | page | performance | accessibility | best practices | SEO |');
console.log('|---|---|---:|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.template} | ${row.page} | ${CATEGORIES.map((c) => row.scores[c]).join(' | ')} |`);
console.log('\nAudits that cost points:');
for (const row of rows) if (row.losses.length > 0) console.log(`- ${row.template} ${row.page}: ${row.losses.join('; ')}`);
console.log(`\nReports: ${reports}`);
