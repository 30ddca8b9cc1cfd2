import { describe, expect, it } from 'vitest';
import { newBuildId } from './manifest.ts';

describe('newBuildId', () => {
  it('sorts by time to the millisecond', () => {
    const a = newBuildId(new Date('2026-11-22T16:45:12.073Z'), () => 0.99);
    const b = newBuildId(new Date('2026-11-22T16:45:12.074Z'), () => 0);
    expect(a).toBe('20261122-164512073-fd6f');
    expect([b, a].sort()).toEqual([a, b]);
  });
});
