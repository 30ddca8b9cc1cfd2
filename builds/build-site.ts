/**
 * One tenant's build, under the site's lock: its files written (./write-release.ts: load,
 * plan, render, site files) → finish (digests, diff against the base, build record, files
 * manifest) → completeness marker → flip. A rebuild that changes nothing publishes nothing
 * and keeps the live build id. A failure or an interruption before the flip discards the new
 * release and the live one stays served; after the flip nothing discards it: a later step
 * that fails (pruning) is a warning.
 */
import { finishRelease } from './finish-release.ts';
import { collectGarbage } from './heap-growth.ts';
import { newBuildId, type BuildMeta } from './manifest.ts';
import { discardRelease, flipTo, markComplete, noteUnchanged, removeIncomplete, siteDirs } from './publish.ts';
import { afterFlip, keepLive, type SiteSummary } from './site-outcome.ts';
import { acquireSiteLock, type SiteLock } from './site-lock.ts';
import type { BuildSiteOptions, BuildState } from './site-options.ts';
import { throwIfAborted, writeRelease } from './write-release.ts';

export type { BuildSiteOptions };

export async function buildSite(options: BuildSiteOptions): Promise<SiteSummary> {
  const { siteUrl, reporter } = options;
  const started = options.now();
  const buildId = newBuildId(started, Math.random);
  const summary: SiteSummary = { site_url: siteUrl, buildId, status: 'failed', pages: { written: 0, unchanged: 0, removed: 0 }, base: null, written: [], removed: [], rejected: [], warnings: [], ms: 0 };
  const dirs = siteDirs(options.outDir, siteUrl);
  const { signal } = options;
  let lock: SiteLock | undefined;
  let flipped: BuildMeta | undefined;
  const state: BuildState = { releaseSource: () => {} };
  // Ctrl-C: terminate the workers at once; the render stage then fails and the release is discarded.
  const stopWorkers = () => void options.pool.close();
  signal?.addEventListener('abort', stopWorkers, { once: true });
  try {
    throwIfAborted(signal);
    lock = acquireSiteLock(options.outDir, siteUrl);
    removeIncomplete(dirs);
    const written = await writeRelease(options, dirs, buildId, started, summary, state);
    if (!written) {
      summary.ms = options.now().getTime() - started.getTime();
      return summary; // the lock is released below (finally)
    }
    // The tenant's homes and plan are garbage from here: a large build collects them before the finish stage allocates.
    if (written.large) collectGarbage();
    throwIfAborted(signal);
    const { input, ...meta } = written.meta;
    const stats = { pages: written.pages, ...summary.pages, listings: written.listings, ms: options.now().getTime() - started.getTime() };
    const finished = finishRelease({ ...written.finish, meta: { ...meta, stats, input } });
    throwIfAborted(signal);
    if (!finished.changed) {
      // Same output as the live release: no new build id, no new latest.json, nothing to upload.
      discardRelease(dirs, buildId);
      state.releaseDir = undefined;
      summary.pages.written = 0;
      keepLive(summary, dirs, written.finish.base!, reporter);
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
    if (state.releaseDir) {
      if (signal?.aborted) await options.pool.close(); // no worker may still write into it
      await state.linker?.close(); // nor the linking thread
      await state.writing; // nor the feed's worker
      discardRelease(dirs, buildId);
    }
    reporter.fail(siteUrl, summary.error);
  } finally {
    signal?.removeEventListener('abort', stopWorkers);
    state.spill?.close();
    await state.linker?.close();
    state.releaseSource();
    // A published release keeps the lock for the steps after its flip; every other way out ends here.
    if (!flipped) lock?.release();
  }
  if (flipped && state.releaseDir) {
    summary.status = 'published';
    afterFlip(dirs, state.releaseDir, flipped, summary, reporter);
    lock?.release();
  }
  summary.ms = options.now().getTime() - started.getTime();
  return summary;
}
