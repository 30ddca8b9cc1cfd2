/**
 * Spec §2.7: "Reading a URL reverses these mappings." A feature or amenity slug reads back
 * as our code ('aceita-pets' → 'pets_allowed') or, unknown, as the slug itself; but the
 * filter must hold the code the tenant's homes carry ('pet_friendly'), or a reloaded
 * `?caracteristicas=aceita-pets` finds nothing. Only the tenant's facet values say how its
 * data spells a code, so each value is matched to the tenant value with the same slug. Pure.
 */
import { amenitySlug, featureSlug } from '../../domain/lookups/vocabulary.ts';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import type { FacetDistribution } from '../../search/engine.ts';
import { withFilter } from '../../search/url-codec.ts';

/** The tenant's value for a code or slug read from a URL; the value itself when the tenant has none. */
function tenantCode(value: string, counts: Record<string, number> | undefined, slugOf: (code: string) => string): string {
  const values = Object.keys(counts ?? {});
  if (values.includes(value)) return value;
  const wanted = slugOf(value);
  return values.find((candidate) => slugOf(candidate) === wanted) ?? value;
}

function tenantCodes(values: readonly string[] | undefined, counts: Record<string, number> | undefined, slugOf: (code: string) => string): string[] | undefined {
  if (!values || values.length === 0) return undefined;
  return [...new Set(values.map((value) => tenantCode(value, counts, slugOf)))];
}

/** Whether the filters name features or amenities (which only the tenant's values can settle). */
export function hasCodes(filters: FilterState): boolean {
  return (filters.features?.length ?? 0) > 0 || (filters.amenities?.length ?? 0) > 0;
}

/** The filters with their features and amenities spelled as the tenant's homes spell them. */
export function resolveCodes(filters: FilterState, distribution: FacetDistribution): FilterState {
  if (!hasCodes(filters)) return filters;
  return withFilter(filters, {
    features: tenantCodes(filters.features, distribution.features, featureSlug),
    amenities: tenantCodes(filters.amenities, distribution.amenities, amenitySlug),
  });
}
