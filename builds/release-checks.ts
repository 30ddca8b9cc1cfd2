/**
 * Checks a build makes before it may publish: every page path must be a file the release
 * can hold (not a file the build writes itself, not outside the release, not too long),
 * and the listing count must not collapse against the live release (a back end answering
 * `{data: [], total: 8}` must not empty a site).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DuplicatePath, ListingsShrunk, messageOf, ReservedPath, SegmentTooLong, UnwritablePath, vitrineError } from '../domain/errors.ts';
import { isReservedPath } from '../domain/rules/redirects.ts';
import { MAX_URL_SEGMENT_BYTES } from '../domain/validate.ts';
import type { PageData } from '../contract/page-model.ts';
import type { BuildMeta } from './manifest.ts';
import { assertSafeUrlPath } from './output-paths.ts';
import type { PlanWarning } from './page-data.ts';
import type { SiteDirs } from './publish.ts';

/** Default `--max-shrink`: a tenant losing more than half its listings at once fails. */
export const DEFAULT_MAX_SHRINK_PCT = 50;

/** The live release's meta file, or null (first build, or unreadable). */
export function readLiveMeta(dirs: SiteDirs, live: string | null): BuildMeta | null {
  if (live === null) return null;
  try {
    return JSON.parse(readFileSync(path.join(dirs.releases, live, 'builds', 'meta', `${live}.json`), 'utf8')) as BuildMeta;
  } catch {
    return null;
  }
}

/** Throws 'listings-shrunk' when `next` listings are more than `maxShrinkPct` % fewer than the live release's. */
export function checkShrink(siteUrl: string, liveMeta: BuildMeta | null, next: number, maxShrinkPct: number): void {
  const before = liveMeta?.active === false ? 0 : (liveMeta?.stats.listings ?? 0);
  if (before === 0 || next >= before) return;
  const dropPct = ((before - next) / before) * 100;
  if (dropPct <= maxShrinkPct) return;
  throw vitrineError(ListingsShrunk, [siteUrl, before, next, Math.round(dropPct), maxShrinkPct]);
}

/**
 * Slug segments of letters, digits and hyphens: nothing to decode, no '.' or '..', one byte a
 * character. Listing paths are all like this; checking them in one test spared 0.1 s of
 * splitting and decoding at 10,000 listings.
 */
const PLAIN_SEGMENTS = new RegExp(`^(?:/[a-z0-9-]{1,${MAX_URL_SEGMENT_BYTES}})+$`);

/** Why a page cannot be written at its path, or undefined. */
function pathProblem(urlPath: string): string | undefined {
  if (PLAIN_SEGMENTS.test(urlPath)) return isReservedPath(urlPath) ? messageOf(ReservedPath, urlPath) : undefined;
  try {
    assertSafeUrlPath(urlPath);
  } catch (error) {
    return messageOf(UnwritablePath, (error as Error).message);
  }
  if (isReservedPath(urlPath)) return messageOf(ReservedPath, urlPath);
  if (urlPath.split('/').some((segment) => Buffer.byteLength(segment) > MAX_URL_SEGMENT_BYTES)) {
    return messageOf(SegmentTooLong, urlPath, MAX_URL_SEGMENT_BYTES);
  }
  return undefined;
}

const pageLabel = (page: PageData) => (page.kind === 'page' ? page.pageId : page.kind === 'property' ? String(page.home.id) : page.path);

/**
 * Yields each page once and only where it can be written; a page on a path already taken, or
 * on a path it cannot have, is left out with a warning (id and field), never the tenant.
 */
export function* publishablePages(pages: Iterable<PageData>, warnings: PlanWarning[]): Generator<PageData> {
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) {
      warnings.push({ id: pageLabel(page), path: 'url', message: messageOf(DuplicatePath, page.path) });
      continue;
    }
    const problem = pathProblem(page.path);
    if (problem !== undefined) {
      warnings.push({ id: pageLabel(page), path: 'url', message: problem, ...(page.kind === 'property' ? { kind: 'home' as const } : {}) });
      continue;
    }
    seen.add(page.path);
    yield page;
  }
}
