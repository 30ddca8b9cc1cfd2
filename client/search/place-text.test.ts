import { describe, expect, it } from 'vitest';
import type { FacetDistribution } from '../../search/engine.ts';
import { clearFilters, urlToFilters } from '../../search/url-codec.ts';
import { hasFreePlace, resolveFreePlace } from './place-text.ts';

const distribution: FacetDistribution = {
  state: { SP: 12, MG: 4 },
  city: { 'São Paulo': 10, Campinas: 2, 'Belo Horizonte': 3 },
  neighborhood: { Pinheiros: 4, Moema: 5, Cambuí: 2 },
};
const resolve = (url: string) => resolveFreePlace(urlToFilters(url), distribution);

describe('resolveFreePlace: text typed in the hero box without choosing a suggestion', () => {
  it('keeps a city of the tenant as a city', () => {
    expect(resolve('/buscar?status=comprar&cidade=Campinas')).toMatchObject({ status: 'sale', city: 'campinas' });
  });

  it('turns a neighbourhood into the bairro filter, with or without accents', () => {
    const pinheiros = resolve('/buscar?status=comprar&cidade=Pinheiros');
    expect(pinheiros).toMatchObject({ status: 'sale', neighborhood: ['pinheiros'] });
    expect(pinheiros.city).toBeUndefined();
    expect(resolve('/buscar?status=alugar&cidade=cambui')).toMatchObject({ status: 'rent', neighborhood: ['cambui'] });
  });

  it('turns a state name or code of the tenant into the state filter', () => {
    const minas = resolve('/buscar?status=comprar&cidade=Minas+Gerais');
    expect(minas).toMatchObject({ state: 'MG' });
    expect(minas.city).toBeUndefined();
    expect(resolve('/buscar?cidade=mg')).toMatchObject({ state: 'MG' });
    // 'São Paulo' is a city of the tenant before it is a state.
    expect(resolve('/buscar?cidade=S%C3%A3o+Paulo')).toMatchObject({ city: 'sao-paulo' });
  });

  it('leaves text the tenant has nowhere as a city (no results, as asked), and a state it has no home in', () => {
    expect(resolve('/buscar?cidade=Recife')).toMatchObject({ city: 'recife' });
    expect(resolve('/buscar?cidade=Bahia')).toMatchObject({ city: 'bahia' });
    expect(resolveFreePlace(clearFilters(), distribution)).toEqual(clearFilters());
  });

  it('knows a form submission by its cidade parameter', () => {
    expect(hasFreePlace(new URL('http://x/buscar/?status=comprar&cidade=Pinheiros'))).toBe(true);
    expect(hasFreePlace(new URL('http://x/buscar/comprar/sao-paulo/'))).toBe(false);
    expect(hasFreePlace(new URL('http://x/buscar/?cidade='))).toBe(false);
  });
});
