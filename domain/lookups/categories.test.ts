import { describe, expect, it } from 'vitest';
import { categoryCodeBySlug, categoryLabel, categorySlug, propertyCategories } from './categories.ts';

describe('property categories', () => {
  it('lists the spec categories plus commercial_property', () => {
    expect(propertyCategories.map((category) => category.code)).toEqual([
      'apartment', 'house', 'condo', 'townhouse', 'penthouse', 'flat',
      'studio', 'loft', 'land', 'office', 'farm', 'commercial_property',
    ]);
  });

  it.each([
    ['apartment', 'Apartamento', 'apartamento'],
    ['house', 'Casa', 'casa'],
    ['condo', 'Condomínio', 'condominio'],
    ['townhouse', 'Sobrado', 'sobrado'],
    ['penthouse', 'Cobertura', 'cobertura'],
    ['flat', 'Flat', 'flat'],
    ['studio', 'Studio', 'studio'],
    ['loft', 'Loft', 'loft'],
    ['land', 'Terreno', 'terreno'],
    ['office', 'Sala comercial', 'sala-comercial'],
    ['farm', 'Fazenda', 'fazenda'],
    ['commercial_property', 'Imóvel comercial', 'imovel-comercial'],
  ])('%s is "%s" at /buscar/…/%s', (code, label, slug) => {
    expect(categoryLabel(code)).toBe(label);
    expect(categorySlug(code)).toBe(slug);
    expect(categoryCodeBySlug(slug)).toBe(code);
  });

  it('shows an unknown category as it is and slugifies it', () => {
    expect(categoryLabel('Galpão')).toBe('Galpão');
    expect(categorySlug('Galpão')).toBe('galpao');
    expect(categoryCodeBySlug('galpao')).toBeUndefined();
  });
});
