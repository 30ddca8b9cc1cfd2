import { describe, expect, it } from 'vitest';
import { VitrineError } from '../errors.ts';
import { bedroomSegment, featuredImage, listingIdFromSlug, listingPath, listingTitle, type ListingSummary } from './listing.ts';

const apartment: ListingSummary = {
  id: 1234,
  status: 'rent',
  category: 'apartment',
  bedrooms: 2,
  neighborhood: 'Vila Mariana',
  city: 'São Paulo',
  name: null,
};

describe('listingPath', () => {
  it('builds the canonical URL of spec §2.9', () => {
    expect(listingPath(apartment)).toBe('/imovel/aluguel/apartamento-2-quartos-vila-mariana-sao-paulo/1234');
    expect(listingPath({ ...apartment, status: 'sale', category: 'house', bedrooms: 1, neighborhood: 'Jardim Botânico', city: 'Ribeirão Preto', id: 9 }))
      .toBe('/imovel/venda/casa-1-quarto-jardim-botanico-ribeirao-preto/9');
    expect(listingPath({ ...apartment, category: 'commercial_property' }))
      .toBe('/imovel/aluguel/imovel-comercial-2-quartos-vila-mariana-sao-paulo/1234');
  });

  it('writes 0-quartos when bedrooms are missing, zero or invalid', () => {
    const land = { ...apartment, status: 'sale' as const, category: 'land', neighborhood: 'Centro', city: 'Goiânia' };
    expect(listingPath({ ...land, bedrooms: undefined })).toBe('/imovel/venda/terreno-0-quartos-centro-goiania/1234');
    expect(listingPath({ ...land, bedrooms: null })).toBe('/imovel/venda/terreno-0-quartos-centro-goiania/1234');
    expect(listingPath({ ...land, bedrooms: 0 })).toBe('/imovel/venda/terreno-0-quartos-centro-goiania/1234');
    expect(listingPath({ ...land, bedrooms: -2 })).toBe('/imovel/venda/terreno-0-quartos-centro-goiania/1234');
  });

  it('slugifies an unknown category as it is', () => {
    expect(listingPath({ ...apartment, category: 'Galpão Industrial' }))
      .toBe('/imovel/aluguel/galpao-industrial-2-quartos-vila-mariana-sao-paulo/1234');
  });

  it('drops parts that slugify to nothing, without double hyphens', () => {
    expect(listingPath({ ...apartment, neighborhood: '🏖️', city: '  ' }))
      .toBe('/imovel/aluguel/apartamento-2-quartos/1234');
  });

  it('keeps plain string ids and slugifies others so the path cannot escape', () => {
    expect(listingPath({ ...apartment, id: 'AB_12-x' })).toBe('/imovel/aluguel/apartamento-2-quartos-vila-mariana-sao-paulo/AB_12-x');
    expect(listingPath({ ...apartment, id: '../../etc/passwd' })).toBe('/imovel/aluguel/apartamento-2-quartos-vila-mariana-sao-paulo/etcpasswd');
    expect(listingPath({ ...apartment, neighborhood: '../..', city: 'a/b' })).toBe('/imovel/aluguel/apartamento-2-quartos-ab/1234');
  });

  it('refuses an id that leaves nothing', () => {
    expect(() => listingPath({ ...apartment, id: '..' })).toThrow(VitrineError);
    expect(() => listingPath({ ...apartment, id: '' })).toThrow('gives no usable URL segment');
  });
});

describe('bedroomSegment', () => {
  it('is singular only for one', () => {
    expect(bedroomSegment(1)).toBe('1-quarto');
    expect(bedroomSegment(3)).toBe('3-quartos');
    expect(bedroomSegment(0)).toBe('0-quartos');
    expect(bedroomSegment(2.5)).toBe('2-quartos');
  });
});

describe('listingTitle', () => {
  it('uses the category label when there is no name', () => {
    expect(listingTitle(apartment)).toBe('Apartamento com 2 quartos para alugar');
    expect(listingTitle({ ...apartment, name: '   ' })).toBe('Apartamento com 2 quartos para alugar');
  });

  it('uses the trimmed name when present', () => {
    expect(listingTitle({ ...apartment, status: 'sale', name: '  Edifício Aurora ', bedrooms: 3 })).toBe('Edifício Aurora com 3 quartos à venda');
  });

  it('reads one bedroom in the singular and leaves none out', () => {
    expect(listingTitle({ ...apartment, bedrooms: 1 })).toBe('Apartamento com 1 quarto para alugar');
    expect(listingTitle({ ...apartment, status: 'sale', category: 'land', bedrooms: 0 })).toBe('Terreno à venda');
    expect(listingTitle({ ...apartment, status: 'sale', category: 'office', bedrooms: null })).toBe('Sala comercial à venda');
  });

  it('shows an unknown category as it is', () => {
    expect(listingTitle({ status: 'sale', category: 'Galpão', bedrooms: null })).toBe('Galpão à venda');
  });
});

describe('featuredImage', () => {
  const first = { url: 'a.jpg' };
  const flagged = { url: 'b.jpg', featured: true };
  it('prefers the featured item, else the first', () => {
    expect(featuredImage([first, flagged])).toBe(flagged);
    expect(featuredImage([first, { url: 'c.jpg', featured: false }])).toBe(first);
  });
  it('is undefined for an empty or missing gallery', () => {
    expect(featuredImage([])).toBeUndefined();
    expect(featuredImage(null)).toBeUndefined();
    expect(featuredImage(undefined)).toBeUndefined();
  });
});

describe('listingIdFromSlug', () => {
  it('takes the last non-empty segment', () => {
    expect(listingIdFromSlug('aluguel/apartamento-2-quartos-vila-mariana-sao-paulo/1234')).toBe('1234');
    expect(listingIdFromSlug('/imovel/venda/casa-1-quarto-centro-recife/987/')).toBe('987');
    expect(listingIdFromSlug(['venda', 'casa-1-quarto-centro-recife', '55'])).toBe('55');
    expect(listingIdFromSlug(['venda', 'x/77', ''])).toBe('77');
  });
  it('is undefined when there is no segment', () => {
    expect(listingIdFromSlug('')).toBeUndefined();
    expect(listingIdFromSlug('///')).toBeUndefined();
    expect(listingIdFromSlug([])).toBeUndefined();
  });
});
