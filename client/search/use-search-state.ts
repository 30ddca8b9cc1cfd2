/**
 * The search page's state (spec §2.7): the filters, their results and the
 * facet counts that fill the place and amenity options.
 *
 * - Every change goes through withFilter (page back to 1 unless paging) and
 *   replaces the URL in place while on /buscar; clearing one filter or all of
 *   them is a navigation (a new history entry), and back/forward restore.
 * - Results come from the prerendered payload when there is one, else live
 *   (results-source.ts); an answer that arrives after a newer change is dropped.
 * - On hydration the URL wins: the HTML may be the /buscar page serving a
 *   query it was not rendered for ('/buscar/alugar?banheiros=2'). Free text
 *   from the hero form (cidade=Pinheiros) is first resolved against the
 *   tenant's places (place-text.ts) and the URL replaced by the canonical one;
 *   feature and amenity slugs are mapped to the tenant's codes (code-slugs.ts).
 * - Facets load on the first interaction with the filters, not on page load:
 *   the static index is downloaded only when something needs it (DESIGN §5).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import { DEFAULT_PER_PAGE } from '../../domain/schemas/filter-state-values.ts';
import type { FacetDistribution, FacetName } from '../../search/engine.ts';
import { clearFilters, filtersToUrl, urlPreserved, urlToFilters, withFilter } from '../../search/url-codec.ts';
import { track } from '../analytics/track.ts';
import type { SiteSearchRuntime } from './engine-for-site.ts';
import type { LiveSearchData } from './live-data.ts';
import { loadLiveSearchData } from './load-live-data.ts';
import { hasCodes, resolveCodes } from './code-slugs.ts';
import { hasFreePlace, resolveFreePlace } from './place-text.ts';
import { loadResults, sameSearch, type Results } from './results-source.ts';
import { prerenderedSearchPaths } from './prerendered-paths.ts';
import { SearchFailed } from '../../domain/errors.ts';

export type Phase = 'ready' | 'loading' | 'error';

export interface InitialSearch extends Results {
  filters: FilterState;
}

export interface SearchState {
  filters: FilterState;
  /** Undefined until the first answer when the server rendered none. */
  results: Results | undefined;
  phase: Phase;
  facets: FacetDistribution | undefined;
  change(change: Partial<FilterState>): void;
  clear(change: Partial<FilterState> | 'all'): void;
  retry(): void;
  wantFacets(): void;
  /** Writes the URL again in place (the map opened or closed: `mapa=`). */
  rewriteUrl(): void;
}

const SEARCH_PATH = /^\/buscar(?:\/|$)/;
export const onSearchPage = (): boolean => SEARCH_PATH.test(location.pathname);

/** The URL's filters at the island's page size (perPage is not in URLs). */
const filtersFromLocation = (perPage: number): FilterState => ({ ...urlToFilters(location.href), perPage });

function writeUrl(filters: FilterState, how: 'replace' | 'push', mapOpen = false): void {
  if (!onSearchPage()) return;
  const url = filtersToUrl(filters, { preserve: urlPreserved(location.href), mapOpen });
  if (how === 'push') history.pushState(null, '', url);
  else history.replaceState(history.state, '', url);
}

/** Only the named filters, for facet counts that must not narrow themselves (a chosen city still lists the others). */
function narrowedBy(filters: FilterState, keys: readonly ('status' | 'state' | 'category' | 'city')[]): FilterState {
  const base: FilterState = { page: 1, perPage: DEFAULT_PER_PAGE };
  const pick = <K extends (typeof keys)[number]>(key: K) => {
    if (keys.includes(key) && filters[key] !== undefined) base[key] = filters[key];
  };
  pick('status');
  pick('state');
  pick('category');
  pick('city');
  return base;
}

const OPTION_FACETS: readonly FacetName[] = ['city', 'amenities', 'features'];
/** What resolveLocation reads: the tenant's places and codes. */
const TENANT_VALUE_FACETS: readonly FacetName[] = ['state', 'city', 'neighborhood', 'features', 'amenities'];
const needsTenantValues = (filters: FilterState) => hasFreePlace(new URL(location.href)) || hasCodes(filters);
const NEIGHBOURHOOD_FACETS: readonly FacetName[] = ['neighborhood'];
const STATE_FACETS: readonly FacetName[] = ['state'];

