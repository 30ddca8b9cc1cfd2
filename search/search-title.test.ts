import { describe, expect, it } from 'vitest';
import { pluralLabel, searchDescription, searchTitle } from './search-title.ts';

const f = (x: Record<string, unknown>) => ({ page: 1, perPage: 30, ...x });

describe('search titles', () => {
  it('pluralises category labels in pt-BR', () => {
    expect(['Apartamento', 'Casa', 'Sala comercial', 'Imóvel comercial', 'Flat', 'Condomínio'].map(pluralLabel)).toEqual([
      'Apartamentos', 'Casas', 'Salas comerciais', 'Imóveis comerciais', 'Flats', 'Condomínios',
    ]);
  });
  it('names what, deal, place and rooms', () => {
    expect(searchTitle(f({}))).toBe('Imóveis');
    expect(searchTitle(f({ status: 'rent', category: 'apartment', state: 'SP', city: 'sao-paulo', bedrooms: 2 }), 'São Paulo')).toBe(
      'Apartamentos para alugar em São Paulo - SP com 2+ quartos',
    );
    expect(searchTitle(f({ status: 'sale', state: 'RJ' }))).toBe('Imóveis à venda em RJ');
    expect(searchDescription(f({ status: 'sale' }), 1234)).toBe('1.234 imóveis encontrados — Imóveis à venda. Veja fotos, preços e detalhes.');
  });
});
