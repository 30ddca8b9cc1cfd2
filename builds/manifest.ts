/** The builds manifest the client polls (spec §2.2, DESIGN §4), and the crawler files beside it. */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchDocument, SiteConfig } from '../domain/schemas/index.ts';
import type { Rejection } from '../domain/validate.ts';
import type { PlanWarning } from './page-data.ts';
import { pagePath } from '../domain/rules/page-href.ts';
import { hostFiles, listingUrls } from './host-files.ts';
import { robotsTxt, sitemapFiles } from './sitemap.ts';
import { SEARCH_ROOT } from '../contract/routes.ts';

export interface BuildMeta {
  id: string;
  timestamp: number;
  /** false: the release is only the 'site inativo' error page, answered with 404 everywhere. */
  active: boolean;
  prerendered: string[];
  redirects: Array<{ from: string; to: string; status: number }>;
  rejected: Rejection[];
  warnings: PlanWarning[];
  stats: { pages: number; written: number; unchanged: number; removed: number; listings: number; ms: number };
}

/**
 * `{"id", "timestamp"}` of DESIGN §4, plus `search`: the path of this build's
 * static search index. The client finds the index here on its first search,
 * so pages never embed its hash and stay unchanged when only the index does.
 * `redirects` (only when there are any) counts the route rules of the meta file:
 * the runtime fetches that file, which also lists every prerendered path, only then.
 */
export function latestJson(id: string, timestamp: number, search?: string, redirects = 0): string {
  return JSON.stringify({ id, timestamp, ...(search ? { search } : {}), ...(redirects > 0 ? { redirects } : {}) });
}

/** Sortable to the millisecond, readable build ids: 20261122-164512073-3f9a. */
export function newBuildId(now: Date, random: () => number): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 18);
  const suffix = Math.floor(random() * 0xffff).toString(16).padStart(4, '0');
  return `${stamp}-${suffix}`;
}

/** Manifest stage: sitemap (active sites only), robots.txt, host files (./host-files.ts), builds/meta/<id>.json, builds/latest.json. */
export function writeManifests(
  releaseDir: string,
  input: { site: SiteConfig; docs: readonly SearchDocument[]; meta: BuildMeta; searchIndex?: string },
): void {
  const { site, docs, meta } = input;
  const write = (rel: string, contents: string) => {
    const file = path.join(releaseDir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, contents);
  };
  if (site.active) {
    const lastmod = new Map(docs.map((d) => [pagePath(d.url), d.updated_at ?? d.created_at ?? null]));
    const entries = meta.prerendered.map((p) => ({ path: p, lastmod: lastmod.get(p) ?? null }));
    for (const [name, contents] of sitemapFiles(site.site_url, entries)) write(name, contents);
  }
  write('robots.txt', robotsTxt(site.site_url, site.active));
  const hostInput = { siteUrl: site.site_url, buildId: meta.id, active: site.active, redirects: meta.redirects, searchPage: meta.prerendered.includes(SEARCH_ROOT) };
  for (const [name, contents] of hostFiles({ ...hostInput, listings: listingUrls(docs) })) write(name, contents);
  write(`builds/meta/${meta.id}.json`, JSON.stringify(meta));
  // latest.json last: a poller that sees the new id finds its meta file already there.
  write('builds/latest.json', latestJson(meta.id, meta.timestamp, input.searchIndex, meta.redirects.length));
}

/** Replaces the meta file of a live release (warnings found after its flip): a new file renamed over the old. */
export function rewriteMeta(releaseDir: string, meta: BuildMeta): void {
  const file = path.join(releaseDir, 'builds', 'meta', `${meta.id}.json`);
  writeFileSync(`${file}.tmp`, JSON.stringify(meta));
  renameSync(`${file}.tmp`, file);
}
