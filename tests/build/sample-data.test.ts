/** The checked-in sample tenants (what `npm run demo` serves) build cleanly. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { tempDir } from '../support/fixture-build.ts';

const examples = path.resolve(import.meta.dirname, '../../examples/data');

describe('examples/data', () => {
  it('builds every sample tenant with no rejected record and no warning', async () => {
    const out = tempDir('examples');
    const { sites } = await build({ all: true, data: examples, out });
    expect(sites.map((s) => [s.site_url, s.status, s.rejected.length, s.warnings.length])).toEqual([
      ['cosmic.vitrine.local', 'published', 0, 0],
      ['inativo.vitrine.local', 'published', 0, 0],
      ['nova.vitrine.local', 'published', 0, 0],
      ['tropical.vitrine.local', 'published', 0, 0],
      ['wind.vitrine.local', 'published', 0, 0],
    ]);
    for (const template of ['cosmic', 'nova', 'wind', 'tropical']) {
      const html = readFileSync(path.join(out, 'sites', `${template}.vitrine.local`, 'index.html'), 'utf8');
      expect(html).toContain(`data-template="${template}"`);
    }
    expect(readFileSync(path.join(out, 'sites', 'inativo.vitrine.local', 'index.html'), 'utf8')).toContain('site inativo');
    // The portal feed of the complete sites: every listing enabled for Grupo ZAP passes VRSync's rules (no warning above).
    for (const site of ['cosmic.vitrine.local', 'nova.vitrine.local']) {
      const feed = readFileSync(path.join(out, 'sites', site, 'feeds', 'vrsync.xml'), 'utf8');
      const homes = JSON.parse(readFileSync(path.join(examples, site, 'homes.json'), 'utf8')) as Array<{ is_visible_on_site?: boolean; portals?: { grupozap?: { enabled: boolean } } }>;
      const enabled = homes.filter((h) => h.is_visible_on_site !== false && h.portals?.grupozap?.enabled).length;
      expect(enabled).toBeGreaterThan(10);
      expect(feed.match(/<Listing>/g)).toHaveLength(enabled);
    }
  });
});
