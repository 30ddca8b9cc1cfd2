/**
 * The browser's zod-free FilterState reader agrees with filterStateSchema, the one definition:
 * same result (defaults, stripped keys, the first geo shape that reads) or the same refusal,
 * over hand-picked edges and 20,000 generated inputs of right and wrong shapes.
 */
import { describe, expect, it } from 'vitest';
import { checkFilterState } from './filter-state-check.ts';
import { filterStateSchema } from './filter-state.ts';

function oracle(input: unknown) {
  const result = filterStateSchema.safeParse(input);
  return result.success ? result.data : undefined;
}

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCALARS = [undefined, null, 0, 1, 2, -1, 1.5, 91, -181, 200, Number.NaN, Infinity, 2 ** 60, '', ' 12 ', 'sale', 'rent', 'price_asc', 'total_cost_desc', 'SP', true, false, [], {}];

function pick<T>(next: () => number, values: readonly T[]): T {
  return values[Math.floor(next() * values.length)]!;
}

function point(next: () => number): unknown {
  return next() < 0.8 ? { lat: pick(next, [-23.5, 0, 90, -90, 91, 'x', undefined]), lng: pick(next, [-46.6, 180, -180, 181, undefined]), extra: 1 } : pick(next, SCALARS);
}

function value(next: () => number, depth = 0): unknown {
  const r = next();
  if (r < 0.55 || depth > 2) return pick(next, SCALARS);
  if (r < 0.7) return [value(next, depth + 1), value(next, depth + 1)].slice(0, Math.floor(next() * 3));
  if (r < 0.8) return [pick(next, [0, 100, 5e6]), pick(next, [0, 100, 5e6, 'x'])];
  if (r < 0.87) return { bounds: { northEast: point(next), southWest: point(next) }, lat: value(next, depth + 1) };
  if (r < 0.93) return { lat: pick(next, [-23.5, 95]), lng: -46.6, radius: pick(next, [0, 2, -1, 'x']) };
  return { polygon: Array.from({ length: pick(next, [2, 3, 4, 101]) }, () => point(next)) };
}

/** A value of the key's own type (so that many generated states are accepted). */
const VALID: Record<string, (next: () => number) => unknown> = {
  page: (next) => pick(next, [1, 2, 40]),
  perPage: (next) => pick(next, [12, 30]),
  sort: (next) => pick(next, ['price_asc', 'area_desc', 'total_cost_asc']),
  geo: (next) => pick(next, [{ lat: -23.5, lng: -46.6, radius: 3 }, { bounds: { northEast: { lat: -23, lng: -46 }, southWest: { lat: -24, lng: -47 } } }, { polygon: [point(next), point(next), point(next)] }]),
  code: (next) => pick(next, ['101', 7, ' x ']),
  status: (next) => pick(next, ['sale', 'rent']),
  bedrooms: (next) => pick(next, [0, 2, 3.5]),
  price: (next) => pick(next, [[0, 1e6], [5e5, 0]]),
  amenities: (next) => pick(next, [['pool'], [], ['gym', 'pet_friendly']]),
};

const KEYS = ['page', 'perPage', 'sort', 'geo', 'code', 'status', 'state', 'category', 'city', 'bedrooms', 'bathrooms', 'parking_spaces', 'price', 'area', 'total_cost', 'amenities', 'features', 'neighborhood', 'site_categories', 'unknown'];

describe('checkFilterState', () => {
  it.each([
    {},
    { page: 2, perPage: 12, sort: 'area_desc', status: 'rent', city: 'campinas', price: [0, 100], amenities: ['pool'], unknown: 1 },
    { code: 42 },
    { code: ' A-7 ' },
    { page: 0 },
    { page: 1.5 },
    { bedrooms: -1 },
    { price: [1, 2, 3] },
    { geo: { lat: -23.5, lng: -46.6, radius: 2, bounds: 'x' } },
    { geo: { bounds: { northEast: { lat: 1, lng: 2 }, southWest: { lat: 0, lng: 1 } }, lat: 5 } },
    { geo: { polygon: [{ lat: 0, lng: 0 }, { lat: 1, lng: 0 }] } },
    { geo: { polygon: [{ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, { lat: 1, lng: 1, z: 3 }] } },
    [],
    null,
    'page=2',
  ])('reads %j as filterStateSchema does', (input) => {
    expect(checkFilterState(input)).toEqual(oracle(input));
  });

  it('agrees with filterStateSchema on 20,000 generated inputs', () => {
    const next = random(16);
    let accepted = 0;
    for (let i = 0; i < 20_000; i++) {
      const input: Record<string, unknown> = {};
      for (const key of KEYS) {
        if (next() >= 0.25) continue;
        input[key] = VALID[key] && next() < 0.85 ? VALID[key](next) : value(next);
      }
      const expected = oracle(input);
      if (expected) accepted++;
      expect(checkFilterState(input), JSON.stringify(input)).toEqual(expected);
    }
    // Both kinds of outcome were exercised.
    expect(accepted).toBeGreaterThan(500);
    expect(accepted).toBeLessThan(19_500);
  });
});
