import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { updateLines } from './hash-lines.ts';

describe('updateLines', () => {
  it('gives the digest of one update a line, across piece boundaries and multi-byte characters', () => {
    const lines = Array.from({ length: 5_000 }, (_, n) => `/imovel/venda/conceição-🏠-${n}/${n}`);
    const oneByOne = createHash('sha1');
    for (const line of lines) oneByOne.update('\n').update(line).update('\0');
    expect(updateLines(createHash('sha1'), lines, '\n', '\0').digest('hex')).toBe(oneByOne.digest('hex'));
    expect(updateLines(createHash('sha1'), [], '\n').digest('hex')).toBe(createHash('sha1').digest('hex'));
  });
});
