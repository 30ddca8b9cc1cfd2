import { describe, expect, it } from 'vitest';
import { formatArea, formatBRL, formatBRLFromCents, formatCount, formatPercent } from './format.ts';

describe('formatBRL', () => {
  it.each([
    [1250000, 'R$ 1.250.000'],
    [1250.5, 'R$ 1.250,50'],
    [2500, 'R$ 2.500'],
    [0, 'R$ 0'],
    [999.99, 'R$ 999,99'],
    [0.1 + 0.2, 'R$ 0,30'],
    [1250.004, 'R$ 1.250'],
  ])('%s → %s', (reais, text) => {
    expect(formatBRL(reais)).toBe(text);
  });

  it('writes plain spaces only', () => {
    expect(formatBRL(1000)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('gives an empty string for NaN or Infinity', () => {
    expect(formatBRL(Number.NaN)).toBe('');
    expect(formatBRL(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatBRLFromCents', () => {
  it.each([
    [125000000, 'R$ 1.250.000'],
    [125050, 'R$ 1.250,50'],
    [350000, 'R$ 3.500'],
    [99, 'R$ 0,99'],
  ])('%s cents → %s', (cents, text) => {
    expect(formatBRLFromCents(cents)).toBe(text);
  });
});

describe('formatArea', () => {
  it.each([
    [70, '70 m²'],
    [1200, '1.200 m²'],
    [72.5, '72,5 m²'],
    [45.678, '45,68 m²'],
    [0, '0 m²'],
  ])('%s → %s', (area, text) => {
    expect(formatArea(area)).toBe(text);
  });

  it('gives an empty string for NaN', () => {
    expect(formatArea(Number.NaN)).toBe('');
  });
});

describe('formatCount', () => {
  it('uses the singular only for one', () => {
    expect(formatCount(1, 'quarto', 'quartos')).toBe('1 quarto');
    expect(formatCount(3, 'quarto', 'quartos')).toBe('3 quartos');
    expect(formatCount(0, 'vaga', 'vagas')).toBe('0 vagas');
    expect(formatCount(1500, 'imóvel', 'imóveis')).toBe('1.500 imóveis');
  });
});

describe('formatPercent', () => {
  it('writes a pt-BR percentage with a decimal comma', () => {
    expect(formatPercent(11.5)).toBe('11,5%');
    expect(formatPercent(20)).toBe('20%');
    expect(formatPercent(0.91124)).toBe('0,91%');
    expect(formatPercent(Number.NaN)).toBe('');
  });
});
