import { describe, expect, it } from 'vitest';
import { jsonPieces } from './json-pieces.ts';

const joined = (value: unknown) => [...jsonPieces(value)].join('');

describe('jsonPieces', () => {
  it('is JSON.stringify, byte for byte, on a files manifest of 3,000 entries and a build record', () => {
    const files: Record<string, { sha256: string; size: number }> = {};
    for (let i = 0; i < 3000; i++) files[`imovel/venda/casa-${i}-são-paulo/${i}/index.html`] = { sha256: i.toString(16).padStart(64, '0'), size: i * 7 };
    const manifest = { version: 1, id: '20261127-140106308-6866', latest: '{"id":"x","timestamp":1}\n', files };
    expect(joined(manifest)).toBe(JSON.stringify(manifest));
    const record = {
      id: 'b',
      prerendered: Array.from({ length: 2000 }, (_, i) => `/buscar/comprar/"${i}"\u2028`),
      redirects: [],
      searchAliases: Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`/buscar/a${i}`, `/buscar/b${i}`])),
      warnings: [{ kind: 'home', id: 1, message: 'sem foto', extra: undefined }],
      stats: { pages: 3, written: 2, ms: 1.5 },
      base: null,
      skipped: undefined,
      fn: () => 1,
      written: Array.from({ length: 700 }, (_, i) => (i % 3 === 0 ? undefined : `p${i}`)),
    };
    expect(joined(record)).toBe(JSON.stringify(record));
  });

  it('writes what JSON.stringify writes for leaves, holes, dates and values with toJSON', () => {
    const values: unknown[] = [null, 0, -1.5e-7, 'a"b\\c\n', true, [], {}, [undefined, () => 1], new Date(0), { toJSON: () => 'own' }, Array.from({ length: 300 }, (_, i) => (i % 2 ? new Date(i) : Number.NaN)), new Number(3)];
    for (const value of values) expect(joined(value)).toBe(JSON.stringify(value));
    expect(joined({ big: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [String(i), { deep: [i, undefined] }])) })).toBe(
      JSON.stringify({ big: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [String(i), { deep: [i, undefined] }])) }),
    );
  });

  it('hands a large member on in many pieces, none of them the whole', () => {
    const pieces = [...jsonPieces({ paths: Array.from({ length: 10_000 }, (_, i) => `/imovel/${i}`) })];
    const whole = JSON.stringify({ paths: Array.from({ length: 10_000 }, (_, i) => `/imovel/${i}`) }).length;
    expect(pieces.length).toBeGreaterThan(5);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(Math.min(whole / 5, 20_000));
    const record = [...jsonPieces({ pages: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`/imovel/${i}`, 'x'.repeat(27)])) })];
    expect(record.length).toBeGreaterThan(10);
    expect(Math.max(...record.map((p) => p.length))).toBeLessThan(20_000);
    const mixed = [...Array.from({ length: 300 }, (_, i) => i), { a: [1, undefined] }, 'x', null, undefined, () => 2, Number.POSITIVE_INFINITY, ...Array.from({ length: 300 }, (_, i) => `s${i}`)];
    expect(joined({ mixed })).toBe(JSON.stringify({ mixed }));
  });

  it('writes runs of short tuples (a feed layout) as JSON.stringify does, in pieces', () => {
    const layout = { key: 'k', listings: Array.from({ length: 10_000 }, (_, i) => [String(i), `d"${i}\u2028`, i * 2_000, 1_999]) };
    const pieces = [...jsonPieces(layout)];
    expect(pieces.join('')).toBe(JSON.stringify(layout));
    expect(pieces.length).toBeGreaterThan(10);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(JSON.stringify(layout).length / 10);
    const mixed = [[1, 'a'], [undefined, null], [[1]], Array.from({ length: 9 }, (_, i) => i), [new Date(0)], [], 'x', [() => 1, Number.NaN]];
    expect(joined({ mixed, top: mixed })).toBe(JSON.stringify({ mixed, top: mixed }));
  });

  it('refuses a value with no JSON form rather than write "undefined"', () => {
    expect(() => joined(undefined)).toThrow(/no JSON form/);
  });
});
