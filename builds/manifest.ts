/** The builds manifest the client polls (spec §2.2, DESIGN §4), and the crawler files beside it. */
import { createHash } from 'node:crypto';
import { updateLines } from './hash-lines.ts';
import path from 'node:path';
import type { SearchDocument, SiteConfig } from '../domain/schemas/index.ts';
import type { Rejection } from '../domain/validate.ts';
import type { PlanWarning } from './page-data.ts';
import { pagePath } from '../domain/rules/page-href.ts';
import { hostFileEntries } from './host-files.ts';
import type { ListingUrl } from './host-input.ts';
import type { ListingMove } from './listing-moves.ts';
import { robotsTxt, sitemapFileParts } from './sitemap.ts';
import { SEARCH_ROOT, UNLISTED_PATHS } from '../contract/routes.ts';
import { writeReleaseFile, type WrittenFile } from './file-manifest.ts';
import type { MadeFiles } from './page-manifest.ts';
import { jsonPieces } from './json-pieces.ts';
import { writeReleaseText, writeText } from './parts-writer.ts';

export interface BuildMeta {
  id: string;
  timestamp: number;
  /** false: the release is only the 'site inativo' error page, answered with 404 everywhere. */
  active: boolean;
  prerendered: string[];
  redirects: Array<{ from: string; to: string; status: number }>;
  /** /buscar combinations not prerendered because a shorter one lists the same homes → its path (`vitrine serve` answers them with its page). */
  searchAliases?: Record<string, string>;
  /** Listing URLs that moved, newest first, as [old path, listing id] (./listing-moves.ts): the next build keeps them. */
  moved?: ListingMove[];
  rejected: Rejection[];
  warnings: PlanWarning[];
  stats: { pages: number; written: number; unchanged: number; removed: number; listings: number; ms: number };
  /** The tenant's input fingerprint (./tenant-input.ts): a build with the same one stops at once. */
  input: string;
  /** The live build this one was compared with (issue #13), or null (the first build). */
  base: string | null;
  /** Release-relative paths this build writes (new or changed bytes) and those of the base it no longer has. */
  written: string[];
  removed: string[];
}

/**
 * `{"id", "timestamp"}` of DESIGN §4, plus `search`: the paths of this build's
 * static search index parts, in order (builds/search-index.ts). The client finds
 * them here on its first search, so pages never embed their hashes and stay
 * unchanged when only the index does.
 * `redirects` (only when there are any) counts the route rules of the meta file, and `rules`
 * holds them when they are few (`INLINE_RULES_MAX`): the runtime then has them at once. Only a
 * site with more fetches the meta file, which also lists every prerendered path and the files
 * the build wrote (2 MB at 10,000 listings, for every visitor after each build).
 * `searchPages`: the list of prerendered /buscar paths (builds/search-index.ts writeSearchPages).
 * `input`: the build's input key (./tenant-input.ts), so that the next build tells an unchanged
 * tenant from this small file (and the build record) alone: it read the live manifests and home
 * cache first, 18 MB at 10,000 listings.
 */
export function latestJson(id: string, timestamp: number, more: { search?: readonly string[] | undefined; redirects?: BuildMeta['redirects']; searchPages?: string | undefined; input?: string } = {}): string {
  const { search, redirects = [], searchPages, input } = more;
  const rules = JSON.stringify(redirects);
  const inline = redirects.length > 0 && rules.length <= INLINE_RULES_MAX ? { rules: redirects } : {};
  return JSON.stringify({ id, timestamp, ...(search ? { search } : {}), ...(redirects.length > 0 ? { redirects: redirects.length } : {}), ...inline, ...(searchPages ? { searchPages } : {}), ...(input ? { input } : {}) });
}

/** Route rules latest.json carries itself, in bytes of JSON (~25 rules): the file every open tab polls stays small. */
export const INLINE_RULES_MAX = 2_048;

/** Sortable to the millisecond, readable build ids: 20261122-164512073-3f9a. */
export function newBuildId(now: Date, random: () => number): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 18);
  const suffix = Math.floor(random() * 0xffff).toString(16).padStart(4, '0');
  return `${stamp}-${suffix}`;
}

/**
 * Manifest stage, first half: the sitemap (active sites only), then robots.txt and the host
 * files (./host-files.ts). Each of the two groups is keyed by what it is made from; a group
 * whose key equals the live release's (`previous`) is carried over, not made again
 * (./carry-forward.ts): a price change leaves the host files' 3 MB as they are.
 */
