import { describe, expect, it } from 'vitest';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import { parseFilter } from '../../tests/support/fake-meilisearch-filter.ts';
import { toSearchQuery } from '../query.ts';
import { compileFilter, compileSort, filterValue } from './filter.ts';

const query = (filters: Partial<FilterState>) => toSearchQuery({ page: 1, perPage: 30, ...filters });
const filterOf = (filters: Partial<FilterState>, resolve = {}) => compileFilter(query(filters), resolve);

describe('filterValue', () => {
  it('leaves plain words and numbers bare', () => {
    expect(filterValue('apartment')).toBe('apartment');
    expect(filterValue('SP')).toBe('SP');
    expect(filterValue('a_b.c-d')).toBe('a_b.c-d');
    expect(filterValue(150000)).toBe('150000');
    expect(filterValue(-23.55)).toBe('-23.55');
  });

  it('quotes anything else, escaping " and \\ with \\', () => {
    expect(filterValue('São Paulo')).toBe('"São Paulo"');
    expect(filterValue(`Sant'Ana "x" \\ y`)).toBe(`"Sant'Ana \\"x\\" \\\\ y"`);
    expect(filterValue('a\\"')).toBe('"a\\\\\\""');
    expect(filterValue('')).toBe('""');
    expect(filterValue('x) OR (id EXISTS')).toBe('"x) OR (id EXISTS"');
  });

  it('quotes words the parser reads as keywords', () => {
    expect(filterValue('TO')).toBe('"TO"');
    expect(filterValue('and')).toBe('"and"');
    expect(filterValue('_geoRadius')).toBe('"_geoRadius"');
  });
});

describe('compileFilter', () => {
  it('is undefined when nothing filters', () => {
    expect(filterOf({})).toBeUndefined();
    expect(filterOf({ bedrooms: 0, features: [' '], price: [0, 0] })).toBeUndefined();
  });

  it('writes equality for status, state and category', () => {
    expect(filterOf({ status: 'sale', state: 'sp', category: 'apartment' })).toBe('status = sale AND state = SP AND category = apartment');
  });

  it('uses the resolved city value, one or several spellings', () => {
    expect(filterOf({ city: 'sao-paulo' }, { city: 'São Paulo' })).toBe('city = "São Paulo"');
    expect(filterOf({ city: 'sao-paulo' }, { city: ['São Paulo', 'Sao Paulo'] })).toBe('city IN ["São Paulo", "Sao Paulo"]');
    // Unresolved, the slug is compared as written (the engine answers "no hits" before that).
    expect(filterOf({ city: 'sao-paulo' })).toBe('city = sao-paulo');
  });

  it('matches any of the resolved neighbourhoods', () => {
    const resolve = { neighborhoods: ['Vila Mariana', "Sant'Ana"] };
    expect(filterOf({ neighborhood: ['vila-mariana', 'santana'] }, resolve)).toBe(`neighborhood IN ["Vila Mariana", "Sant'Ana"]`);
    expect(filterOf({ neighborhood: ['moema'] }, { neighborhoods: ['Moema'] })).toBe('neighborhood = Moema');
  });

  it('reads counts as at least', () => {
    expect(filterOf({ bedrooms: 3, bathrooms: 2, parking_spaces: 1 })).toBe('bedrooms >= 3 AND bathrooms >= 2 AND parking_spaces >= 1');
  });

  it('puts the price on rental_price for rent and on price for sale', () => {
    expect(filterOf({ status: 'rent', price: [200000, 500000] })).toBe('status = rent AND rental_price 200000 TO 500000');
    expect(filterOf({ status: 'sale', price: [90000000, 50000000] })).toBe('status = sale AND price 50000000 TO 90000000');
  });

  it('uses one comparison for a range with one bound', () => {
    expect(filterOf({ status: 'sale', price: [0, 50000000] })).toBe('status = sale AND price <= 50000000');
    expect(filterOf({ status: 'sale', price: [50000000, 0] })).toBe('status = sale AND price >= 50000000');
    expect(filterOf({ area: [80, 0] })).toBe('area >= 80');
    expect(filterOf({ area: [120, 60] })).toBe('area 60 TO 120');
    expect(filterOf({ total_cost: [0, 450_000] })).toBe('total_cost <= 450000');
    expect(filterOf({ total_cost: [300_000, 450_000] })).toBe('total_cost 300000 TO 450000');
  });

  it('puts the price on either field without a status, in parentheses (AND binds tighter than OR)', () => {
    expect(filterOf({ price: [100000, 300000], bedrooms: 2 })).toBe('bedrooms >= 2 AND (price 100000 TO 300000 OR rental_price 100000 TO 300000)');
    expect(filterOf({ price: [0, 300000] })).toBe('(price <= 300000 OR rental_price <= 300000)');
  });

  it('requires every feature and amenity, and any site category', () => {
    expect(filterOf({ features: ['pool', 'gym'], amenities: ['air conditioning'] })).toBe(
      'features = pool AND features = gym AND amenities = "air conditioning"',
    );
    expect(filterOf({ site_categories: ['destaque', 'lançamento'] })).toBe('site_categories IN [destaque, "lançamento"]');
  });

  it('matches the code against the id', () => {
    expect(filterOf({ code: '1234' })).toBe('id = 1234');
    expect(filterOf({ code: 'AB 12' })).toBe('id = "AB 12"');
  });

  it('writes the bounding box north-east first, and the radius in metres', () => {
    const bounds = { northEast: { lat: -23.5, lng: -46.6 }, southWest: { lat: -23.7, lng: -46.8 } };
    expect(filterOf({ geo: { bounds } })).toBe('_geoBoundingBox([-23.5, -46.6], [-23.7, -46.8])');
    expect(filterOf({ geo: { lat: -23.5613, lng: -46.6565, radius: 1500 } })).toBe('_geoRadius(-23.5613, -46.6565, 1500)');
    // Dropped by the rules of spec §5: wider than 15°, or a radius of 0.
    expect(filterOf({ geo: { bounds: { northEast: { lat: 0, lng: 0 }, southWest: { lat: -20, lng: -1 } } } })).toBeUndefined();
    expect(filterOf({ geo: { lat: -23.5, lng: -46.6, radius: 0 } })).toBeUndefined();
  });

  it('writes a drawn area as _geoPolygon, and drops one that is not an area', () => {
    const polygon = [{ lat: -23.56, lng: -46.7 }, { lat: -23.56, lng: -46.68 }, { lat: -23.58, lng: -46.69 }];
    expect(filterOf({ geo: { polygon } })).toBe('_geoPolygon([-23.56, -46.7], [-23.56, -46.68], [-23.58, -46.69])');
    expect(filterOf({ geo: { polygon: [...polygon, { lat: 0, lng: 0 }] } })).toBeUndefined(); // spans 23°
  });

  it('keeps hostile values inside their quotes', () => {
    const hostile = `Sant'Ana "x" \\ y`;
    expect(filterOf({ neighborhood: ['x'], category: hostile }, { neighborhoods: [hostile] })).toBe(
      `category = "Sant'Ana \\"x\\" \\\\ y" AND neighborhood = "Sant'Ana \\"x\\" \\\\ y"`,
    );
    expect(filterOf({ features: ['pool" OR id EXISTS OR features = "x'] })).toBe('features = "pool\\" OR id EXISTS OR features = \\"x"');
  });

  it('joins every rule with AND in a fixed order', () => {
    const filters: Partial<FilterState> = {
      status: 'rent',
      city: 'sao-paulo',
      neighborhood: ['moema'],
      bedrooms: 2,
      price: [100000, 400000],
      features: ['pool'],
      geo: { lat: -23.6, lng: -46.66, radius: 2000 },
    };
    expect(filterOf(filters, { city: 'São Paulo', neighborhoods: ['Moema'] })).toBe(
      'status = rent AND city = "São Paulo" AND neighborhood = Moema AND bedrooms >= 2 AND rental_price 100000 TO 400000 AND features = pool AND _geoRadius(-23.6, -46.66, 2000)',
    );
  });
});

