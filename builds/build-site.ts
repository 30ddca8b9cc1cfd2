/**
 * One tenant's build, stage by stage, under the site's lock: load → plan → base (the live
 * release: on this disk, or `--base` elsewhere) → render (workers; unchanged pages are
 * linked or skipped), with the plan files (search index, portal feed) written meanwhile
 * → sitemap/robots/host files → finish (digests, diff against the base,
 * build record, files manifest) → completeness marker → flip. A rebuild that changes
 * nothing publishes nothing and keeps the live build id. A failure or an interruption
 * before the flip discards the new release and the live one stays served; after the flip
 * nothing discards it: a later step that fails (pruning) is a warning.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { formatRejection } from '../domain/validate.ts';
import { BuildInterrupted, messageOf, PageNotFound, RejectedLog, SiteInactive, StrictRejected, vitrineError } from '../domain/errors.ts';
import type { PageData, SiteContext } from '../contract/page-model.ts';
import type { TenantSource } from '../sources/source.ts';
import type { AppBundle } from './app-bundle.ts';
import type { BaseRelease } from './base/base-release.ts';
import { liveBase } from './base/live-base.ts';
import { finishRelease } from './finish-release.ts';
import { carryForward, carryNothing } from './carry-forward.ts';
import type { WrittenFile } from './file-manifest.ts';
import { FileTable } from './file-table.ts';
import { pagesToRender } from './incremental.ts';
import { loadTenant } from './load-tenant.ts';
import { createHomeSpill, type HomeSpill } from './home-spill.ts';
import { capHeapGrowthFor } from './heap-growth.ts';
import { homeCacheKey, readHomeCache } from './home-cache.ts';
import { buildInputKey } from './tenant-input.ts';
import { newBuildId, writeSiteFiles, type BuildMeta } from './manifest.ts';
import { writePageManifest } from './page-manifest.ts';
import { trustedPageHashes } from './release-diff.ts';
import { writeSearchPages } from './search-index.ts';
import { alongsideRender, writePlanFiles } from './plan-files.ts';
import { readPreviousFeed } from './portal-feed.ts';
import type { PageResult } from './render-protocol.ts';
import { errorPage, listingHome, paramPatterns, planTenant, type PlanWarning } from './page-data.ts';
import { toWire } from './wire-page.ts';
import { createRelease, discardRelease, flipTo, markComplete, noteUnchanged, removeIncomplete, siteDirs } from './publish.ts';
import { afterFlip, describeWarning, keepLive, type SiteSummary } from './site-outcome.ts';
import { checkShrink, DEFAULT_MAX_SHRINK_PCT, publishablePages } from './release-checks.ts';
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
  /**
   * `--base`: the live release elsewhere (a folder, a URL, a bucket). The build renders only
   * what changed against it and writes a delta release. Without it the live release on this
   * disk is the base and the new release is complete (unchanged pages hard-linked).
   */
  base?: BaseRelease;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw vitrineError(BuildInterrupted, [String(signal.reason)]);
}

