/**
 * One tenant's build, stage by stage: load → plan → render (workers) →
 * sitemap/robots/manifest → publish. Any failure discards the new release;
 * the live one stays served.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatRejection, type Rejection } from '../domain/validate.ts';
import { messages } from '../domain/errors.ts';
import type { PageData, SiteContext } from '../contract/page-model.ts';
import type { TenantSource } from '../sources/source.ts';
import type { AppBundle } from './app-bundle.ts';
import { readPageHashes, writePageHashes } from './incremental.ts';
import { loadTenant } from './load-tenant.ts';
import { newBuildId, writeManifests, type BuildMeta } from './manifest.ts';
import { writeSearchIndex } from './search-index.ts';
import { planTenant, type PlanWarning } from './page-data.ts';
import { createRelease, currentReleaseId, discardRelease, flipTo, pruneReleases, siteDirs } from './publish.ts';
import type { RenderPool } from './render-pool.ts';
import type { Reporter } from './reporter.ts';
import { linkTree } from './static-files.ts';

export interface BuildSiteOptions {
  source: TenantSource;
  /** The data folder, when building from one: its `<site>/media` is published with the site. */
  dataDir?: string;
  siteUrl: string;
  outDir: string;
  app: AppBundle;
  pool: RenderPool;
  reporter: Reporter;
  full: boolean;
  strict: boolean;
  now: () => Date;
  provider: SiteContext['provider'];
  storageBaseUrl: string;
  leadsEndpoint: string;
  searchHost?: string;
  searchDev?: boolean;
}

export interface SiteSummary {
  site_url: string;
  buildId: string;
  status: 'published' | 'failed';
  pages: { written: number; unchanged: number; removed: number };
  rejected: Rejection[];
  warnings: PlanWarning[];
  error?: string;
  ms: number;
}

function previousPrerendered(releaseDir: string, buildId: string): string[] {
  try {
    return (JSON.parse(readFileSync(path.join(releaseDir, 'builds', 'meta', `${buildId}.json`), 'utf8')) as BuildMeta).prerendered;
  } catch {
    return [];
  }
}

/** Yields each page once; a second page on the same path is reported and left out. */
function* uniquePaths(pages: Iterable<PageData>, warnings: PlanWarning[]): Generator<PageData> {
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) {
      warnings.push({ id: page.kind === 'page' ? page.pageId : page.path, path: 'url', message: `duplicate path ${page.path} skipped` });
      continue;
    }
    seen.add(page.path);
    yield page;
  }
}

export async function buildSite(options: BuildSiteOptions): Promise<SiteSummary> {
  const { siteUrl, reporter } = options;
  const started = options.now();
  const buildId = newBuildId(started, Math.random);
  const summary: SiteSummary = { site_url: siteUrl, buildId, status: 'failed', pages: { written: 0, unchanged: 0, removed: 0 }, rejected: [], warnings: [], ms: 0 };
  const dirs = siteDirs(options.outDir, siteUrl);
  let releaseDir: string | undefined;
  try {
    reporter.stage(siteUrl, 'load', options.source.description);
    const tenant = await loadTenant(options.source, siteUrl);
    summary.rejected = tenant.rejected;
    for (const r of tenant.rejected) reporter.warn(siteUrl, `rejected ${formatRejection(r)}`);
    if (options.strict && tenant.rejected.length > 0) {
      throw new Error(`${tenant.rejected.length} invalid record(s) and --strict is on`);
    }

    const plan = planTenant(tenant.site, tenant.homes);
    summary.warnings = plan.warnings;
    for (const w of plan.warnings) reporter.warn(siteUrl, `page ${w.id}: ${w.path}: ${w.message}`);
    reporter.stage(siteUrl, 'plan', `${plan.count} pages, ${plan.docs.length} listings`);

    releaseDir = createRelease(dirs, buildId);
    linkTree(options.app.clientAssetsDir, path.join(releaseDir, 'assets'));
    if (options.dataDir && tenant.site.active) linkTree(path.join(options.dataDir, siteUrl, 'media'), path.join(releaseDir, 'media'));

    const live = currentReleaseId(dirs);
    const liveDir = live ? path.join(dirs.releases, live) : null;
    const ctx: SiteContext = {
      site: tenant.site,
      buildId,
      assets: options.app.assets,
      provider: options.provider,
      storageBaseUrl: options.storageBaseUrl,
      leadsEndpoint: options.leadsEndpoint,
      year: started.getFullYear(),
      ...(options.searchHost && tenant.site.ms_token
        ? { search: { meilisearch: { host: options.searchHost, token: tenant.site.ms_token, production: !options.searchDev } } }
        : {}),
    };
    const salt = createHash('sha1').update(options.app.hash).update(JSON.stringify({ ...ctx, buildId: '' })).digest('base64url');
    await options.pool.init({
      type: 'init',
      ctx,
      releaseDir,
      previousDir: liveDir && existsSync(liveDir) ? liveDir : null,
      previousHashes: options.full ? {} : readPageHashes(dirs, live),
      salt,
    });

    const hashes: Record<string, string> = {};
    const prerendered: string[] = [];
    let done = 0;
    reporter.stage(siteUrl, 'render', `${options.pool.size} worker(s)`);
    const errorPages: PageData[] = tenant.site.active
      ? [{ kind: 'error', path: '/404.html', status: 404, message: messages.pageNotConfigured }]
      : ['/index.html', '/404.html'].map((p) => ({ kind: 'error', path: p, status: 404, message: messages.siteInactive }));
    const allPages = (function* () {
      yield* uniquePaths(plan.pages(), summary.warnings);
      yield* errorPages;
    })();
    await options.pool.renderAll(allPages, (result) => {
      hashes[result.path] = result.hash;
      if (!result.path.endsWith('.html')) prerendered.push(result.path);
      if (result.status === 'written') summary.pages.written++;
      else summary.pages.unchanged++;
      reporter.progress(siteUrl, ++done, plan.count + errorPages.length);
    });

    reporter.stage(siteUrl, 'manifest');
    const previous = live ? previousPrerendered(path.join(dirs.releases, live), live) : [];
    const current = new Set(prerendered);
    summary.pages.removed = previous.filter((p) => !current.has(p)).length;
    const searchIndex = tenant.site.active ? writeSearchIndex(releaseDir, plan.docs) : undefined;
    writeManifests(releaseDir, {
      site: tenant.site,
      docs: plan.docs,
      ...(searchIndex ? { searchIndex } : {}),
      meta: {
        id: buildId,
        timestamp: started.getTime(),
        active: tenant.site.active,
        prerendered: prerendered.sort(),
        // The site's route rules; an inactive site answers 404 everywhere, so it has none.
        redirects: tenant.site.active ? tenant.site.redirects : [],
        rejected: summary.rejected,
        warnings: summary.warnings,
        stats: { pages: done, ...summary.pages, listings: plan.docs.length, ms: options.now().getTime() - started.getTime() },
      },
    });

    reporter.stage(siteUrl, 'publish', buildId);
    flipTo(dirs, buildId);
    writePageHashes(dirs, buildId, hashes);
    pruneReleases(dirs);
    summary.status = 'published';
  } catch (error) {
    summary.error = error instanceof Error ? error.message : String(error);
    if (releaseDir) discardRelease(dirs, buildId);
    reporter.fail(siteUrl, summary.error);
  }
  summary.ms = options.now().getTime() - started.getTime();
  return summary;
}
