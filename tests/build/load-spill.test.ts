/**
 * A build holds its homes' facts and puts their validated records aside (builds/home-spill.ts,
 * issue #16). What a page or the feed reads back must be the record the load stage validated:
 * checked on every fixture tenant (their own page configs, other feature codes, long names,
 * missing photos, hostile text).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHomeSpill } from '../../builds/home-spill.ts';
import { loadTenant } from '../../builds/load-tenant.ts';
import { createSource } from '../../sources/index.ts';
import { fixturesDir, tempDir } from '../support/fixture-build.ts';

const sites = readdirSync(fixturesDir);

describe('load stage with a spill', () => {
  it.each(sites)('%s: every home reads back the record, public copy and facts of a load that keeps them', async (site) => {
    const source = createSource({ data: fixturesDir });
    const kept = await loadTenant(source, site);
    const spill = createHomeSpill(tempDir('spill'));
    try {
      const spilled = await loadTenant(source, site, { spill });
      expect(spilled.homes.map((h) => h.facts)).toEqual(kept.homes.map((h) => h.facts));
      expect(spilled.rejected).toEqual(kept.rejected);
      expect(spilled.fingerprint).toBe(kept.fingerprint);
      spilled.homes.forEach((home, i) => {
        expect(home.property()).toEqual(kept.homes[i]!.property());
        expect(home.publicCopy()).toEqual(kept.homes[i]!.publicCopy());
        // Read back each time, not kept: two reads are two copies.
        expect(home.property()).not.toBe(home.property());
      });
    } finally {
      spill.close();
    }
  });
});
