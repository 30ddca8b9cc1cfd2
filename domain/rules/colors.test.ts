import { describe, expect, it } from 'vitest';
import { contrastRatio, expandHex, readableTextOn, relativeLuminance } from './colors.ts';

describe('expandHex', () => {
  it('expands three digits to six, lowercase, with a #', () => {
    expect(expandHex('#abc')).toBe('#aabbcc');
    expect(expandHex('ABC')).toBe('#aabbcc');
    expect(expandHex(' #F0a ')).toBe('#ff00aa');
  });

  it('normalises six digits', () => {
    expect(expandHex('#6366F1')).toBe('#6366f1');
    expect(expandHex('6366f1')).toBe('#6366f1');
  });

  it('is undefined for anything else', () => {
    for (const value of ['', '#', '#ab', '#abcd', '#abcde', '#abcdefa', '#ggg', 'red', 'rgb(0,0,0)', '##abc']) {
      expect(expandHex(value)).toBeUndefined();
    }
    expect(expandHex(null)).toBeUndefined();
    expect(expandHex(undefined)).toBeUndefined();
  });
});

describe('contrastRatio', () => {
  it('follows WCAG', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#6366f1', '#6366f1')).toBe(1);
    // Known values: #777 on white is 4.48:1, #111827 on white 17.74:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#111827', '#ffffff')).toBeCloseTo(17.74, 2);
  });

  it('is 1 (no contrast) for an invalid colour', () => {
    expect(contrastRatio('blue', '#fff')).toBe(1);
    expect(contrastRatio('#fff', '')).toBe(1);
  });
});

describe('readableTextOn', () => {
  it.each([
    ['#ffffff', '#111827'],
    ['#fde047', '#111827'], // yellow
    ['#f3f4f6', '#111827'],
    ['#000', '#ffffff'],
    ['#1e3a8a', '#ffffff'], // navy
    ['#6366f1', '#ffffff'], // indigo, the group default
    ['#dc2626', '#ffffff'], // red
  ])('on %s writes %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });

  it('falls back to dark text for an invalid background', () => {
    expect(readableTextOn('not-a-colour')).toBe('#111827');
  });
});
