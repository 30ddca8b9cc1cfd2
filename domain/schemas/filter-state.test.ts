import { describe, expect, it } from 'vitest';
import { filterStateSchema } from './filter-state.ts';
import { problems } from './test-fixtures.ts';

describe('filterStateSchema', () => {
  it('defaults page to 1 and perPage to 30', () => {
    expect(filterStateSchema.parse({})).toEqual({ page: 1, perPage: 30 });
  });

  it('keeps page and perPage whole and at least 1', () => {
    expect(problems(filterStateSchema, { page: 0 })).toEqual(['page: must be at least 1']);
    expect(problems(filterStateSchema, { perPage: 2.5 })).toEqual(['perPage: must be a whole number']);
  });

  it('takes every filter of spec §2.7', () => {
    const filters = filterStateSchema.parse({
      status: 'rent',
      state: 'sp',
      category: 'apartment',
      city: 'sao-paulo',
      bedrooms: 2,
      bathrooms: 1,
      parking_spaces: 1,
      price: [100000, 500000],
      area: [50, 120],
      amenities: ['pool'],
      features: ['balcony'],
      neighborhood: ['Moema'],
      site_categories: ['lancamentos'],
      sort: 'price_desc',
      code: 123,
    });
    expect(filters).toMatchObject({ status: 'rent', price: [100000, 500000], sort: 'price_desc', code: '123' });
  });

  it('rejects a status or sort outside the lists, and a range that is not a pair', () => {
    expect(problems(filterStateSchema, { status: 'lease' })).toEqual(['status: must be one of rent, sale']);
    expect(problems(filterStateSchema, { sort: 'newest' })).toEqual([
      'sort: must be one of price_asc, price_desc, area_asc, area_desc, total_cost_asc, total_cost_desc',
    ]);
    expect(filterStateSchema.safeParse({ price: [1] }).success).toBe(false);
    expect(filterStateSchema.safeParse({ total_cost: [0, 'x'] }).success).toBe(false);
    expect(filterStateSchema.parse({ total_cost: [0, 450_000] }).total_cost).toEqual([0, 450_000]);
  });

  it('takes a bounding box or a radius as geo', () => {
    const box = { bounds: { northEast: { lat: -23.5, lng: -46.6 }, southWest: { lat: -23.7, lng: -46.8 } } };
    expect(filterStateSchema.parse({ geo: box }).geo).toEqual(box);
    expect(filterStateSchema.parse({ geo: { lat: -23.5, lng: -46.6, radius: 2000 } }).geo).toEqual({
      lat: -23.5,
      lng: -46.6,
      radius: 2000,
    });
    expect(filterStateSchema.safeParse({ geo: { lat: 200, lng: 0, radius: 1 } }).success).toBe(false);
    expect(filterStateSchema.safeParse({ geo: { north: 1 } }).success).toBe(false);
  });
});
