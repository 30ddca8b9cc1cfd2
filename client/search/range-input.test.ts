import { describe, expect, it } from 'vitest';
import {
  AREA_LIMITS,
  clamp,
  DEFAULT_RANGE_LIMITS,
  formatRangeInput,
  normalizeRange,
  parseCurrencyInput,
  parseNumberInput,
  parseRangeInput,
  PRICE_LIMITS,
  rangeOrUndefined,
} from './range-input.ts';

describe('range input rules (spec §5, §9)', () => {
  it('reads currency as digits only, in cents', () => {
    expect(parseCurrencyInput('123456')).toBe(123456);
    expect(parseCurrencyInput('R$ 1.234,56')).toBe(123456);
    expect(parseCurrencyInput('R$ 0,03')).toBe(3);
    expect(parseCurrencyInput('abc')).toBe(0);
    expect(parseCurrencyInput('')).toBe(0);
    expect(parseCurrencyInput('-50')).toBe(50); // the minus sign is not a digit
  });

  it('reads other units as numbers, pt-BR decimal comma included; non-numeric becomes 0', () => {
    expect(parseNumberInput('70')).toBe(70);
    expect(parseNumberInput('72,5')).toBe(72.5);
    expect(parseNumberInput('1.200,5')).toBe(1200.5);
    expect(parseNumberInput('72.5')).toBe(72.5);
    expect(parseNumberInput('setenta')).toBe(0);
    expect(parseNumberInput(' ')).toBe(0);
    expect(parseRangeInput('R$ 10,00', 'currency')).toBe(1000);
    expect(parseRangeInput('45', 'm2')).toBe(45);
  });

  it('clamps each value to min and max (default 0 to 100)', () => {
    expect(DEFAULT_RANGE_LIMITS).toEqual({ min: 0, max: 100 });
    expect(clamp(150, DEFAULT_RANGE_LIMITS)).toBe(100);
    expect(clamp(-3, DEFAULT_RANGE_LIMITS)).toBe(0);
    expect(clamp(Number.NaN, { min: 10, max: 20 })).toBe(10);
    expect(normalizeRange([-5, 500])).toEqual([0, 100]);
    expect(normalizeRange([5, 500], { min: 10, max: 200 })).toEqual([10, 200]);
    expect(normalizeRange([0, 10 ** 15], PRICE_LIMITS)).toEqual([0, PRICE_LIMITS.max]);
  });

  it('swaps a lower bound above the upper one, but keeps a lone minimum a minimum', () => {
    expect(normalizeRange([80, 40])).toEqual([40, 80]);
    expect(normalizeRange([500_000, 150_000], PRICE_LIMITS)).toEqual([150_000, 500_000]);
    // 0 is "no bound": "from 60 m²" must not become "up to 60 m²".
    expect(normalizeRange([60, 0], AREA_LIMITS)).toEqual([60, 0]);
    expect(normalizeRange([0, 60], AREA_LIMITS)).toEqual([0, 60]);
  });

  it('treats [0, 0] as no range', () => {
    expect(rangeOrUndefined([0, 0])).toBeUndefined();
    expect(rangeOrUndefined([0, 300_000])).toEqual([0, 300_000]);
  });

  it('shows currency from cents with cents always, m² as a plain number, and nothing for 0', () => {
    expect(formatRangeInput(123456, 'currency')).toBe('R$ 1.234,56');
    expect(formatRangeInput(300_000, 'currency')).toBe('R$ 3.000,00');
    expect(formatRangeInput(3, 'currency')).toBe('R$ 0,03');
    expect(formatRangeInput(0, 'currency')).toBe('');
    expect(formatRangeInput(72.5, 'm2')).toBe('72,5');
    expect(formatRangeInput(1200, 'm2')).toBe('1200');
    expect(formatRangeInput(Number.NaN, 'm2')).toBe('');
  });
});