export function useSearchState(options: { initial: InitialSearch | null; perPage: number; runtime: SiteSearchRuntime; mapOpen?: () => boolean }): SearchState {
  const { initial, perPage, runtime } = options;
  const mapOpen = useRef(options.mapOpen ?? (() => false));
  mapOpen.current = options.mapOpen ?? (() => false);
  const write = (next: FilterState, how: 'replace' | 'push') => writeUrl(next, how, mapOpen.current());
  const [filters, setFilters] = useState<FilterState>(() => ({ ...(initial?.filters ?? clearFilters()), perPage }));
  const [results, setResults] = useState<Results | undefined>(() => (initial ? { total: initial.total, hits: initial.hits } : undefined));
  const [phase, setPhase] = useState<Phase>(initial ? 'ready' : 'loading');
  const [facetsWanted, setFacetsWanted] = useState(false);
  const [facets, setFacets] = useState<FacetDistribution | undefined>(undefined);

  const current = useRef(filters);
  const live = useRef<Promise<LiveSearchData> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  // Imported on first need, off the hydration path: a prerendered answer needs neither the engine nor the cache.
  const liveData = useCallback(() => {
    if (!live.current) {
      const loading = loadLiveSearchData(runtime);
      loading.catch(() => {
        if (live.current === loading) live.current = undefined; // a failed download is tried again next time
      });
      live.current = loading;
    }
    return live.current;
  }, [runtime]);

  /**
   * The URL's filters as the tenant's data spells them: free text from the hero form put in
   * its facet (place-text.ts), feature and amenity slugs mapped to the tenant's own codes
   * (code-slugs.ts). Only these need the facet values; without them the URL is read as it is.
   */
  const resolveLocation = useCallback(async (): Promise<FilterState> => {
    const fromUrl = filtersFromLocation(perPage);
    if (!needsTenantValues(fromUrl)) return fromUrl;
    try {
      const distribution = await (await liveData()).facets(clearFilters(), TENANT_VALUE_FACETS);
      return resolveCodes(resolveFreePlace(fromUrl, distribution), distribution);
    } catch {
      return fromUrl; // no facets: the URL as it reads (spec §8: a failed facet request is an empty list)
    }
  }, [liveData, perPage]);

  const load = useCallback(
    async (next: FilterState) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setPhase('loading');
      try {
        const answer = await loadResults(next, liveData, controller.signal, prerenderedSearchPaths);
        if (inFlight.current !== controller) return; // a newer change owns the page now
        setResults(answer);
        setPhase('ready');
      } catch (error) {
        if (inFlight.current !== controller) return;
        console.error(SearchFailed.message, error);
        setPhase('error');
      }
    },
    [liveData],
  );

  const show = useCallback(
    (next: FilterState, url: 'replace' | 'push' | 'none') => {
      current.current = next;
      setFilters(next);
      if (url !== 'none') write(next, url);
      // Spec §7.4: a visitor's change of filters is a search (restoring from the URL is not).
      if (url !== 'none') track('search', { search_term: filtersToUrl(next) });
      void load(next);
    },
    [load],
  );

  useEffect(() => {
    if (onSearchPage()) {
      const fromUrl = filtersFromLocation(perPage);
      if (needsTenantValues(fromUrl)) {
        setPhase('loading');
        const typedPlace = hasFreePlace(new URL(location.href));
        void resolveLocation().then((resolved) => {
          show(resolved, 'none');
          if (typedPlace) write(resolved, 'replace'); // the hero's free text becomes the canonical URL
        });
      } else if (!initial || !sameSearch(fromUrl, current.current)) show(fromUrl, 'none');
    } else if (!initial) {
      show(current.current, 'none');
    }
    const onPopState = () => {
      if (!onSearchPage()) return;
      void resolveLocation().then((fromUrl) => {
        if (!sameSearch(fromUrl, current.current)) show(fromUrl, 'none');
      });
    };
    addEventListener('popstate', onPopState);
    return () => {
      removeEventListener('popstate', onPopState);
      inFlight.current?.abort();
    };
  }, []); // once, on hydration

  const { status, state, category, city } = filters;
  useEffect(() => {
    if (!facetsWanted) return;
    let stale = false;
    const filtersNow = current.current;
    void liveData()
      .then((data) =>
        Promise.all([
          data.facets(narrowedBy(filtersNow, ['status', 'state', 'category']), OPTION_FACETS),
          data.facets(narrowedBy(filtersNow, ['status', 'state', 'category', 'city']), NEIGHBOURHOOD_FACETS),
          // The Estado counts: every state with homes of this status and category, not only the chosen one.
          data.facets(narrowedBy(filtersNow, ['status', 'category']), STATE_FACETS),
        ]),
      )
      .then(
        ([options, neighborhoods, states]) => {
          if (!stale) setFacets({ ...options, ...neighborhoods, ...states });
        },
        () => undefined, // no options beyond the selected ones (spec §8: a failed facet request is an empty list)
      );
    return () => {
      stale = true;
    };
  }, [facetsWanted, status, state, category, city, liveData]);

  return {
    filters,
    results,
    phase,
    facets,
    change: (change) => show(withFilter(current.current, change), 'replace'),
    clear: (change) => show(change === 'all' ? { ...clearFilters(), perPage } : withFilter(current.current, change), 'push'),
    retry: () => void load(current.current),
    wantFacets: () => setFacetsWanted(true),
    rewriteUrl: () => write(current.current, 'replace'),
  };
}
