import { describe, expect, it } from 'vitest';
import { withFilter } from '../../search/url-codec.ts';
import { activeFilterChips, amenityOptions, featureOptions, placeOptions, resultCountText, showResultsText, SORT_OPTIONS, stateOptions } from './filter-options.ts';
import { pageItems } from './pagination.tsx';

describe('search page words and options', () => {
  it('writes the result count in pt-BR', () => {
    expect(resultCountText(0)).toBe('0 imóveis encontrados');
    expect(resultCountText(1)).toBe('1 imóvel encontrado');
    expect(resultCountText(1234)).toBe('1.234 imóveis encontrados');
    expect(showResultsText(1)).toBe('Ver 1 imóvel');
    expect(showResultsText(5)).toBe('Ver 5 imóveis');
  });

  it('lists only the states with homes, with their counts, keeping a selected one without homes', () => {
    expect(stateOptions({ SP: 12, MG: 4, XX: 3 }, undefined)).toEqual([
      { value: 'MG', label: 'Minas Gerais (4)' },
      { value: 'SP', label: 'São Paulo (12)' },
    ]);
    expect(stateOptions({ SP: 12 }, 'rj').map((o) => o.label)).toEqual(['Rio de Janeiro', 'São Paulo (12)']);
    expect(stateOptions({}, undefined)).toEqual([]);
  });

  it('names the monthly total range in its chip', () => {
    expect(activeFilterChips(withFilter({ page: 1, perPage: 30 }, { total_cost: [0, 450_000] })).map((c) => c.label)).toEqual(['Total mensal até R$ 4.500']);
  });

  it('offers the default order first, then the four sorts of spec §7.1 and the monthly total', () => {
    expect(SORT_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['', 'Mais relevantes'],
      ['price_asc', 'Menor preço'],
      ['price_desc', 'Maior preço'],
      ['area_asc', 'Menor área'],
      ['area_desc', 'Maior área'],
      ['total_cost_asc', 'Menor total mensal'],
      ['total_cost_desc', 'Maior total mensal'],
    ]);
  });

  it('lists places from facet counts by slug, keeping a selection the counts lack', () => {
    const options = placeOptions({ 'São Paulo': 3, Campinas: 1 }, ['ribeirao-preto'], new Map([['ribeirao-preto', 'Ribeirão Preto']]));
    expect(options).toEqual([
      { value: 'campinas', label: 'Campinas' },
      { value: 'ribeirao-preto', label: 'Ribeirão Preto' },
      { value: 'sao-paulo', label: 'São Paulo' },
    ]);
  });

  it('labels amenities and features in pt-BR: those the homes have, plus the selected ones', () => {
    expect(amenityOptions({ gym: 2, swimming_pool: 1 }, [])).toEqual([
      { value: 'gym', label: 'Academia' },
      { value: 'swimming_pool', label: 'Piscina' },
    ]);
    expect(amenityOptions({ gym: 2 }, ['sauna']).map((o) => o.label)).toEqual(['Academia', 'Sauna']);
    expect(featureOptions(undefined, ['balcony', 'rooftop_cinema'])).toEqual([
      { value: 'rooftop_cinema', label: 'Rooftop cinema' },
      { value: 'balcony', label: 'Varanda' },
    ]);
    // A partner's codes: its own values, our labels (issue #15).
    expect(amenityOptions({ pool: 3, pet_friendly: 1 }, [])).toEqual([
      { value: 'pet_friendly', label: 'Aceita pets' },
      { value: 'pool', label: 'Piscina' },
    ]);
    expect(amenityOptions(undefined, [])).toEqual([]); // before the counts load
  });

  it('gives one chip per active filter, each clearing only itself', () => {
    const filters = { page: 3, perPage: 30, status: 'rent' as const, state: 'SP', city: 'sao-paulo', bathrooms: 2, price: [0, 300_000] as [number, number], amenities: ['gym', 'sauna'] };
    const chips = activeFilterChips(filters, new Map([['sao-paulo', 'São Paulo']]));
    expect(chips.map((c) => c.label)).toEqual(['Alugar', 'São Paulo', 'São Paulo', '2+ banheiros', 'até R$ 3.000', 'Academia', 'Sauna']);
    const gym = chips.find((c) => c.key === 'amenity:gym')!;
    expect(withFilter(filters, gym.clear)).toEqual({ ...filters, page: 1, amenities: ['sauna'] });
    const bathrooms = chips.find((c) => c.key === 'bathrooms')!;
    expect(withFilter(filters, bathrooms.clear)).not.toHaveProperty('bathrooms');
  });

  it('shows every page when there are few, else the ends and the pages around the current one', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap', 11, 12]);
  });
});