export async function buildSite(options: BuildSiteOptions): Promise<SiteSummary> {
  const { siteUrl, reporter } = options;
  const started = options.now();
  const buildId = newBuildId(started, Math.random);
  const summary: SiteSummary = { site_url: siteUrl, buildId, status: 'failed', pages: { written: 0, unchanged: 0, removed: 0 }, base: null, written: [], removed: [], rejected: [], warnings: [], ms: 0 };
  const dirs = siteDirs(options.outDir, siteUrl);
  const { signal } = options;
  let releaseDir: string | undefined;
  let lock: SiteLock | undefined;
  let flipped: BuildMeta | undefined;
  let spill: HomeSpill | undefined;
  let releaseSource = () => {};
  // Ctrl-C: terminate the workers at once; the render stage then fails and the release is discarded.
  const stopWorkers = () => void options.pool.close();
  signal?.addEventListener('abort', stopWorkers, { once: true });
  try {
    throwIfAborted(signal);
    lock = acquireSiteLock(options.outDir, siteUrl);
    removeIncomplete(dirs);
    reporter.stage(siteUrl, 'load', options.source.description);
    const mediaDir = options.dataDir ? path.join(options.dataDir, siteUrl, 'media') : undefined;
    const basePromise = liveBase(options.base, dirs);
    // The live release's home cache, read beside the source: records it lists are not parsed again (--full reads them all).
    const cacheKey = homeCacheKey(options.app.hash);
    const cache = options.full ? Promise.resolve(null) : basePromise.then((base) => readHomeCache(base, cacheKey), () => null);
    // Validated records wait on disk for their pages and feed element: the build holds only the homes' facts.
    spill = createHomeSpill(options.outDir);
    const [tenant, base] = await Promise.all([loadTenant(options.source, siteUrl, { ...(signal ? { signal } : {}), ...(mediaDir ? { mediaDir } : {}), cache, spill, onRecords: capHeapGrowthFor }), basePromise]);
    releaseSource = tenant.release;
    throwIfAborted(signal);
    const cached = tenant.homes.filter((home) => home.cached).length;
    const input = buildInputKey(tenant.fingerprint, {
      app: options.app.hash,
      provider: options.provider,
      storageBaseUrl: options.storageBaseUrl,
      leadsEndpoint: options.leadsEndpoint,
      search: options.searchHost ? [options.searchHost, options.searchDev ?? false] : null,
    });
    summary.rejected = tenant.rejected;
    for (const r of tenant.rejected) reporter.warn(siteUrl, messageOf(RejectedLog, formatRejection(r)));
    if (options.strict && tenant.rejected.length > 0) {
      throw vitrineError(StrictRejected, [tenant.rejected.length]);
    }
    if (base) summary.base = { id: base.id, where: base.where };
    if (base && !options.full && base.meta?.input === input) {
      // The live release was built from exactly these inputs: nothing to plan, render or publish.
      keepLive(summary, dirs, base, reporter);
      summary.ms = options.now().getTime() - started.getTime();
      return summary; // the lock is released below (finally)
    }

    // The live feed, fetched while the build plans (a bucket sends 17 MB at 10,000 listings): its unchanged listings are reused.
    const previousFeed = options.full ? Promise.resolve(null) : readPreviousFeed(base).catch(() => null);
    const plan = planTenant(tenant.site, tenant.homes);
    summary.warnings = [...tenant.warnings.map((w): PlanWarning => ({ ...w, kind: 'home' })), ...plan.warnings];
    for (const w of summary.warnings) reporter.warn(siteUrl, describeWarning(w));
    const known = cached > 0 ? ` (${cached} of ${tenant.homes.length} homes unchanged: not read again)` : '';
    reporter.stage(siteUrl, 'plan', `${plan.count} pages, ${plan.docs.length} listings${known}${base ? `; live build ${base.id}${base.localDir ? '' : ` at ${base.where}`}` : ''}`);
    if (!options.allowShrink && tenant.site.active) checkShrink(siteUrl, base?.meta ?? null, plan.docs.length, options.maxShrinkPct ?? DEFAULT_MAX_SHRINK_PCT);

    releaseDir = createRelease(dirs, buildId);
    linkTree(options.app.clientAssetsDir, path.join(releaseDir, 'assets'));
    if (options.dataDir && tenant.site.active) linkTree(path.join(options.dataDir, siteUrl, 'media'), path.join(releaseDir, 'media'));

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
    // Files of the live release kept as they are (home cache shards, site files): linked here, or only listed in a delta.
    const carry = options.full ? carryNothing : carryForward(base, releaseDir);
    const salt = createHash('sha1').update(options.app.hash).update(JSON.stringify({ ...ctx, buildId: '' })).digest('base64url');
    const hashes: Record<string, string> = {};
    const prerendered: string[] = [];
    const unchangedPages: string[] = [];
    const renderedFiles = new FileTable();
    // A page's files are keyed by its path, which the build keeps anyway (./file-table.ts).
    const keepDigest = (file: WrittenFile, page?: string) => renderedFiles.set(file.rel, file, page);
    let done = 0;
    const errorPages: PageData[] = tenant.site.active
      ? [{ ...errorPage('/404.html', PageNotFound), paramPatterns: paramPatterns(tenant.site) }]
      : ['/index.html', '/404.html'].map((p) => errorPage(p, SiteInactive));
    const allPages = (function* () {
      yield* publishablePages(plan.pages(), summary.warnings);
      yield* errorPages;
    })();
    const warningsBefore = summary.warnings.length;
    const target = releaseDir;
    const record = (pagePath: string, hash: string) => {
      hashes[pagePath] = hash;
      if (!pagePath.endsWith('.html')) prerendered.push(pagePath);
      reporter.progress(siteUrl, ++done, plan.count + errorPages.length);
    };
    const jobs = pagesToRender(
      allPages,
      {
        salt,
        previousHashes: options.full || !base ? {} : trustedPageHashes(base.pages, base.files),
        previousDir: base?.localDir ?? null,
        releaseDir: target,
        homeDigest: (id) => tenant.homeDigest.get(id),
      },
      (pagePath, hash) => {
        summary.pages.unchanged++;
        unchangedPages.push(pagePath);
        record(pagePath, hash);
      },
    );
    reporter.stage(siteUrl, 'render', `${options.pool.size} worker(s)`);
    let batchesOut = () => {};
    const firstBatchesOut = new Promise<void>((resolve) => (batchesOut = resolve));
    const onResult = (result: PageResult) => {
      summary.pages.written++;
      for (const file of result.files) keepDigest(file, result.path);
      record(result.path, result.hash);
    };
    // A listing page whose home waits in the spill file goes with its bytes, not the home (./wire-page.ts).
    const wired = (function* () {
      for (const job of jobs) yield toWire(job, (page) => listingHome(page)?.recordBytes?.());
    })();
    const rendering = options.pool.renderAll({ ctx, releaseDir: target }, wired, onResult, batchesOut);
    const planFiles = await alongsideRender(rendering, firstBatchesOut, async () => writePlanFiles(target, tenant, plan, options.storageBaseUrl, { key: salt, previous: await previousFeed }, { buildId, key: cacheKey, previous: await cache }, carry));
    await rendering;
    throwIfAborted(signal);
    for (const w of summary.warnings.slice(warningsBefore)) reporter.warn(siteUrl, describeWarning(w));

    reporter.stage(siteUrl, 'manifest');
    const current = new Set(prerendered);
    summary.pages.removed = (base?.meta?.prerendered ?? []).filter((p) => !current.has(p)).length;
    prerendered.sort();
    const { searchIndex, feedWarnings } = planFiles;
    for (const file of planFiles.files) keepDigest(file);
    const searchAliases = plan.searchAliases; // none for an inactive site (planTenant)
    const searchPages = tenant.site.active ? writeSearchPages(releaseDir, prerendered, searchAliases) : undefined;
    if (searchPages) keepDigest(searchPages);
    // The site's route rules; an inactive site answers 404 everywhere, so it has none.
    const redirects = tenant.site.active ? tenant.site.redirects : [];
    const siteFiles = writeSiteFiles(releaseDir, { site: tenant.site, docs: plan.docs, prerendered, redirects, searchAliases }, { salt, previous: options.full ? undefined : base?.pages?.made, carry });
    for (const file of siteFiles.files) keepDigest(file);
    for (const warning of feedWarnings) {
      summary.warnings.push(warning);
      reporter.warn(siteUrl, describeWarning(warning));
    }
    keepDigest(writePageManifest(releaseDir, { version: 1, id: buildId, pages: hashes, ...(planFiles.feedLayout ? { feed: planFiles.feedLayout } : {}), made: siteFiles.made }));
    throwIfAborted(signal);
    const finished = finishRelease({
      releaseDir,
      base,
      unchangedPages,
      renderedFiles,
      carried: carry.carried,
      ...(searchIndex ? { searchIndex } : {}),
      ...(searchPages ? { searchPages: searchPages.url } : {}),
      meta: {
        id: buildId,
        timestamp: started.getTime(),
        active: tenant.site.active,
        prerendered,
        redirects,
        ...(searchAliases.size > 0 ? { searchAliases: Object.fromEntries(searchAliases) } : {}),
        rejected: summary.rejected,
        warnings: summary.warnings,
        stats: { pages: done, ...summary.pages, listings: plan.docs.length, ms: options.now().getTime() - started.getTime() },
        input,
      },
    });
    throwIfAborted(signal);
    if (!finished.changed) {
      // Same output as the live release: no new build id, no new latest.json, nothing to upload.
      discardRelease(dirs, buildId);
      releaseDir = undefined;
      summary.pages.written = 0;
      keepLive(summary, dirs, base!, reporter);
    } else {
      summary.written = finished.meta.written;
      summary.removed = finished.meta.removed;
      reporter.stage(siteUrl, 'publish', `${buildId}: ${summary.written.length} file(s) written, ${summary.removed.length} removed`);
      markComplete(dirs, buildId); // last: from here the release may be served and rolled back to
      flipTo(dirs, buildId);
      noteUnchanged(dirs, null);
      flipped = finished.meta;
    }
  } catch (error) {
    summary.error = signal?.aborted ? `interrupted (${String(signal.reason)}); nothing of this build was published` : error instanceof Error ? error.message : String(error);
    if (releaseDir) {
      if (signal?.aborted) await options.pool.close(); // no worker may still write into it
      discardRelease(dirs, buildId);
    }
    reporter.fail(siteUrl, summary.error);
  } finally {
    signal?.removeEventListener('abort', stopWorkers);
    spill?.close();
    releaseSource();
    // A published release keeps the lock for the steps after its flip; every other way out ends here.
    if (!flipped) lock?.release();
  }
  if (flipped && releaseDir) {
    summary.status = 'published';
    afterFlip(dirs, releaseDir, flipped, summary, reporter);
    lock?.release();
  }
  summary.ms = options.now().getTime() - started.getTime();
  return summary;
}
