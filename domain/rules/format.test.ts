import { describe, expect, it } from 'vitest';
import { formatArea, formatBRL, formatBRLFromCents, formatBRLWithCents, formatCount, formatDecimal, formatPercent } from './format.ts';

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

describe('the digits are Intl pt-BR\'s, written without it', () => {
  const intl = (options: Intl.NumberFormatOptions) => {
    const format = new Intl.NumberFormat('pt-BR', options);
    return (value: number) => format.format(value).replace(/[\u00a0\u202f]/g, ' ');
  };
  const upToTwo = intl({ maximumFractionDigits: 2 });
  const ungrouped = intl({ maximumFractionDigits: 2, useGrouping: false });
  const whole = intl({ style: 'currency', currency: 'BRL', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const cents = intl({ style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Ties on the shortest decimal form (2.675 is 2.67499… in binary; ICU and we give '2,68'),
  // carries across the point and the groups, negatives, zero's sign, the edges of plain notation.
  const edges = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e-7, 0, -0, 1, -1, 0.005, 0.015, 0.125, 2.675, 1.005, 9.995, 99.995, 999.995, 999999.995, -0.001, -2.675, 0.1 + 0.2, 1e-6, 123456789.125, 1e20, 999999999999999.9, 45.678, 72.5, 1200, 1000, 999];
  // A seeded generator: the same cases every run.
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const values = [...edges, ...Array.from({ length: 3000 }, (_, i) => {
    const scale = 10 ** Math.floor(random() * 10);
    const value = i % 3 === 0 ? Math.round(random() * scale * 1000) / 1000 : i % 3 === 1 ? Math.round(random() * scale) : random() * scale;
    return i % 7 === 0 ? -value : value;
  })];

  it.each([
    ['formatDecimal', (v: number) => formatDecimal(v), upToTwo],
    ['formatDecimal without grouping', (v: number) => formatDecimal(v, 2, { grouping: false }), ungrouped],
    // Prices that are not finite are written as '' (see above), not as Intl's 'R$ NaN'.
    ['formatBRLWithCents', (v: number) => formatBRLWithCents(Math.round(v * 100)), (v: number) => (Number.isFinite(v) ? cents(Math.round(v * 100) / 100) : '')],
    ['formatBRLFromCents, whole reais', (v: number) => formatBRLFromCents(Math.round(v) * 100), (v: number) => (Number.isFinite(v) ? whole(Math.round(v)) : '')],
  ] as const)('%s', (_name, ours, theirs) => {
    const differ = values.filter((v) => ours(v) !== theirs(v)).map((v) => `${v}: ${ours(v)} ≠ ${theirs(v)}`);
    expect(differ).toEqual([]);
  });
});
