import { describe, expect, it } from 'vitest';
import { hexColor, optionalHexColor } from './color.ts';
import { problems } from './test-fixtures.ts';

describe('hexColor', () => {
  it('expands three digits and lowercases', () => {
    expect(hexColor.parse('#ABC')).toBe('#aabbcc');
    expect(hexColor.parse('abc')).toBe('#aabbcc');
    expect(hexColor.parse('#A1B2C3')).toBe('#a1b2c3');
    expect(hexColor.parse(' 6366F1 ')).toBe('#6366f1');
  });

  it('rejects anything else', () => {
    for (const bad of ['#abcd', '#ggg', 'red', '', '#aabbccdd', 'url(x)']) {
      expect(problems(hexColor, bad)).toEqual([': must be a hex colour such as #aabbcc or #abc']);
    }
    expect(problems(hexColor, 123)).toEqual([': must be a hex colour']);
  });

  it('optional: null and empty mean unset', () => {
    expect(optionalHexColor.parse(undefined)).toBeUndefined();
    expect(optionalHexColor.parse(null)).toBeUndefined();
    expect(optionalHexColor.parse('')).toBeUndefined();
    expect(optionalHexColor.parse('#FFF')).toBe('#ffffff');
    expect(optionalHexColor.safeParse('#ff').success).toBe(false);
  });
});
