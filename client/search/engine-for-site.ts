/**
 * The search engine a site's browser pages use (DESIGN §5): the tenant's
 * Meilisearch when the site has one, else the static index the build wrote.
 * Both load lazily, on the first call that needs them: the Meilisearch client
 * is a dynamic import (sites without it never download it) and the static
 * index is fetched once, through `builds/latest.json` (never cached, so a new
 * build's index is found) and the `search` parts it names.
 */
import { LATEST_BUILD_URL } from '../live-build/latest-build.ts';
import type { CallOptions, FacetName, FacetSearchCallOptions, SearchEngine } from '../../search/engine.ts';
import type { StaticIndexFile } from '../../search/static-index/index-file.ts';
import { createStaticIndexEngine } from '../../search/static-index/engine.ts';
import { mergeStaticIndexFiles } from '../../search/static-index/index-parts.ts';
import type { FilterState } from '../../domain/schemas/filter-state.ts';

export interface MeilisearchRuntime {
  host: string;
  /** The tenant's search-only ms_token: the one secret allowed in the browser. */
  token: string;
  production: boolean;
}

export interface SiteSearchRuntime {
  meilisearch?: MeilisearchRuntime | undefined;
}

async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
}

const INDEX_PART = /^\/search\/[\w-]+\.json$/;

/**
 * The index named by the live build's manifest: its parts, fetched at once and merged into the
 * one file the build would write whole (search/static-index/index-parts.ts). Only same-site
 * /search/ paths are followed.
 */
export async function loadStaticIndexFile(): Promise<StaticIndexFile> {
  const latest = await fetchJson(LATEST_BUILD_URL, { cache: 'no-store' });
  const search = (latest as { search?: unknown } | null)?.search;
  if (!Array.isArray(search) || !search.every((part): part is string => typeof part === 'string' && INDEX_PART.test(part))) {
    throw new Error(`${LATEST_BUILD_URL} names no search index`);
  }
  return mergeStaticIndexFiles((await Promise.all(search.map((part) => fetchJson(part)))) as StaticIndexFile[]);
}

/** A SearchEngine whose real engine is created on the first call (the import happens then). */
function deferredEngine(create: () => Promise<SearchEngine>): SearchEngine {
  let engine: Promise<SearchEngine> | undefined;
  const get = () => {
    if (!engine) {
      const started = create();
      // A failed download is forgotten, so the next call tries again.
      started.catch(() => {
        if (engine === started) engine = undefined;
      });
      engine = started;
    }
    return engine;
  };
  return {
    search: async (filters: FilterState, options?: CallOptions) => (await get()).search(filters, options),
    facets: async (filters: FilterState, names: readonly FacetName[], options?: CallOptions) => (await get()).facets(filters, names, options),
    facetSearch: async (name: FacetName, text: string, filters: FilterState, options?: FacetSearchCallOptions) =>
      (await get()).facetSearch(name, text, filters, options),
    similar: async (id: number, limit?: number, options?: CallOptions) => (await get()).similar(id, limit, options),
  };
}

export function engineForSite(runtime: SiteSearchRuntime): SearchEngine {
  const meilisearch = runtime.meilisearch;
  if (meilisearch?.host && meilisearch.token) {
    return deferredEngine(async () => {
      const { createMeilisearchEngine } = await import('../../search/meilisearch/engine.ts');
      return createMeilisearchEngine({
        host: meilisearch.host,
        token: meilisearch.token,
        production: meilisearch.production,
        // The live-data cache already retries (spec §9); retrying here too would multiply the attempts.
        retry: { retries: 0 },
      });
    });
  }
  return createStaticIndexEngine(loadStaticIndexFile);
}
