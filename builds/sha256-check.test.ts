import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256HexOf } from './sha256-check.ts';

describe('sha256HexOf', () => {
  it('gives the same digest hashed here or on libuv’s threads, and the measured choice agrees', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 31) % 251);
    const expected = createHash('sha256').update(bytes).digest('hex');
    expect(await sha256HexOf(bytes, true)).toBe(expected);
    expect(await sha256HexOf(bytes, false)).toBe(expected);
    expect(await sha256HexOf(bytes)).toBe(expected);
    expect(await sha256HexOf(new Uint8Array(0), false)).toBe(createHash('sha256').digest('hex'));
  });
});
