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
  });
});
