import { describe, expect, it } from 'vitest';
import { filterStateSchema, type FilterStateInput } from '../domain/schemas/filter-state.ts';
import { rangeOf, toSearchQuery } from './query.ts';

const q = (input: FilterStateInput) => toSearchQuery(filterStateSchema.parse(input));

describe('toSearchQuery (spec §5)', () => {
  it('pages from 1 with 30 per page by default', () => {
    expect(q({})).toEqual({ page: 1, perPage: 30, offset: 0 });
    expect(q({ page: 3, perPage: 12 })).toMatchObject({ page: 3, perPage: 12, offset: 24 });
  });

  it('reads bedrooms, bathrooms and parking as "at least", ignoring 0', () => {
    expect(q({ bedrooms: 2, bathrooms: 0, parking_spaces: 1 })).toMatchObject({ bedroomsMin: 2, parkingMin: 1 });
    expect(q({ bathrooms: 0 }).bathroomsMin).toBeUndefined();
  });

  it('applies price to rental_price for rent, price for sale, either without status', () => {
    expect(q({ status: 'rent', price: [100_000, 300_000] }).price).toEqual({ min: 100_000, max: 300_000, field: 'rental_price' });
    expect(q({ status: 'sale', price: [0, 50_000_000] }).price).toEqual({ max: 50_000_000, field: 'price' });
    expect(q({ price: [20_000_000, 0] }).price).toEqual({ min: 20_000_000, field: 'either' });
  });

  it('uses the smallest and largest of a list, and swaps a reversed pair', () => {
    expect(rangeOf([300, 100])).toEqual({ min: 100, max: 300 });
    expect(rangeOf([50, 90, 70])).toEqual({ min: 50, max: 90 });
    expect(rangeOf([0, 0])).toBeUndefined();
    expect(rangeOf(['abc', 80])).toEqual({ max: 80 });
  });

  it('drops a box wider than 15° and rounds coordinates to 6 decimals', () => {
    const box = q({ geo: { bounds: { northEast: { lat: -23.5, lng: -46.6 }, southWest: { lat: -23.7, lng: -46.8 } } } });
    expect(box.geo).toEqual({ kind: 'box', bounds: { northEast: { lat: -23.5, lng: -46.6 }, southWest: { lat: -23.7, lng: -46.8 } } });
    const wide = q({ geo: { bounds: { northEast: { lat: 5, lng: -35 }, southWest: { lat: -33, lng: -73 } } } });
    expect(wide.geo).toBeUndefined();
    const fine = q({ geo: { lat: -23.1234567, lng: -46.7654321, radius: 1000 } });
    expect(fine.geo).toEqual({ kind: 'radius', lat: -23.123457, lng: -46.765432, meters: 1000 });
    expect(q({ geo: { lat: -23, lng: -46, radius: 0 } }).geo).toBeUndefined();
  });

  it('keeps lists, state in upper case, and drops empty values', () => {
    expect(q({ state: 'sp', amenities: ['gym', ' '], features: [], neighborhood: ['vila-mariana'] })).toMatchObject({
      state: 'SP',
      amenities: ['gym'],
      neighborhoodSlugs: ['vila-mariana'],
    });
    expect(q({ features: [] }).features).toBeUndefined();
  });
});
