/**
 * The stages of a build that write the new release's files, all but its records: load (the
 * source and the live release at once) → plan → render (workers; unchanged pages linked or
 * skipped), with the plan files (search index, portal feed, home cache) written meanwhile →
 * search pages, sitemap, robots, host files → pages manifest. What the finish stage needs
 * comes back; the tenant's homes and plan stay in here, so they can be collected before the
 * finish stage allocates (./heap-growth.ts).
 */
import path from 'node:path';
import { formatRejection } from '../domain/validate.ts';
import { BuildInterrupted, messageOf, PageNotFound, RejectedLog, SiteInactive, StrictRejected, vitrineError } from '../domain/errors.ts';
import type { PageData } from '../contract/page-model.ts';
import { readLiveMeta } from './base/base-release.ts';
import { findLive, liveBase } from './base/live-base.ts';
import { carryForward, carryNothing } from './carry-forward.ts';
import type { WrittenFile } from './file-manifest.ts';
import { FileTable } from './file-table.ts';
import type { FinishInput } from './finish-release.ts';
import { capHeapGrowthFor } from './heap-growth.ts';
import { fetchHomeCache, homeCacheKey, vouchedHomeCache } from './home-cache.ts';
import { createHomeSpill } from './home-spill.ts';
import { listingChanges, pagesToRender } from './incremental.ts';
import { pageLinker, type LinkedPage } from './page-linker.ts';
import { loadTenantFrom, readTenantInput } from './load-tenant.ts';
import { writeSiteFiles, type BuildMeta } from './manifest.ts';
import { listingUrls } from './host-files.ts';
import { listingMoves } from './listing-moves.ts';
import { listingHome, warmingPage } from './listing-page.ts';
import { errorPage, paramPatterns, planTenant, type PlanWarning, type TenantPlan } from './page-data.ts';
import { writePageManifest } from './page-manifest.ts';
import { alongsideRender, writePlanFiles } from './plan-files.ts';
import { visibleDocs, writePortalFeed } from './portal-feed.ts';
import { liveFeedOf, prefetchLiveFeed } from './live-feed.ts';
import { createRelease, type SiteDirs } from './publish.ts';
import { checkShrink, DEFAULT_MAX_SHRINK_PCT, publishablePages } from './release-checks.ts';
import { pageFiles, trustedPageHashes } from './release-diff.ts';
import type { PageResult, RenderJob } from './render-protocol.ts';
import { writeSearchPages } from './search-index.ts';
import { pageSalt, siteContext } from './site-context.ts';
import { describeWarning, keepLive, type SiteSummary } from './site-outcome.ts';
import { linkTree } from './static-files.ts';
import { buildInputKey } from './tenant-input.ts';
import { toWire } from './wire-page.ts';
import type { BuildSiteOptions, BuildState } from './site-options.ts';

/** A written release, waiting for its records: the finish stage's input but the build record's timing. */
export interface WrittenRelease {
  finish: Omit<FinishInput, 'meta'>;
  meta: Omit<BuildMeta, 'written' | 'removed' | 'base' | 'stats'>;
  /** Pages rendered or kept, and listings published: the build record's figures. */
  pages: number;
  listings: number;
  /** The load read and validated many records: the build caps and collects its heap (./heap-growth.ts). */
  large: boolean;
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw vitrineError(BuildInterrupted, [String(signal.reason)]);
}

/** A listing page whose home waits in the spill file goes with its bytes, not the home (./wire-page.ts). */
function* wired(jobs: Iterable<RenderJob>): Generator<RenderJob> {
  for (const job of jobs) yield toWire(job, (page) => listingHome(page)?.recordBytes?.());
}

/** A page the plan holds at its own path (a listing no change reached, whose live files could not be kept). */
function plannedData(plan: TenantPlan, pagePath: string): PageData {
  const planned = plan.pageAt(pagePath);
  if (!('data' in planned) || planned.data.path !== pagePath) throw new Error(`the plan has no page at ${pagePath}`);
  return planned.data;
}

