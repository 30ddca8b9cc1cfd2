/**
 * The search page (spec §2.7): filters beside (or, on small screens, above)
 * the results. Rendered on the server from the prerendered combination of
 * the page, hydrated when visible; from then on every filter change answers
 * from a prerendered payload or live search (client/search/).
 *
 * Props are small and public: the first page of cards, the card display
 * options, two theme tokens, the site's category names and, for sites on
 * Meilisearch, the search-only ms_token. Never the site config.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { HomeCard } from '../../contract/home-card.ts';
import type { PhotoLoading } from '../../ui/responsive-image.tsx';
import { slugify } from '../../domain/rules/slug.ts';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import { searchTitle } from '../../search/search-title.ts';
import { filtersToUrl, urlMapOpen, urlToFilters, withFilter } from '../../search/url-codec.ts';
import type { CardDisplay } from '../../ui/card/card-display.ts';
import type { SiteSearchRuntime } from '../search/engine-for-site.ts';
import { activeFilterChips, showResultsText, type Option } from '../search/filter-options.ts';
import { followHeroStatus } from '../search/hero-status.ts';
import { SearchFilters } from '../search/search-filters.tsx';
import { MapToggle } from '../search/map-toggle.tsx';
import { createMapStore, highlightHandlers } from '../search/map-store.ts';
import { SearchResultsView } from '../search/search-results-view.tsx';
import { onSearchPage, useSearchState, type InitialSearch } from '../search/use-search-state.ts';

export interface SearchPageProps {
  /** The page's prerendered combination; null when the section is placed elsewhere (fetched on hydration). */
  initial: InitialSearch | null;
  perPage: number;
  card: CardDisplay;
  theme: { field: string; button: string };
  /** The site's own categories (portfolio.categories), when it shows them in filters. */
  siteCategories: string[];
  /** 'Imobiliária X': the end of document titles, kept when the filters change the title. */
  titleSuffix: string;
  search: SiteSearchRuntime;
  /** State code → homes, from the build: the Estado options until the live counts arrive. */
  states: Record<string, number>;
  /**
   * How the first card's photo loads: 'priority' when the results open the page (the likely
   * LCP element), 'eager' below another section such as a hero (ui/responsive-image.tsx).
   */
  firstPhoto: PhotoLoading;
}

const PANEL_ID = 'vt-busca-filtros';

/** slug → name for chips and selects: from the cards shown, the facet counts and the site categories. */
function knownNames(hits: InitialSearch['hits'] | undefined, facets: Record<string, Record<string, number> | undefined>, categories: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const hit of hits ?? []) {
    names.set(slugify(hit.city), hit.city);
    names.set(slugify(hit.neighborhood), hit.neighborhood);
  }
  for (const counts of Object.values(facets)) for (const name of Object.keys(counts ?? {})) names.set(slugify(name), name);
  for (const name of categories) names.set(slugify(name), name);
  return names;
}

