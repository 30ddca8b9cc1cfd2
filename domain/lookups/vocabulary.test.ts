import { describe, expect, it } from 'vitest';
import { slugify } from '../rules/slug.ts';
import { amenityTable } from './amenities.ts';
import { featureTable } from './features.ts';
import {
  amenityCodeBySlug,
  amenityEntry,
  amenityLabel,
  amenitySlug,
  canonicalCode,
  codeKey,
  featureCodeBySlug,
  featureLabel,
  featureSlug,
  readableCode,
  SYNONYMS,
} from './vocabulary.ts';

describe('one vocabulary for features and amenities (issue #15)', () => {
  it.each([
    ['pool', 'Piscina', 'piscina'],
    ['gym', 'Academia', 'academia'],
    ['pet_friendly', 'Aceita pets', 'aceita-pets'],
    ['party_room', 'Salão de festas', 'salao-de-festas'],
    ['air_conditioning', 'Ar-condicionado', 'ar-condicionado'],
    ['barbecue_grill', 'Churrasqueira', 'churrasqueira'],
    ['balcony', 'Varanda', 'varanda'],
    ['furnished', 'Mobiliado', 'mobiliado'],
    ['elevator', 'Elevador', 'elevador'],
    ['Pet-Friendly', 'Aceita pets', 'aceita-pets'],
    ['fitnessCenter', 'Academia', 'academia'],
  ])('%s reads "%s" in either list and is written %s', (code, label, slug) => {
    expect(featureLabel(code)).toBe(label);
    expect(amenityLabel(code)).toBe(label);
    expect(featureSlug(code)).toBe(slug);
    expect(amenitySlug(code)).toBe(slug);
  });

  it('reads a slug back to our code, whichever list the URL names', () => {
    expect(featureCodeBySlug('aceita-pets')).toBe('pets_allowed');
    expect(amenityCodeBySlug('aceita-pets')).toBe('pets_allowed');
    expect(featureCodeBySlug('piscina')).toBe('swimming_pool');
    expect(amenityCodeBySlug('piscina')).toBe('swimming_pool');
    // The same label in both tables: each list prefers its own code.
    expect(featureCodeBySlug('churrasqueira')).toBe('barbecue_grill');
    expect(amenityCodeBySlug('churrasqueira')).toBe('barbecue_area');
    expect(featureCodeBySlug('rooftoplounge')).toBeUndefined();
  });

  it("gives a synonym its code's icon", () => {
    expect(amenityEntry('pool')?.icon).toBe('swim');
    expect(amenityEntry('fitness')?.icon).toBe('dumbbell');
  });

  it('shows an unknown code as words, never snake_case, and slugifies it as spec §2.7 says', () => {
    expect(featureLabel('rooftop_lounge')).toBe('Rooftop lounge');
    expect(amenityLabel('some_code')).toBe('Some code');
    expect(amenityLabel('wineCellar')).toBe('Wine cellar');
    expect(featureLabel('  vista-para-o-lago ')).toBe('Vista para o lago');
    expect(featureLabel('Vista para o Lago')).toBe('Vista para o Lago');
    expect(featureSlug('rooftop_lounge')).toBe('rooftoplounge');
    expect(readableCode('')).toBe('');
    expect(featureLabel('<b>x</b>')).toBe('<b>x</b>'); // text, escaped by whoever draws it
  });

  it('maps every synonym to a code one of the tables has', () => {
    expect(Object.keys(SYNONYMS).length).toBeGreaterThan(30);
    for (const [key, target] of Object.entries(SYNONYMS)) {
      expect(codeKey(key), key).toBe(key);
      expect(canonicalCode(key)).toBe(target);
      expect(featureTable.byCode(target) ?? amenityTable.byCode(target), key).toBeDefined();
    }
    expect(codeKey(' Air Conditioner ')).toBe('air_conditioner');
    expect(canonicalCode('toString')).toBe('to_string'); // own keys only
    expect(slugify(featureLabel('toString'))).toBe('to-string');
  });
});
