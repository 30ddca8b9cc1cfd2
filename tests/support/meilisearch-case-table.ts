/**
 * THE shared case table (search/cases.ts) as vitest cases for a Meilisearch
 * engine: the fake server in engine-cases.test.ts, a real one in
 * contract.test.ts. Every case must give the same ids in the same order as the
 * table says (and as the static index gives).
 */
import { describe, expect, it } from 'vitest';
import { filterStateSchema } from '../../domain/schemas/filter-state.ts';
import { facetCases, facetSearchCases, searchCases } from '../../search/cases.ts';
import type { SearchEngine } from '../../search/engine.ts';

export function describeCaseTable(engine: () => SearchEngine): void {
  describe('search cases (search/cases.ts)', () => {
    it.each(searchCases)('$name', async ({ filters, ids, total }) => {
      const result = await engine().search(filterStateSchema.parse(filters));
      expect(result.hits.map((hit) => hit.id)).toEqual(ids);
      expect(result.total).toBe(total ?? ids.length);
    });
  });

  describe('facet cases (search/cases.ts)', () => {
    it.each(facetCases)('$name', async ({ filters, names, distribution }) => {
      expect(await engine().facets(filterStateSchema.parse(filters), names)).toEqual(distribution);
    });
  });

  describe('facet-search cases (search/cases.ts)', () => {
    it.each(facetSearchCases)('$name', async ({ facet, text, filters, hits }) => {
      expect(await engine().facetSearch(facet, text, filterStateSchema.parse(filters))).toEqual(hits);
    });
  });
}
