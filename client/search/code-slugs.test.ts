import { describe, expect, it } from 'vitest';
import type { FacetDistribution } from '../../search/engine.ts';
import { clearFilters, filtersToUrl, urlToFilters, withFilter } from '../../search/url-codec.ts';
import { hasCodes, resolveCodes } from './code-slugs.ts';

/** parceira.test's spelling: partner codes, and one code no table knows. */
const tenant: FacetDistribution = {
  features: { pet_friendly: 7, balcony: 4, furnished: 4 },
  amenities: { pool: 6, gym: 4, party_room: 3, rooftop_lounge: 1 },
};

describe('resolveCodes: a /buscar URL read back with the tenant\'s own codes', () => {
  it('round-trips a partner code: ticked, written as a pt-BR slug, reloaded, the same code', () => {
    const ticked = withFilter(clearFilters(), { features: ['pet_friendly'], amenities: ['pool'] });
    const url = filtersToUrl(ticked);
    expect(url).toBe('/buscar/?comodidades=piscina&caracteristicas=aceita-pets');
    const reloaded = urlToFilters(url);
    expect(reloaded.features).toEqual(['pets_allowed']); // our code, before the tenant's values are known
    expect(resolveCodes(reloaded, tenant)).toMatchObject({ features: ['pet_friendly'], amenities: ['pool'] });
  });

  it('round-trips a code no table knows through its slugified form', () => {
    const url = filtersToUrl(withFilter(clearFilters(), { amenities: ['rooftop_lounge'] }));
    expect(url).toBe('/buscar/?comodidades=rooftoplounge');
    expect(resolveCodes(urlToFilters(url), tenant).amenities).toEqual(['rooftop_lounge']);
  });

  it('keeps codes the tenant already spells that way, and values it has nowhere', () => {
    expect(resolveCodes(urlToFilters('/buscar/?caracteristicas=varanda'), { features: { balcony: 1 } }).features).toEqual(['balcony']);
    expect(resolveCodes(urlToFilters('/buscar/?caracteristicas=lareira'), tenant).features).toEqual(['fireplace']);
    expect(resolveCodes(urlToFilters('/buscar/?caracteristicas=xyz'), tenant).features).toEqual(['xyz']);
  });

  it('changes nothing without features or amenities', () => {
    const plain = urlToFilters('/buscar/alugar/?banheiros=2');
    expect(hasCodes(plain)).toBe(false);
    expect(resolveCodes(plain, tenant)).toBe(plain);
    expect(hasCodes(urlToFilters('/buscar/?comodidades=piscina'))).toBe(true);
  });
});