export function writeSiteFiles(
  releaseDir: string,
  input: {
    site: SiteConfig;
    docs: readonly SearchDocument[];
    prerendered: readonly string[];
    redirects: BuildMeta['redirects'];
    /** /buscar combinations answered with a shorter one's page (builds/page-data.ts TenantPlan.searchAliases). */
    searchAliases: ReadonlyMap<string, string>;
    /** The listings' URLs (./host-files.ts listingUrls) and those that moved (./listing-moves.ts). */
    listings: readonly ListingUrl[];
    moved: readonly ListingMove[];
  },
  reuse: { salt: string; previous: Record<string, MadeFiles> | undefined; carry: Carrier },
): { files: WrittenFile[]; made: Record<string, MadeFiles> } {
  const { site, docs } = input;
  const files: WrittenFile[] = [];
  const made: Record<string, MadeFiles> = {};
  const group = (name: string, key: string, make: () => Iterable<[string, Iterable<string>]>) => {
    const before = reuse.previous?.[name];
    const kept = before?.key === key ? reuse.carry.carry(before.files) : null;
    let written = kept;
    if (!written) {
      // Each file written piece by piece as it is made: a 50,000-listing tenant's host files are tens of MB of text.
      written = [];
      for (const [rel, pieces] of make()) written.push(writeReleaseText(releaseDir, rel, pieces));
    }
    files.push(...written);
    made[name] = { key, files: written.map((f) => f.rel) };
  };
  if (site.active) {
    const lastmod = new Map(docs.map((d) => [pagePath(d.url), d.updated_at ?? d.created_at ?? null]));
    // A site without listings keeps /buscar (its empty results, linked from its menu) out of the sitemap: nothing to index there.
    const unlisted = docs.length === 0 ? [...UNLISTED_PATHS, SEARCH_ROOT] : UNLISTED_PATHS;
    const entries = input.prerendered.filter((p) => !unlisted.includes(p)).map((p) => ({ path: p, lastmod: lastmod.get(p) ?? null }));
    const key = keyOf(reuse.salt, 'sitemap', site.site_url, (function* () {
      for (const e of entries) yield `${e.path}\0${e.lastmod ?? ''}`;
    })());
    group('sitemap', key, () => sitemapFileParts(site.site_url, entries));
  }
  const hostInput = { siteUrl: site.site_url, active: site.active, redirects: input.redirects, searchPage: input.prerendered.includes(SEARCH_ROOT), searchAliases: input.searchAliases, moved: input.moved };
  const { listings } = input;
  const hostKey = keyOf(reuse.salt, 'host', JSON.stringify({ ...hostInput, searchAliases: [...input.searchAliases] }), (function* () {
    for (const l of listings) yield `${l.id}\0${l.path}\0${l.status}\0${l.featured ? 1 : 0}`;
  })());
  group('host', hostKey, function* () {
    yield ['robots.txt', [robotsTxt(site.site_url, site.active)]];
    yield* hostFileEntries({ ...hostInput, listings });
  });
  return { files, made };
}

/** The part of ./carry-forward.ts this stage uses (that module reads the base, which imports this one). */
interface Carrier {
  carry(rels: readonly string[]): WrittenFile[] | null;
}

function keyOf(salt: string, name: string, head: string, lines: Iterable<string>): string {
  return updateLines(createHash('sha1').update(salt).update('\0').update(name).update('\0').update(head), lines, '\n').digest('base64url');
}

/** Manifest stage, second half: builds/meta/<id>.json, then builds/latest.json. Returns them with their digests. */
export function writeBuildRecord(releaseDir: string, meta: BuildMeta, searchIndex?: readonly string[], searchPages?: string): WrittenFile[] {
  // Piece by piece: a full build's record lists every file it wrote (10 MB at 50,000 listings).
  const metaFile = writeReleaseText(releaseDir, `builds/meta/${meta.id}.json`, jsonPieces(meta));
  // latest.json last: a poller that sees the new id finds its meta file already there.
  return [metaFile, writeReleaseFile(releaseDir, 'builds/latest.json', latestJson(meta.id, meta.timestamp, { search: searchIndex, redirects: meta.redirects, searchPages, input: meta.input }))];
}

/** Replaces the meta file of a live release (warnings found after its flip): a new file renamed over the old. */
export function rewriteMeta(releaseDir: string, meta: BuildMeta): void {
  writeText(path.join(releaseDir, 'builds', 'meta', `${meta.id}.json`), jsonPieces(meta));
}
