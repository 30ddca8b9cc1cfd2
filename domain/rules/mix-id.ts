/**
 * A listing id spread over 32 bits (Murmur3's finaliser): neighbouring ids land far apart, the
 * same on every machine. What splits a tenant's records into parts by listing (the static
 * index's runs, the home cache's shards) uses it, so one listing's change stays in one part.
 */
export function mixId(id: number): number {
  let h = (id | 0) ^ Math.floor(id / 0x1_0000_0000);
  h = Math.imul(h ^ (h >>> 16), 0x85eb_ca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2_ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
