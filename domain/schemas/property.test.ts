import { describe, expect, it } from 'vitest';
import { propertySchema } from './property.ts';
import { problems, validHome } from './test-fixtures.ts';

describe('propertySchema', () => {
  it('accepts a minimal home and fills the defaults', () => {
    const home = propertySchema.parse(validHome());
    expect(home).toMatchObject({
      id: 123,
      status: 'sale',
      gallery: [],
      floor_plans: [],
      features: [],
      amenities: [],
      nearby_places: [],
      meta: {},
      commissions: [],
      is_visible_on_site: true,
      is_featured_on_site: false,
      site_categories: [],
      portals: {},
    });
  });

  it('treats null lists and flags as not given', () => {
    const home = propertySchema.parse(validHome({ gallery: null, is_visible_on_site: null, meta: null }));
    expect(home.gallery).toEqual([]);
    expect(home.is_visible_on_site).toBe(true);
    expect(home.meta).toEqual({});
  });

  it('requires category, area, zipcode, neighborhood, city and state (spec §5)', () => {
    for (const field of ['category', 'area', 'zipcode', 'neighborhood', 'city', 'state']) {
      const raw = validHome();
      delete raw[field];
      expect(problems(propertySchema, raw)).toEqual([`${field}: is required`]);
    }
    expect(problems(propertySchema, validHome({ city: '  ' }))).toEqual(['city: must not be empty']);
  });

  it("rejects a status other than rent or sale ('lease')", () => {
    expect(problems(propertySchema, validHome({ status: 'lease' }))).toEqual(['status: must be one of rent, sale']);
  });

  it('accepts type residential, commercial or null, nothing else', () => {
    expect(propertySchema.parse(validHome({ type: null })).type).toBeNull();
    expect(propertySchema.parse(validHome({ type: 'commercial' })).type).toBe('commercial');
    expect(problems(propertySchema, validHome({ type: 'industrial' }))).toEqual([
      'type: must be one of residential, commercial',
    ]);
  });

  it('reads numbers sent as decimal text, as back ends export decimal columns', () => {
    const home = propertySchema.parse(validHome({ price: '450000.00', area: ' 72.5 ', bedrooms: '3', lat: '-23.5505', lng: '-46.6333' }));
    expect([home.price, home.area, home.bedrooms, home.lat, home.lng]).toEqual([450000, 72.5, 3, -23.5505, -46.6333]);
    expect(problems(propertySchema, validHome({ lat: '-95', lng: '0' }))).toEqual(['lat: must be at least -90']);
  });

  it('reads flags written as 0 and 1 (MySQL tinyint), also as text', () => {
    const home = propertySchema.parse(validHome({ is_visible_on_site: 0, is_featured_on_site: '1', social_housing_program: 'false' }));
    expect([home.is_visible_on_site, home.is_featured_on_site, home.social_housing_program]).toEqual([false, true, false]);
    expect(problems(propertySchema, validHome({ is_visible_on_site: 2, is_featured_on_site: 'sim' }))).toEqual([
      'is_visible_on_site: must be true or false',
      'is_featured_on_site: must be true or false',
    ]);
  });

  it('keeps prices and counts at least 0', () => {
    expect(problems(propertySchema, validHome({ area: -1 }))).toEqual(['area: must be at least 0']);
    expect(problems(propertySchema, validHome({ price: -5, bedrooms: -1 }))).toEqual([
      'price: must be at least 0',
      'bedrooms: must be at least 0',
    ]);
    expect(problems(propertySchema, validHome({ area: '80 m²', price: '1.250.000,00', bedrooms: true }))).toEqual([
      'price: must be a number, not "1.250.000,00"',
      'area: must be a number, not "80 m²"',
      'bedrooms: must be a number',
    ]);
    expect(problems(propertySchema, validHome({ price: '-5.00' }))).toEqual(['price: must be at least 0']);
    expect(propertySchema.parse(validHome({ price: null, rental_price: 0 })).rental_price).toBe(0);
  });

  it('requires a url on gallery and floor-plan entries', () => {
    expect(problems(propertySchema, validHome({ gallery: [{ caption: 'Sala' }] }))).toEqual(['gallery.0.url: is required']);
    expect(problems(propertySchema, validHome({ floor_plans: [{ url: 'a.jpg' }, { url: '' }] }))).toEqual([
      'floor_plans.1.url: must not be empty',
    ]);
  });

  it('keeps commission percentages within 0 to 100', () => {
    expect(problems(propertySchema, validHome({ commissions: [{ percentage: 101 }] }))).toEqual([
      'commissions.0.percentage: must be at most 100',
    ]);
    expect(problems(propertySchema, validHome({ commissions: [{ percentage: -1 }] }))).toEqual([
      'commissions.0.percentage: must be at least 0',
    ]);
    expect(propertySchema.parse(validHome({ commissions: [{ percentage: 100, name: 'Ana' }] })).commissions).toHaveLength(1);
  });

  it('defaults portal enabled to false and keeps the portal fields', () => {
    const home = propertySchema.parse(validHome({ portals: { zap: { listing_type: 'premium' } } }));
    expect(home.portals).toEqual({ zap: { enabled: false, listing_type: 'premium' } });
  });

  it('accepts decoded coordinates, in range and in pairs', () => {
    expect(propertySchema.parse(validHome({ lat: -23.56, lng: -46.65 }))).toMatchObject({ lat: -23.56, lng: -46.65 });
    expect(problems(propertySchema, validHome({ lat: 91, lng: 0 }))).toEqual(['lat: must be at most 90']);
    expect(problems(propertySchema, validHome({ lat: -23.56 }))).toEqual(['lng: lat and lng must be given together']);
  });

  it('reads numeric street numbers and zip codes as text', () => {
    const home = propertySchema.parse(validHome({ street_number: 42, zipcode: 88010400 }));
    expect(home.street_number).toBe('42');
    expect(home.zipcode).toBe('88010400');
  });

  it('requires a whole-number id', () => {
    expect(problems(propertySchema, validHome({ id: '123' }))).toEqual(['id: must be a whole number']);
    expect(problems(propertySchema, validHome({ id: undefined }))).toEqual(['id: is required']);
  });

  it('drops an unreadable theme colour instead of rejecting the home, and expands short ones', () => {
    const home = propertySchema.parse(validHome({ theme: { primary_color: 'red;}', secondary_color: '#ABC' } }));
    expect(home.theme?.primary_color).toBeUndefined();
    expect(home.theme?.secondary_color).toBe('#aabbcc');
  });

  it('strips unknown keys', () => {
    expect(propertySchema.parse(validHome({ surprise: 1 }))).not.toHaveProperty('surprise');
  });

  it('rejects a record that is not an object', () => {
    expect(problems(propertySchema, 'x')).toEqual([': must be an object']);
  });
});
