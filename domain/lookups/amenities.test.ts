import { describe, expect, it } from 'vitest';
import { propertyAmenities } from './amenities.ts';
import { amenityCodeBySlug, amenityEntry, amenityLabel, amenitySlug } from './vocabulary.ts';
import { lookupIcons } from './lookup-table.ts';
import { slugify } from '../rules/slug.ts';

describe('property amenities', () => {
  it('is a long list of snake_case codes with unique label slugs', () => {
    expect(propertyAmenities.length).toBeGreaterThanOrEqual(25);
    for (const amenity of propertyAmenities) {
      expect(amenity.code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(amenity.slug).toBe(slugify(amenity.label));
      if (amenity.icon !== undefined) expect(lookupIcons).toContain(amenity.icon);
    }
    expect(new Set(propertyAmenities.map((amenity) => amenity.slug)).size).toBe(propertyAmenities.length);
  });

  it.each([
    ['swimming_pool', 'Piscina', 'piscina'],
    ['gym', 'Academia', 'academia'],
    ['party_room', 'Salão de festas', 'salao-de-festas'],
    ['playground', 'Playground', 'playground'],
    ['concierge_24h', 'Portaria 24h', 'portaria-24h'],
    ['sauna', 'Sauna', 'sauna'],
    ['tennis_court', 'Quadra de tênis', 'quadra-de-tenis'],
    ['bicycle_rack', 'Bicicletário', 'bicicletario'],
  ])('%s reads "%s" and is written %s', (code, label, slug) => {
    expect(amenityLabel(code)).toBe(label);
    expect(amenitySlug(code)).toBe(slug);
    expect(amenityCodeBySlug(slug)).toBe(code);
  });

  it('gives icons where the templates have one', () => {
    expect(amenityEntry('swimming_pool')?.icon).toBe('swim');
    expect(amenityEntry('gym')?.icon).toBe('dumbbell');
    expect(amenityEntry('party_room')?.icon).toBe('party');
    expect(amenityEntry('playground')?.icon).toBe('playground');
    expect(amenityEntry('sauna')?.icon).toBeUndefined();
  });

  it('falls back for unknown codes', () => {
    expect(amenityLabel('heliport')).toBe('Heliport');
    expect(amenitySlug('heliport')).toBe('heliport');
    expect(amenityCodeBySlug('heliponto')).toBeUndefined();
  });
});
