import { describe, expect, it } from 'vitest';
import { adjustForContrast, contrastRatio, expandHex, MIN_TEXT_CONTRAST, readableColorOn, readableTextOn, relativeLuminance } from './colors.ts';

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
    ['#6366f1', '#000000'], // indigo, the group default: white is 4.47:1 on it, below AA; black reaches 4.7:1
    ['#dc2626', '#ffffff'], // red
  ])('on %s writes %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });

  it('falls back to dark text for an invalid background', () => {
    expect(readableTextOn('not-a-colour')).toBe('#111827');
  });
});

describe('readable colours for failing palettes', () => {
  it('keeps a colour that already passes 4.5:1', () => {
    expect(readableColorOn('#ffffff', '#1d4ed8')).toBe('#1d4ed8');
  });

  it('darkens a light brand colour on white until it passes, keeping its hue', () => {
    const adjusted = readableColorOn('#ffffff', '#00aa44'); // 3.0:1 as given
    expect(contrastRatio(adjusted, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(adjusted).not.toBe('#111827');
    expect(adjusted).toMatch(/^#00[0-9a-f]{2}[0-9a-f]{2}$/); // still green: no red, only darker
  });

  it('lightens a dark colour on a dark background', () => {
    const adjusted = readableColorOn('#0f172a', '#1e3a8a');
    expect(contrastRatio(adjusted, '#0f172a')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('falls back to near-black or white when the colour would have to change beyond recognition', () => {
    expect(readableColorOn('#ffffff', '#eeeeee')).toBe('#111827');
    expect(readableColorOn('#777777', '#808080')).toBe('#000000'); // mid grey: only black reaches 4.5:1
    expect(readableColorOn('#ffffff', 'not a colour')).toBe('#111827');
  });

  it('reaches 4.5:1 on every background, whatever the wanted colour', () => {
    const samples = ['#000000', '#ffffff', '#777777', '#ff0000', '#00ff00', '#0000ff', '#ffff00', '#f59e0b', '#0a4', '#6366f1', '#808080', '#767676'];
    for (const bg of samples) for (const fg of samples) expect(contrastRatio(readableColorOn(bg, fg), bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('adjustForContrast is undefined for invalid colours', () => {
    expect(adjustForContrast('nope', '#fff')).toBeUndefined();
  });
});
