/**
 * Plan files stage: the files that need only the plan, not the rendered pages (the
 * static search index, the portal feed and the home cache). They are written on the main thread while
 * the workers render, so the workers do not wait for them at the end of the build; they pause
 * now and then so the pool can hand the workers their next batches (./let-workers-in.ts).
 */
import type { LoadedTenant } from './load-tenant.ts';
import type { PlanWarning, TenantPlan } from './page-data.ts';
import { VRSYNC_PATH, type FeedLayout, type FeedWritten } from './portal-feed.ts';
import { writeSearchIndex } from './search-index.ts';
import type { IndexPart } from './page-manifest.ts';
import { writeHomeCache, type HomeCache } from './home-cache.ts';
import { letWorkersIn } from './let-workers-in.ts';
import type { WrittenFile } from './file-manifest.ts';
import type { CarryForward } from './carry-forward.ts';

export interface PlanFiles {
  /** The search index's parts' URL paths (content-named), for latest.json; none for an inactive site. */
  searchIndex: string[] | undefined;
  /** Its parts' keys and files, for the pages manifest. */
  searchParts: IndexPart[];
  /** Listings left out of the portal feed, with id and field. */
  feedWarnings: PlanWarning[];
  /** Where each listing sits in the feed, for the next build (none without a feed). */
  feedLayout: FeedLayout | null;
  /** The files written, with their digests. */
  files: WrittenFile[];
}

/**
 * `writeFeed`: writes the portal feed, or waits for it when a worker puts it together (./portal-feed.ts);
 * `homes`: this build's id, the home cache's key and the live cache whose lines are reused (./home-cache.ts);
 * `previousIndex`: the live search index's parts (./search-index.ts);
 * `carry`: keeps the live cache's shards, index parts and feed that did not change (./carry-forward.ts).
 */
export async function writePlanFiles(
  releaseDir: string,
  tenant: LoadedTenant,
  plan: TenantPlan,
  writeFeed: () => Promise<FeedWritten>,
  homes: { buildId: string; key: string; previous: HomeCache | null },
  previousIndex: readonly IndexPart[] | undefined,
  carry: CarryForward,
): Promise<PlanFiles> {
  if (!tenant.site.active) return { searchIndex: undefined, searchParts: [], feedWarnings: [], feedLayout: null, files: [] };
  const index = writeSearchIndex(releaseDir, plan.docs, { salt: homes.key, digestOf: (id) => tenant.homeDigest.get(id), previous: previousIndex, carry });
  await letWorkersIn();
  const written = await writeFeed();
  const cacheFiles = await writeHomeCache(releaseDir, homes.buildId, homes.key, tenant.homes, homes.previous, carry);
  const files = [...index.files, ...cacheFiles, ...(written.entry ? [{ rel: VRSYNC_PATH, ...written.entry }] : [])];
  return { searchIndex: index.urls, searchParts: index.parts, feedWarnings: written.warnings, feedLayout: written.layout, files };
}

/**
 * Runs `work` once the render has its first batches out (`started` resolves), so the workers
 * stay busy meanwhile. If `work` throws, the render is allowed to settle first: no stray rejection.
 */
export async function alongsideRender<T>(rendering: Promise<unknown>, started: Promise<void>, work: () => T | Promise<T>): Promise<T> {
  await Promise.race([started, rendering.catch(() => undefined)]);
  try {
    return await work();
  } catch (error) {
    await rendering.catch(() => undefined);
    throw error;
  }
}