/** null: the live release was built from exactly these inputs, and the summary says it is kept. */
export async function writeRelease(options: BuildSiteOptions, dirs: SiteDirs, buildId: string, started: Date, summary: SiteSummary, state: BuildState): Promise<WrittenRelease | null> {
  const { siteUrl, reporter, signal } = options;
  reporter.stage(siteUrl, 'load', options.source.description);
  const mediaDir = options.dataDir ? path.join(options.dataDir, siteUrl, 'media') : undefined;
  const fetchOptions = { ...(signal ? { signal } : {}), ...(mediaDir ? { mediaDir } : {}) };
  // What the source gave, and the live build's latest.json: enough to tell an unchanged tenant.
  const [input, live] = await Promise.all([readTenantInput(options.source, siteUrl, fetchOptions), findLive(options.base, dirs)]);
  throwIfAborted(signal);
  const inputKey = buildInputKey(input.fingerprint, {
    app: options.app.hash,
    provider: options.provider,
    storageBaseUrl: options.storageBaseUrl,
    leadsEndpoint: options.leadsEndpoint,
    search: options.searchHost ? [options.searchHost, options.searchDev ?? false] : null,
  });
  // A base elsewhere than this disk gives a delta: the release folder holds only the files the host lacks.
  if (live) summary.base = { id: live.latest.id, where: live.base.where, delta: live.base.localDir === null };
  // --strict goes on: it must fail on the records the live build skipped, not keep that build.
  if (live && !options.full && !options.strict && live.latest.input === inputKey) {
    // Built from exactly these inputs: only its build record is read, for what it rejected and its page count.
    const meta = await readLiveMeta(live.base, live.latest.id);
    summary.rejected = meta?.rejected ?? [];
    for (const r of summary.rejected) reporter.warn(siteUrl, messageOf(RejectedLog, formatRejection(r)));
    keepLive(summary, dirs, { id: live.latest.id, where: live.base.where, meta }, reporter);
    input.raw.release?.();
    return null;
  }

  const basePromise = liveBase(live);
  // The live release's home cache, read beside the source: records it lists are not parsed again (--full reads them all).
  const cacheKey = homeCacheKey(options.app.hash);
  const fetched = options.full || !live ? null : fetchHomeCache(live.base, live.latest.id, cacheKey);
  const liveFeed = basePromise.then((base) => (options.full ? null : liveFeedOf(base)));
  const cache = Promise.all([basePromise, fetched, liveFeed]).then(([base, files, feed]) => {
    const homeCache = vouchedHomeCache(base, files);
    // The live feed, fetched from a bucket or a URL from here when a record changed (17 MB at 10,000 listings, while the records are parsed).
    prefetchLiveFeed(feed, homeCache, input.raw.digests);
    return homeCache;
  }, () => null);
  // Validated records wait on disk for their pages and feed element: the build holds only the homes' facts.
  const spill = (state.spill = createHomeSpill(options.outDir));
  let large = false;
  const onRecords = (records: number, cached: number) => (large = capHeapGrowthFor(records, cached));
  const [tenant, base] = await Promise.all([loadTenantFrom(input, siteUrl, { ...fetchOptions, cache, spill, onRecords }), basePromise]);
  state.releaseSource = tenant.release;
  throwIfAborted(signal);
  const cached = tenant.homes.filter((home) => home.cached).length;
  summary.rejected = tenant.rejected;
  for (const r of tenant.rejected) reporter.warn(siteUrl, messageOf(RejectedLog, formatRejection(r)));
  if (options.strict && tenant.rejected.length > 0) {
    throw vitrineError(StrictRejected, [tenant.rejected.length]);
  }
  if (base && !options.full && base.meta?.input === inputKey) {
    // A live build whose latest.json predates the input key, built from exactly these inputs: nothing to plan, render or publish.
    keepLive(summary, dirs, base, reporter);
    return null;
  }

  // The live feed: its unchanged listings are reused.
  const previousFeed = await liveFeed;
  const ctx = siteContext(options, tenant.site, buildId, started);
  const salt = pageSalt(options.app.hash, ctx);
  const releaseDir = (state.releaseDir = createRelease(dirs, buildId));
  // Files of the live release kept as they are (home cache shards, site files): linked here, or only listed in a delta.
  const carry = options.full ? carryNothing : carryForward(base, releaseDir);
  const feedInput = { site: tenant.site, homes: tenant.homes, docs: visibleDocs(tenant.homes), storageBaseUrl: options.storageBaseUrl, key: salt, previous: previousFeed, carry };
  // The render worker renders a listing page and throws it away while this thread plans: a rebuild's handful of pages then render warm.
  const warming = tenant.site.active ? warmingPage(tenant.homes) : undefined;
  if (warming) options.pool.warm(ctx, toWire({ page: warming, hash: '' }, (page) => listingHome(page)?.recordBytes?.()));
  // With a live feed of the same salt, a render worker puts the new one together while this thread plans; otherwise it is written beside the render, as before.
  const feedEarly = tenant.site.active && previousFeed?.layout.key === salt ? writePortalFeed(releaseDir, feedInput, (...job) => options.pool.spliceFeed(...job)) : null;
  state.writing = feedEarly?.catch(() => undefined);
  const previousHashes = options.full || !base ? {} : trustedPageHashes(base.pages, base.files);
  // Only the listing pages a changed home can reach are keyed; the others keep the live keys.
  // The live /buscar combinations and whole-tenant lists and counts are patched with the changed homes when their records can tell.
  const changes = listingChanges(tenant.homes, options.full ? null : await cache, salt, previousHashes);
  const livePlan = base?.pages;
  const plan = planTenant(tenant.site, tenant.homes, changes ? { ...changes, ...(livePlan?.combinations ? { combinations: livePlan.combinations } : {}), ...(livePlan?.showcase ? { showcase: livePlan.showcase } : {}) } : undefined);
  summary.warnings = [...tenant.warnings.map((w): PlanWarning => ({ ...w, kind: 'home' })), ...plan.warnings];
  for (const w of summary.warnings) reporter.warn(siteUrl, describeWarning(w));
  const fromLive = `${plan.liveListings > 0 ? `; ${plan.liveListings} listing pages as live, not keyed` : ''}${plan.combinationsPatched ? '; /buscar combinations patched from the live ones' : ''}${plan.showcasePatched ? '; home lists and counts patched from the live ones' : ''}`;
  const known = cached > 0 ? ` (${cached} of ${tenant.homes.length} homes unchanged: not read again${fromLive})` : '';
  reporter.stage(siteUrl, 'plan', `${plan.count} pages, ${plan.docs.length} listings${known}${base ? `; live build ${base.id}${base.localDir ? '' : ` at ${base.where}`}` : ''}`);
  if (!options.allowShrink && tenant.site.active) checkShrink(siteUrl, base?.meta ?? null, plan.docs.length, options.maxShrinkPct ?? DEFAULT_MAX_SHRINK_PCT);

  const linked = linkTree(options.app.clientAssetsDir, path.join(releaseDir, 'assets'), 'assets/');
  if (options.dataDir && tenant.site.active) linkTree(path.join(options.dataDir, siteUrl, 'media'), path.join(releaseDir, 'media'), 'media/', linked);

  const hashes: Record<string, string> = {};
  const prerendered: string[] = [];
  const unchangedPages: string[] = [];
  /** Pages this build rendered: their files are its own, the other pages' the live release's. */
  const renderedPages: string[] = [];
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
  const record = (pagePath: string, hash: string) => {
    hashes[pagePath] = hash;
    if (!pagePath.endsWith('.html')) prerendered.push(pagePath);
    reporter.progress(siteUrl, ++done, plan.count + errorPages.length);
  };
  const linker = !options.full && base?.localDir ? (state.linker = pageLinker(base.localDir, releaseDir)) : null;
  const recordUnchanged = (pagePath: string, hash: string) => {
    summary.pages.unchanged++;
    unchangedPages.push(pagePath);
    record(pagePath, hash);
  };
  // Listing pages no change reaches are neither made nor keyed: the live files stay (linked here, or already on the host).
  for (const [pagePath, key] of plan.livePages()) {
    linker?.add({ path: pagePath, hash: key, page: () => plannedData(plan, pagePath) });
    recordUnchanged(pagePath, key);
  }
  const jobs = pagesToRender(
    allPages,
    {
      salt,
      previousHashes,
      linker,
      homeDigest: (id) => tenant.homeDigest.get(id),
    },
    recordUnchanged,
  );
  /** Unchanged pages whose files the live release on this disk no longer has: rendered after all, counted as written. */
  async function renderUnlinked(unlinked: readonly LinkedPage[]): Promise<void> {
    const again = new Set(unlinked.map(({ path }) => path));
    summary.pages.unchanged -= again.size;
    summary.pages.written += again.size;
    let kept = 0;
    for (const page of unchangedPages) if (!again.has(page)) unchangedPages[kept++] = page;
    unchangedPages.length = kept;
    await options.pool.renderAll({ ctx, releaseDir }, wired(unlinked.map(({ page, hash }) => ({ page: page(), hash }))), (result) => {
      renderedPages.push(result.path);
      for (const file of result.files) keepDigest(file, result.path);
    });
  }
  reporter.stage(siteUrl, 'render', `${options.pool.size} worker(s)`);
  let batchesOut = () => {};
  const firstBatchesOut = new Promise<void>((resolve) => (batchesOut = resolve));
  const onResult = (result: PageResult) => {
    summary.pages.written++;
    renderedPages.push(result.path);
    for (const file of result.files) keepDigest(file, result.path);
    record(result.path, result.hash);
  };
  const rendering = options.pool.renderAll({ ctx, releaseDir }, wired(jobs), onResult, batchesOut);
  const planFiles = await alongsideRender(rendering, firstBatchesOut, async () => writePlanFiles(releaseDir, tenant, plan, () => feedEarly ?? writePortalFeed(releaseDir, feedInput), { buildId, key: cacheKey, previous: await cache }, options.full ? undefined : base?.pages?.search, carry));
  await rendering;
  throwIfAborted(signal);
  if (linker) {
    const unlinked = await linker.finish();
    throwIfAborted(signal);
    if (unlinked.length > 0) await renderUnlinked(unlinked);
  }
  spill.close(); // every page and feed element that reads a record has been made
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
  // Listings whose URL differs from the live release's keep answering there (./listing-moves.ts).
  const listings = listingUrls(plan.docs);
  const moved = tenant.site.active ? listingMoves(base?.meta ?? null, listings) : [];
  const siteFiles = writeSiteFiles(releaseDir, { site: tenant.site, docs: plan.docs, prerendered, redirects, searchAliases, listings, moved }, { salt, previous: options.full ? undefined : base?.pages?.made, carry });
  for (const file of siteFiles.files) keepDigest(file);
  for (const warning of feedWarnings) {
    summary.warnings.push(warning);
    reporter.warn(siteUrl, describeWarning(warning));
  }
  const search = planFiles.searchParts.length > 0 ? { search: planFiles.searchParts } : {};
  // Each page listed has its files in this release: a rendered one wrote them (checked here), any other is the live release's, whose manifests vouched for it.
  const vouched = renderedPages.every((page) => pageFiles(page).every((rel) => renderedFiles.has(rel)));
  const pageManifest = { id: buildId, pages: hashes, vouched, ...(planFiles.feedLayout ? { feed: planFiles.feedLayout } : {}), made: siteFiles.made, ...search, ...(plan.combinations ? { combinations: plan.combinations } : {}), ...(plan.showcase ? { showcase: plan.showcase } : {}) };
  // Only the pages it rendered can have a hash the live manifest does not: the others were found unchanged or kept as live.
  for (const file of writePageManifest(releaseDir, pageManifest, options.full ? null : (base?.pages ?? null), carry, renderedPages)) keepDigest(file);
  return {
    finish: {
      releaseDir,
      base,
      unchangedPages,
      renderedFiles,
      linked,
      carried: carry.carried,
      carry,
      ...(searchIndex ? { searchIndex } : {}),
      ...(searchPages ? { searchPages: searchPages.url } : {}),
    },
    meta: {
      id: buildId,
      timestamp: started.getTime(),
      active: tenant.site.active,
      prerendered,
      redirects,
      ...(searchAliases.size > 0 ? { searchAliases: Object.fromEntries(searchAliases) } : {}),
      ...(moved.length > 0 ? { moved } : {}),
      rejected: summary.rejected,
      warnings: summary.warnings,
      input: inputKey,
    },
    pages: done,
    listings: plan.docs.length,
    large,
  };
}
