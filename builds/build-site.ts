/**
 * One tenant's build, stage by stage, under the site's lock: load → plan → render
 * (workers) → sitemap/robots/manifest → file digests → completeness marker → flip. A failure or an
 * interruption before the flip discards the new release and the live one stays served;
 * after the flip nothing discards it: a later step that fails (the incremental cache,
 * pruning) is a warning.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatRejection, type Rejection } from '../domain/validate.ts';
import { BuildInterrupted, messageOf, PageNotFound, PlanWarningLog, RejectedLog, SiteInactive, StrictRejected, vitrineError } from '../domain/errors.ts';
import type { PageData, SiteContext } from '../contract/page-model.ts';
import type { TenantSource } from '../sources/source.ts';
import type { AppBundle } from './app-bundle.ts';
import { computeFileManifest, readFileManifest, writeFileManifest } from './file-manifest.ts';
import { readPageHashes, writePageHashes } from './incremental.ts';
import { loadTenant } from './load-tenant.ts';
import { newBuildId, rewriteMeta, writeManifests, type BuildMeta } from './manifest.ts';
import { writeSearchIndex } from './search-index.ts';
import { errorPage, planTenant, type PlanWarning } from './page-data.ts';
import { createRelease, currentReleaseId, discardRelease, flipTo, markComplete, pruneReleases, removeIncomplete, siteDirs, type SiteDirs } from './publish.ts';
import { checkShrink, DEFAULT_MAX_SHRINK_PCT, publishablePages, readLiveMeta } from './release-checks.ts';
import { acquireSiteLock, type SiteLock } from './site-lock.ts';
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
  /** Ctrl-C / SIGTERM: stops the workers, discards the unfinished release. */
  signal?: AbortSignal;
  /** Fail when the listing count drops by more than this percentage against the live release (default 50). */
  maxShrinkPct?: number;
  /** Publish whatever the count (`--allow-shrink`). */
  allowShrink?: boolean;
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

const describeWarning = (w: PlanWarning) => messageOf(PlanWarningLog, w.kind ?? 'page', w.id, w.path, w.message);

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw vitrineError(BuildInterrupted, [String(signal.reason)]);
}

/**
 * The steps after the flip. The release is live: each failure becomes a warning
 * (stderr, --json, and the meta file when it can still be written), never a discard.
 */
function afterFlip(dirs: SiteDirs, releaseDir: string, meta: BuildMeta, hashes: Record<string, string>, summary: SiteSummary, reporter: Reporter): void {
  const warn = (step: string, error: unknown) => {
    const warning = { id: 'publish', path: step, message: `${error instanceof Error ? error.message : String(error)} (the release is live; the next build renders every page)` };
    summary.warnings.push(warning);
    reporter.warn(summary.site_url, describeWarning(warning));
  };
  const before = summary.warnings.length;
  try {
    writePageHashes(dirs, meta.id, hashes);
  } catch (error) {
    warn('cache', error);
  }
  try {
    pruneReleases(dirs);
  } catch (error) {
    warn('prune', error);
  }
  if (summary.warnings.length === before) return;
  try {
    rewriteMeta(releaseDir, { ...meta, warnings: summary.warnings });
  } catch {
    // already on stderr and in --json
  }
}

