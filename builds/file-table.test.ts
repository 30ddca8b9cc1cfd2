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

  it("keeps a page's two files under one key and any other path as it is, each coming back as it was set", () => {
    const rels = ['index.html', '_payload.json', 'sobre/index.html', 'sobre/_payload.json', '404.html', 'media/index.html', 'assets/app.js', 'imovel/x/1/_payload.json', 'x//index.html', 'index.html.bak'];
    const table = new FileTable();
    rels.forEach((rel, i) => table.set(rel, { sha256: digest(rel), size: i }, rel.startsWith('sobre/') ? '/sobre' : undefined));
    expect(table.size).toBe(rels.length);
    expect([...table.keys()].sort()).toEqual([...rels].sort());
    expect([...table.sorted()]).toEqual([...rels].sort().map((rel) => [rel, { sha256: digest(rel), size: rels.indexOf(rel) }]));
    rels.forEach((rel, i) => expect(table.get(rel)).toEqual({ sha256: digest(rel), size: i }));
    expect(table.has('imovel/x/1/index.html')).toBe(false);
    expect(table.has('/index.html')).toBe(false);
    table.set('/index.html', { sha256: digest('odd'), size: 9 });
    expect(table.get('/index.html')).toEqual({ sha256: digest('odd'), size: 9 });
    expect(table.get('index.html')).toEqual({ sha256: digest('index.html'), size: 0 });
    expect(table.delete('sobre/index.html')).toBe(true);
    expect(table.delete('sobre/index.html')).toBe(false);
    expect(table.get('sobre/_payload.json')).toEqual({ sha256: digest('sobre/_payload.json'), size: 3 });
    expect([...table.keys()]).not.toContain('sobre/index.html');
    expect(table.size).toBe(rels.length);
  });

  it('keeps its sorted paths in step with later sets and deletes, as the manifest and the diff read them', () => {
    const table = FileTable.from(['b/index.html', 'a.js', 'c/_payload.json'].map((rel, i) => [rel, { sha256: digest(rel), size: i }]));
    expect(table.sortedPaths()).toEqual(['a.js', 'b/index.html', 'c/_payload.json']);
    table.set('builds/meta/x.json', { sha256: digest('meta'), size: 5 });
    table.set('b/_payload.json', { sha256: digest('bp'), size: 6 });
    table.set('a.js', { sha256: digest('a2'), size: 7 }); // a path already there does not come twice
    table.delete('c/_payload.json');
    expect(table.sortedPaths()).toEqual(['a.js', 'b/_payload.json', 'b/index.html', 'builds/meta/x.json']);
    expect([...table.sorted()]).toEqual([
      ['a.js', { sha256: digest('a2'), size: 7 }],
      ['b/_payload.json', { sha256: digest('bp'), size: 6 }],
      ['b/index.html', { sha256: digest('b/index.html'), size: 0 }],
      ['builds/meta/x.json', { sha256: digest('meta'), size: 5 }],
    ]);
    table.set('c/_payload.json', { sha256: digest('c'), size: 8 });
    expect(table.sortedPaths()).toEqual([...table.keys()].sort());
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