export default function SearchPage({ initial, perPage, card, theme, siteCategories, titleSuffix, search, states, firstPhoto }: SearchPageProps) {
  const [mapStore] = useState(createMapStore);
  const state = useSearchState({ initial, perPage, runtime: search, mapOpen: () => mapStore.getSnapshot().mapOpen });
  const { filters, results, facets } = state;
  const [filtersOpen, setFiltersOpen] = useState(false);

  // The map's state is in the URL (`mapa=`): a shared or reloaded map search opens the map on
  // its box (the box already filters the results: it is the URL's geo filter). After hydration,
  // so the server's HTML (map closed) and the first render agree.
  useEffect(() => {
    if (!onSearchPage() || !urlMapOpen(location.href)) return;
    const geo = urlToFilters(location.href).geo;
    if (geo) mapStore.setGeoFilter(geo);
    mapStore.openMap();
  }, [mapStore]);
  useEffect(() => {
    let open = mapStore.getSnapshot().mapOpen;
    return mapStore.subscribe(() => {
      if (mapStore.getSnapshot().mapOpen === open) return;
      open = mapStore.getSnapshot().mapOpen;
      state.rewriteUrl();
    });
  }, [mapStore]);
  // A drawn area removed with its chip or 'Limpar filtros' leaves the map too (and its outline).
  // Changes only: at hydration the URL's map state (above) is what the map starts from.
  const shownGeo = useRef(filters.geo);
  useEffect(() => {
    if (shownGeo.current === filters.geo) return;
    shownGeo.current = filters.geo;
    mapStore.setGeoFilter(filters.geo);
  }, [mapStore, filters.geo]);
  const cardEvents = useCallback((card: HomeCard) => highlightHandlers(mapStore, card.id), [mapStore]);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const names = useMemo(
    () => knownNames(results?.hits ?? initial?.hits, { city: facets?.city, neighborhood: facets?.neighborhood }, siteCategories),
    [results, initial, facets, siteCategories],
  );
  const categoryOptions = useMemo<Option[]>(() => siteCategories.map((name) => ({ value: slugify(name), label: name })), [siteCategories]);

  // The tab title follows the filters, like the prerendered combinations' titles (renderer/seo.ts).
  const firstResults = useRef(results);
  useEffect(() => {
    if (results === firstResults.current || !results || !titleSuffix || !onSearchPage()) return;
    const city = filters.city ? (names.get(filters.city) ?? results.hits[0]?.city) : undefined;
    document.title = `${searchTitle(filters, city)} | ${titleSuffix}`;
  }, [results]); // only when new results arrive: they carry the city's name

  // The hero's purpose select follows the search's status (../search/hero-status.ts).
  const heroStatus = useRef<string | undefined>(undefined);
  useEffect(() => {
    heroStatus.current = followHeroStatus(document, filters.status, heroStatus.current);
  }, [filters.status]);

  // Without the builder parameters: the server has no location, and a click is handled in place anyway.
  const hrefFor = (page: number) => filtersToUrl(withFilter(filters, { page }));
  const onPage = (page: number) => {
    state.change({ page });
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="flex flex-col gap-8 lg:flex-row lg:items-start">
      <div className="lg:w-80 lg:shrink-0">
        <button
          type="button"
          className={`w-full lg:hidden ${theme.button}`}
          aria-expanded={filtersOpen}
          aria-controls={PANEL_ID}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? 'Ocultar filtros' : 'Mostrar filtros'}
        </button>
        <div id={PANEL_ID} className={`${filtersOpen ? 'mt-4' : 'hidden'} rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 lg:mt-0 lg:block`}>
          <SearchFilters
            filters={filters}
            facets={facets}
            stateCounts={facets?.state ?? states}
            names={names}
            siteCategories={categoryOptions}
            fieldClass={theme.field}
            onChange={(change: Partial<FilterState>) => state.change(change)}
            onFirstUse={state.wantFacets}
          />
          {/* Small screens: the results are below a long form; this closes it and goes to them. */}
          <button
            type="button"
            className={`mt-6 w-full lg:hidden ${theme.button}`}
            onClick={() => {
              setFiltersOpen(false);
              headingRef.current?.focus({ preventScroll: true });
              headingRef.current?.scrollIntoView({ block: 'start' });
            }}
          >
            {results ? showResultsText(results.total) : 'Ver imóveis'}
          </button>
        </div>
      </div>
      <SearchResultsView
        firstPhoto={firstPhoto}
        filters={filters}
        results={results}
        phase={state.phase}
        chips={activeFilterChips(filters, names)}
        card={card}
        cardEvents={cardEvents}
        fieldClass={theme.field}
        buttonClass={theme.button}
        headingRef={headingRef}
        hrefFor={hrefFor}
        onChange={state.change}
        onPage={onPage}
        onClear={state.clear}
        onRetry={state.retry}
        mapSlot={
          results ? (
            <MapToggle
              hits={results.hits}
              total={results.total}
              store={mapStore}
              // The map's box is a filter like any other: it goes through the same change (page back to 1).
              onGeoFilter={(geo) => state.change({ geo })}
              storageBaseUrl={card.storageBaseUrl}
              mapClassName="h-[60vh] w-full overflow-hidden rounded-2xl ring-1 ring-black/10"
            />
          ) : null
        }
      />
    </div>
  );
}
