import { describe, expect, it } from 'vitest';
import { remembered } from './remembered.ts';

describe('remembered', () => {
  it('computes each argument once, and again only after the bound forgot it', () => {
    const asked: string[] = [];
    const upper = remembered((text: string) => {
      asked.push(text);
      return text.toUpperCase();
    }, 2);
    expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B']);
    expect(asked).toEqual(['a', 'b']);
    expect(upper('c')).toBe('C'); // the bound is reached: what it knew is forgotten
    expect(upper('a')).toBe('A');
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
