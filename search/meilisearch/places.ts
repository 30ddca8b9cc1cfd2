/**
 * City and neighbourhood slugs → the index's real values ("sao-paulo" →
 * "São Paulo"), as the static index matches slugify(value) === slug. One
 * facets request gives every value (cached for the engine's life); a
 * distribution is capped at faceting.maxValuesPerFacet (100 by default), so
 * when it may be cut short a missing slug is looked up once more with a facet
 * search on its words before being declared unknown. Best effort: a facet
 * search answers 100 values and matches the first word only, so a value
 * behind 100 others with the same first word ("Jardim …") stays unknown.
 */
import { slugify } from '../../domain/rules/slug.ts';
import type { SearchQuery } from '../query.ts';
import type { ResolvedPlaces } from './filter.ts';

export const PLACE_FACETS = ['city', 'neighborhood'] as const;
export type PlaceFacet = (typeof PLACE_FACETS)[number];

/** Meilisearch's default faceting.maxValuesPerFacet: a distribution this long may be incomplete. */
const DEFAULT_MAX_VALUES_PER_FACET = 100;

export interface PlaceLookups {
  /** facetDistribution of city and neighborhood over the whole index. */
  distribution(): Promise<Partial<Record<PlaceFacet, Record<string, number>>>>;
  /** Values of a facet search for `text` (no filter). */
  facetValues(facet: PlaceFacet, text: string): Promise<string[]>;
}

interface PlaceTable {
  bySlug: Map<string, string[]>;
  mayBeIncomplete: boolean;
}

function tableOf(values: Record<string, number> | undefined): PlaceTable {
  const bySlug = new Map<string, string[]>();
  for (const value of Object.keys(values ?? {})) {
    const slug = slugify(value);
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), value]);
  }
  return { bySlug, mayBeIncomplete: Object.keys(values ?? {}).length >= DEFAULT_MAX_VALUES_PER_FACET };
}

/**
 * The resolver of one engine. `resolve` answers undefined when a slug of the
 * query matches no value: nothing can match, so no request is needed.
 */
export function placeResolver(lookups: PlaceLookups) {
  let tables: Promise<Record<PlaceFacet, PlaceTable>> | undefined;

  const load = () => {
    if (!tables) {
      const loading = lookups.distribution().then((d) => ({ city: tableOf(d.city), neighborhood: tableOf(d.neighborhood) }));
      // A failure is not cached: the next search asks again.
      loading.catch(() => {
        if (tables === loading) tables = undefined;
      });
      tables = loading;
    }
    return tables;
  };

  async function valuesOf(facet: PlaceFacet, slug: string): Promise<string[]> {
    const table = (await load())[facet];
    const known = table.bySlug.get(slug);
    if (known || !table.mayBeIncomplete) return known ?? [];
    const found = (await lookups.facetValues(facet, slug.replace(/-/g, ' '))).filter((value) => slugify(value) === slug);
    table.bySlug.set(slug, found); // remembered, found or not
    return found;
  }

  return {
    /** Whether the query needs resolving at all (no request otherwise). */
    needed: (query: SearchQuery) => query.citySlug !== undefined || query.neighborhoodSlugs !== undefined,

    async resolve(query: SearchQuery): Promise<ResolvedPlaces | undefined> {
      const resolved: ResolvedPlaces = {};
      if (query.citySlug !== undefined) {
        const cities = await valuesOf('city', query.citySlug);
        if (cities.length === 0) return undefined;
        resolved.city = cities.length === 1 ? cities[0] : cities;
      }
      if (query.neighborhoodSlugs !== undefined) {
        const lists = await Promise.all(query.neighborhoodSlugs.map((slug) => valuesOf('neighborhood', slug)));
        const neighborhoods = [...new Set(lists.flat())];
        if (neighborhoods.length === 0) return undefined;
        resolved.neighborhoods = neighborhoods;
      }
      return resolved;
    },
  };
}
