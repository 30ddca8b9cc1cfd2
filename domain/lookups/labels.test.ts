import { describe, expect, it } from 'vitest';
import {
  listingStatusSegments,
  listingStatusWords,
  propertyTypeLabel,
  searchPathSegments,
  segmentLabel,
  stageLabel,
  statusFromListingSegment,
  statusFromSearchSegment,
  statusLabel,
} from './labels.ts';

describe('status labels', () => {
  it.each([
    ['rent', 'Alugar'],
    ['sale', 'Comprar'],
    ['recent', 'Recém-cadastrados'],
    ['history', 'Visualizados recentemente'],
    ['featured', 'Em destaque'],
  ])('%s → %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('shows unknown statuses as they are, ignoring inherited keys', () => {
    expect(statusLabel('lease')).toBe('lease');
    expect(statusLabel('toString')).toBe('toString');
  });

  it('has listing words and URL segments', () => {
    expect(listingStatusWords).toEqual({ rent: 'para alugar', sale: 'à venda' });
    expect(listingStatusSegments).toEqual({ rent: 'aluguel', sale: 'venda' });
    expect(searchPathSegments).toEqual({ sale: 'comprar', rent: 'alugar' });
  });

  it('reads /buscar and /imovel status segments back', () => {
    expect(statusFromSearchSegment('comprar')).toBe('sale');
    expect(statusFromSearchSegment('Alugar')).toBe('rent');
    expect(statusFromSearchSegment('venda')).toBeUndefined();
    expect(statusFromSearchSegment('constructor')).toBeUndefined();
    expect(statusFromListingSegment('aluguel')).toBe('rent');
    expect(statusFromListingSegment('venda')).toBe('sale');
    expect(statusFromListingSegment('destaque')).toBeUndefined();
  });
});

describe('stage, segment and type labels', () => {
  it.each([
    ['launch', 'Lançamento'],
    ['construction', 'Em construção'],
    ['ready', 'Pronto para morar'],
    ['delivered', 'Entregue'],
  ])('stage %s → %s', (stage, label) => {
    expect(stageLabel(stage)).toBe(label);
  });

  it('labels segments and types', () => {
    expect(segmentLabel('luxury')).toBe('Alto padrão');
    expect(segmentLabel('standard')).toBe('Médio padrão');
    expect(segmentLabel('affordable')).toBe('Econômico');
    expect(propertyTypeLabel('residential')).toBe('Residencial');
    expect(propertyTypeLabel('commercial')).toBe('Comercial');
  });

  it('shows unknown values as they are', () => {
    expect(stageLabel('planning')).toBe('planning');
    expect(segmentLabel('premium')).toBe('premium');
    expect(propertyTypeLabel('rural')).toBe('rural');
  });
});
