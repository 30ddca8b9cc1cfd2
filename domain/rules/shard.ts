/**
 * `--shard <i>/<n>`: which of n machines builds a site. Stable by site alone (a
 * site never moves when others are added or removed), as a CI matrix needs; the
 * shards together are exactly the whole set, each site in one shard.
 */
export interface Shard {
  /** 1-based, as Vitest and Playwright write it. */
  index: number;
  count: number;
}

export function parseShard(value: string): Shard | undefined {
  const match = /^(\d{1,4})\/(\d{1,4})$/.exec(value.trim());
  if (!match) return undefined;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return count >= 1 && index >= 1 && index <= count ? { index, count } : undefined;
}

/** FNV-1a over the UTF-16 code units: the same on every machine and Node version, no crypto needed. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function inShard(siteUrl: string, shard: Shard): boolean {
  return fnv1a(siteUrl) % shard.count === shard.index - 1;
}