describe('compileFilter read back by a Meilisearch-style parser', () => {
  it('gives back hostile values exactly', () => {
    const hostile = `Sant'Ana "x" \\ y`;
    const node = parseFilter(filterOf({ category: hostile }));
    expect(node).toEqual({ kind: 'compare', attribute: 'category', op: '=', value: hostile });
  });

  it('keeps the either-price OR inside the AND', () => {
    const node = parseFilter(filterOf({ bedrooms: 2, price: [1, 2] }));
    expect(node).toMatchObject({ kind: 'and', left: { kind: 'compare', attribute: 'bedrooms' }, right: { kind: 'or' } });
    // Without the parentheses the same words would mean (bedrooms AND price) OR rental_price.
    expect(parseFilter('bedrooms >= 2 AND price 1 TO 2 OR rental_price 1 TO 2')).toMatchObject({ kind: 'or', left: { kind: 'and' } });
  });
});

describe('compileSort', () => {
  const tie = ['is_featured_on_site:desc', 'created_at:desc', 'id:desc'];

  it('defaults to featured first, then newest', () => {
    expect(compileSort(query({}))).toEqual(tie);
    expect(compileSort(query({}), { tieBreakers: false })).toEqual(['is_featured_on_site:desc', 'created_at:desc']);
  });

  it('sorts rentals by their rent, sales by their price, and by the comparable price when there is no status', () => {
    expect(compileSort(query({ status: 'rent', sort: 'price_asc' }))).toEqual(['rental_price:asc', ...tie]);
    expect(compileSort(query({ status: 'sale', sort: 'price_desc' }))).toEqual(['price:desc', ...tie]);
    expect(compileSort(query({ sort: 'price_asc' }))).toEqual(['comparable_price:asc', ...tie]);
    expect(compileSort(query({ sort: 'price_asc' }), { tieBreakers: false })).toEqual(['price:asc']);
    expect(compileSort(query({ status: 'rent', sort: 'price_desc' }), { tieBreakers: false })).toEqual(['rental_price:desc']);
  });

  it('sorts by a rental\'s monthly total', () => {
    expect(compileSort(query({ sort: 'total_cost_asc' }))).toEqual(['total_cost:asc', ...tie]);
    expect(compileSort(query({ status: 'rent', sort: 'total_cost_desc' }), { tieBreakers: false })).toEqual(['total_cost:desc']);
  });

  it('sorts by area', () => {
    expect(compileSort(query({ sort: 'area_asc' }))).toEqual(['area:asc', ...tie]);
    expect(compileSort(query({ sort: 'area_desc' }))).toEqual(['area:desc', ...tie]);
  });
});
