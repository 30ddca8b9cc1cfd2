import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FileTable } from './file-table.ts';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

describe('FileTable', () => {
  it('gives back every entry as it was set, past several growths, in the order paths were first set', () => {
    const table = new FileTable();
    const entries = Array.from({ length: 5000 }, (_, i) => [`imovel/${i}/index.html`, { sha256: digest(String(i)), size: i * 1000 + (i % 7) }] as const);
    for (const [rel, entry] of entries) table.set(rel, entry);
    table.set('imovel/7/index.html', { sha256: digest('again'), size: 3 });
    expect(table.size).toBe(5000);
    expect(table.get('imovel/7/index.html')).toEqual({ sha256: digest('again'), size: 3 });
    expect(table.get('imovel/4999/index.html')).toEqual(entries[4999]![1]);
    expect(table.get('nope')).toBeUndefined();
    const back = [...table];
    expect(back.map(([rel]) => rel)).toEqual(entries.map(([rel]) => rel));
    expect(back[12]).toEqual(entries[12]);
    expect(FileTable.from(table).get('imovel/2500/index.html')).toEqual(entries[2500]![1]);
  });

  it('forgets a deleted path and refuses what is not a sha256 digest', () => {
    const table = FileTable.from([['a', { sha256: digest('a'), size: 1 }]]);
    expect(table.delete('a')).toBe(true);
    expect(table.has('a')).toBe(false);
    expect([...table.keys()]).toEqual([]);
    expect(() => table.set('b', { sha256: 'XYZ', size: 1 })).toThrow('"b": "XYZ" is not a sha256 digest');
    expect(() => table.set('c', { sha256: digest('c').toUpperCase(), size: 1 })).toThrow(/is not a sha256 digest/);
  });
});
