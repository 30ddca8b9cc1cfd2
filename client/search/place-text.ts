/**
 * A place typed into the hero form without choosing a suggestion reaches /buscar as
 * free text in `cidade=` (the box's field name; a chosen suggestion sends estado, cidade
 * or bairro instead, see suggestions.ts). Only the tenant's own values say what the text
 * is, so the search page resolves it against the facet distribution: a city, else a
 * neighbourhood, else a state by name or code. Text that is none of them stays a city
 * (no results, which is what the visitor asked for). Pure.
 */
import { brazilianStates } from '../../domain/lookups/states.ts';
import { slugify } from '../../domain/rules/slug.ts';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import type { FacetDistribution } from '../../search/engine.ts';
import { withFilter } from '../../search/url-codec.ts';

/** The query parameter the free text arrives in. */
export const FREE_PLACE_PARAM = 'cidade';

const hasValue = (counts: Record<string, number> | undefined, slug: string) =>
  Object.entries(counts ?? {}).some(([value, count]) => count > 0 && slugify(value) === slug);

/** The filters with `filters.city` moved to the facet the tenant's data has it in. */
export function resolveFreePlace(filters: FilterState, distribution: FacetDistribution): FilterState {
  const slug = filters.city;
  if (!slug || hasValue(distribution.city, slug)) return filters;
  if (hasValue(distribution.neighborhood, slug)) {
    return withFilter(filters, { city: undefined, neighborhood: [...new Set([...(filters.neighborhood ?? []), slug])] });
  }
  const state = brazilianStates.find((s) => (slugify(s.name) === slug || s.code.toLowerCase() === slug) && hasValue(distribution.state, s.code.toLowerCase()));
  if (state && filters.state === undefined) return withFilter(filters, { city: undefined, state: state.code });
  return filters;
}

/** Whether the URL carries free text from the form (rather than a path the site wrote). */
export function hasFreePlace(url: URL): boolean {
  return (url.searchParams.get(FREE_PLACE_PARAM) ?? '').trim() !== '';
}
