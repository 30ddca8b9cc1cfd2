import { describe, expect, it } from 'vitest';
import { cardFixture } from '../tests/support/view-fixtures.ts';
import { slugify } from '../domain/rules/slug.ts';
import type { SearchDocument } from '../domain/schemas/index.ts';
import { inDefaultOrder } from '../search/default-order.ts';
import { MAX_BEDROOMS_SEGMENT, planSearchCombinations } from './search-combinations.ts';

const canonicalOf = (combinations: ReturnType<typeof planSearchCombinations>) => new Map(combinations.map((c) => [c.path, c.canonical]));

describe('/buscar combinations', () => {
  // Campinas only: every state and city segment repeats a shorter combination.
  const docs = [
    cardFixture({ id: 1, status: 'sale', category: 'house', bedrooms: 3 }),
    cardFixture({ id: 2, status: 'sale', category: 'house', bedrooms: 4 }),
    cardFixture({ id: 3, status: 'rent', category: 'apartment', bedrooms: 1, price: null, rental_price: 250_000 }),
  ];

  it('name as canonical the shortest combination with the same homes', () => {
    const canonical = canonicalOf(planSearchCombinations(docs));
    // Every house is for sale, in SP, in Campinas, with 3 bedrooms or more.
    expect(canonical.get('/buscar/comprar/sp/casa/campinas/3-quartos')).toBe('/buscar/casa');
    expect(canonical.get('/buscar/comprar/casa')).toBe('/buscar/casa');
    expect(canonical.get('/buscar/sp/campinas')).toBe('/buscar');
    expect(canonical.get('/buscar/comprar/sp')).toBe('/buscar/comprar');
    // The one rental: its status and its category each name it alone; the category says more.
    expect(canonical.get('/buscar/alugar/apartamento/1-quartos')).toBe('/buscar/apartamento');
    expect(canonical.get('/buscar/alugar/sp')).toBe('/buscar/alugar');
  });

  it('keep their own path as canonical when no shorter combination has the same homes', () => {
    const canonical = canonicalOf(planSearchCombinations(docs));
    expect(canonical.get('/buscar')).toBe('/buscar');
    expect(canonical.get('/buscar/casa')).toBe('/buscar/casa');
    expect(canonical.get('/buscar/alugar')).toBe('/buscar/alugar');
    // Fewer homes than every combination it narrows: 4 bedrooms or more is one house of two.
    expect(canonical.get('/buscar/casa/4-quartos')).toBe('/buscar/4-quartos');
    expect(canonical.get('/buscar/4-quartos')).toBe('/buscar/4-quartos');
  });

  it('only name a prerendered combination: one left out by the cap is never a canonical', () => {
    const capped = planSearchCombinations(docs, 3);
    const paths = new Set(capped.map((c) => c.path));
    for (const combination of capped) expect(paths.has(combination.canonical)).toBe(true);
  });

  it('count and list, for each combination, exactly the homes a filter over every home finds, in the default order', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const pick = <T,>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
    const homes: SearchDocument[] = Array.from({ length: 600 }, (_, i) =>
      cardFixture({
        id: i + 1,
        status: pick(['sale', 'rent'] as const),
        category: pick(['apartment', 'house', 'land'] as const),
        city: pick(['Campinas', 'São Paulo', 'Santos']),
        state: pick(['SP', 'sp', 'RJ']),
        bedrooms: pick([null, 0, 1, 2, 3, 4.5, 12]),
        is_featured_on_site: next() < 0.1,
        created_at: next() < 0.1 ? null : `2026-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}T12:00:00Z`,
      }),
    );
    const ordered = inDefaultOrder(homes);
    const combinations = planSearchCombinations(homes);
    expect(combinations.length).toBeGreaterThan(100);
    for (const { filters, total, hits } of combinations) {
      const found = ordered.filter(
        (doc) =>
          (filters.status === undefined || doc.status === filters.status) &&
          (filters.state === undefined || doc.state.toUpperCase() === filters.state) &&
          (filters.category === undefined || doc.category === filters.category) &&
          (filters.city === undefined || slugify(doc.city) === filters.city) &&
          Math.min(Math.floor(doc.bedrooms ?? 0), MAX_BEDROOMS_SEGMENT) >= (filters.bedrooms ?? 0),
      );
      expect(total).toBe(found.length);
      expect(hits.map((doc) => doc.id)).toEqual(found.slice(0, 30).map((doc) => doc.id));
    }
  });
});