export async function buildSite(options: BuildSiteOptions): Promise<SiteSummary> {
  const { siteUrl, reporter } = options;
  const started = options.now();
  const buildId = newBuildId(started, Math.random);
  const summary: SiteSummary = { site_url: siteUrl, buildId, status: 'failed', pages: { written: 0, unchanged: 0, removed: 0 }, rejected: [], warnings: [], ms: 0 };
  const dirs = siteDirs(options.outDir, siteUrl);
  const { signal } = options;
  let releaseDir: string | undefined;
  let lock: SiteLock | undefined;
  let flipped: { meta: BuildMeta; hashes: Record<string, string> } | undefined;
  // Ctrl-C: terminate the workers at once; the render stage then fails and the release is discarded.
  const stopWorkers = () => void options.pool.close();
  signal?.addEventListener('abort', stopWorkers, { once: true });
  try {
    throwIfAborted(signal);
    lock = acquireSiteLock(options.outDir, siteUrl);
    removeIncomplete(dirs);
    reporter.stage(siteUrl, 'load', options.source.description);
    const tenant = await loadTenant(options.source, siteUrl, signal);
    throwIfAborted(signal);
    summary.rejected = tenant.rejected;
    for (const r of tenant.rejected) reporter.warn(siteUrl, messageOf(RejectedLog, formatRejection(r)));
    if (options.strict && tenant.rejected.length > 0) {
      throw vitrineError(StrictRejected, [tenant.rejected.length]);
    }

    const plan = planTenant(tenant.site, tenant.homes);
    summary.warnings = [...tenant.warnings.map((w): PlanWarning => ({ ...w, kind: 'home' })), ...plan.warnings];
    for (const w of summary.warnings) reporter.warn(siteUrl, describeWarning(w));
    reporter.stage(siteUrl, 'plan', `${plan.count} pages, ${plan.docs.length} listings`);
    const live = currentReleaseId(dirs);
    const liveMeta = readLiveMeta(dirs, live);
    if (!options.allowShrink && tenant.site.active) checkShrink(siteUrl, liveMeta, plan.docs.length, options.maxShrinkPct ?? DEFAULT_MAX_SHRINK_PCT);

    releaseDir = createRelease(dirs, buildId);
    linkTree(options.app.clientAssetsDir, path.join(releaseDir, 'assets'));
    if (options.dataDir && tenant.site.active) linkTree(path.join(options.dataDir, siteUrl, 'media'), path.join(releaseDir, 'media'));

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
      ? [errorPage('/404.html', PageNotFound)]
      : ['/index.html', '/404.html'].map((p) => errorPage(p, SiteInactive));
    const allPages = (function* () {
      yield* publishablePages(plan.pages(), summary.warnings);
      yield* errorPages;
    })();
    const warningsBefore = summary.warnings.length;
    await options.pool.renderAll(allPages, (result) => {
      hashes[result.path] = result.hash;
      if (!result.path.endsWith('.html')) prerendered.push(result.path);
      if (result.status === 'written') summary.pages.written++;
      else summary.pages.unchanged++;
      reporter.progress(siteUrl, ++done, plan.count + errorPages.length);
    });
    throwIfAborted(signal);
    for (const w of summary.warnings.slice(warningsBefore)) reporter.warn(siteUrl, describeWarning(w));

    reporter.stage(siteUrl, 'manifest');
    const previous = liveMeta?.prerendered ?? [];
    const current = new Set(prerendered);
    summary.pages.removed = previous.filter((p) => !current.has(p)).length;
    const searchIndex = tenant.site.active ? writeSearchIndex(releaseDir, plan.docs) : undefined;
    const meta: BuildMeta = {
      id: buildId,
      timestamp: started.getTime(),
      active: tenant.site.active,
      prerendered: prerendered.sort(),
      // The site's route rules; an inactive site answers 404 everywhere, so it has none.
      redirects: tenant.site.active ? tenant.site.redirects : [],
      rejected: summary.rejected,
      warnings: summary.warnings,
      stats: { pages: done, ...summary.pages, listings: plan.docs.length, ms: options.now().getTime() - started.getTime() },
    };
    writeManifests(releaseDir, { site: tenant.site, docs: plan.docs, ...(searchIndex ? { searchIndex } : {}), meta });
    throwIfAborted(signal);

    // The digests of every file, after latest.json: what a deploy (and a delta build) compares.
    const previousFiles = live && liveDir ? readFileManifest(liveDir, live) : null;
    writeFileManifest(releaseDir, computeFileManifest(releaseDir, buildId, previousFiles && liveDir ? { dir: liveDir, manifest: previousFiles } : null));

    reporter.stage(siteUrl, 'publish', buildId);
    markComplete(dirs, buildId); // last: from here the release may be served and rolled back to
    flipTo(dirs, buildId);
    flipped = { meta, hashes };
  } catch (error) {
    summary.error = signal?.aborted ? `interrupted (${String(signal.reason)}); nothing of this build was published` : error instanceof Error ? error.message : String(error);
    if (releaseDir) {
      if (signal?.aborted) await options.pool.close(); // no worker may still write into it
      discardRelease(dirs, buildId);
    }
    reporter.fail(siteUrl, summary.error);
  } finally {
    signal?.removeEventListener('abort', stopWorkers);
  }
  if (flipped && releaseDir) {
    summary.status = 'published';
    afterFlip(dirs, releaseDir, flipped.meta, flipped.hashes, summary, reporter);
  }
  lock?.release();
  summary.ms = options.now().getTime() - started.getTime();
  return summary;
}
