import { describe, expect, it } from 'vitest';
import { propertyFeatures } from './features.ts';
import { featureCodeBySlug, featureEntry, featureLabel, featureSlug } from './vocabulary.ts';
import { lookupIcons } from './lookup-table.ts';
import { slugify } from '../rules/slug.ts';

describe('property features', () => {
  it('is a long list of snake_case codes with unique label slugs', () => {
    expect(propertyFeatures.length).toBeGreaterThanOrEqual(25);
    for (const feature of propertyFeatures) {
      expect(feature.code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(feature.slug).toBe(slugify(feature.label));
      if (feature.icon !== undefined) expect(lookupIcons).toContain(feature.icon);
    }
    expect(new Set(propertyFeatures.map((feature) => feature.slug)).size).toBe(propertyFeatures.length);
  });

  it.each([
    ['air_conditioning', 'Ar-condicionado', 'ar-condicionado'],
    ['balcony', 'Varanda', 'varanda'],
    ['barbecue_grill', 'Churrasqueira', 'churrasqueira'],
    ['furnished', 'Mobiliado', 'mobiliado'],
    ['pets_allowed', 'Aceita pets', 'aceita-pets'],
    ['elevator', 'Elevador', 'elevador'],
    ['built_in_wardrobes', 'Armários embutidos', 'armarios-embutidos'],
    ['service_area', 'Área de serviço', 'area-de-servico'],
    ['near_metro', 'Próximo ao metrô', 'proximo-ao-metro'],
  ])('%s reads "%s" and is written %s', (code, label, slug) => {
    expect(featureLabel(code)).toBe(label);
    expect(featureSlug(code)).toBe(slug);
    expect(featureCodeBySlug(slug)).toBe(code);
  });

  it('gives icons where the templates have one', () => {
    expect(featureEntry('near_school')?.icon).toBe('school');
    expect(featureEntry('private_pool')?.icon).toBe('swim');
    expect(featureEntry('fireplace')?.icon).toBeUndefined();
  });

  it('falls back for unknown codes', () => {
    expect(featureLabel('wine_cellar')).toBe('Wine cellar');
    expect(featureSlug('Adega Climatizada')).toBe('adega-climatizada');
    expect(featureCodeBySlug('adega-climatizada')).toBeUndefined();
  });
});
