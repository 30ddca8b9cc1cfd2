import { describe, expect, it } from 'vitest';
import { inShard, parseShard } from './shard.ts';

describe('shards', () => {
  it('parses i/n and refuses the rest', () => {
    expect(parseShard('1/3')).toEqual({ index: 1, count: 3 });
    for (const bad of ['0/3', '4/3', '1/0', 'a/b', '1', '1/3/4', '']) expect(parseShard(bad)).toBeUndefined();
  });

  it('puts every site in exactly one shard, by its name alone, and spreads them', () => {
    const sites = Array.from({ length: 300 }, (_, i) => `imobiliaria-${i}.com.br`);
    const shards = [1, 2, 3].map((index) => sites.filter((s) => inShard(s, { index, count: 3 })));
    expect(shards.flat().sort()).toEqual([...sites].sort());
    for (const shard of shards) expect(shard.length).toBeGreaterThan(60);
    // pinned: a site's shard depends on its name only, so it must not change between versions (CI matrices)
    const shardOf = (site: string) => [1, 2, 3].find((index) => inShard(site, { index, count: 3 }));
    expect(['imobiliaria.test', 'corretora.test', 'cosmic.vitrine.local'].map(shardOf)).toEqual([1, 2, 1]);
    expect(inShard('a.test', { index: 1, count: 1 })).toBe(true);
  });
});
