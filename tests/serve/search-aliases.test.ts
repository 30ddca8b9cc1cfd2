/**
 * `vitrine serve` answers a /buscar alias with the page its build's meta file names, and only
 * a /buscar-shaped one: an alias chooses which file is sent, so a tampered or foreign meta file
 * must not point it outside the site.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedSite, searchAliasOf } from '../../server/site-resolver.ts';
import { tempDir } from '../support/fixture-build.ts';

describe('search aliases from the meta file', () => {
  it('keeps /buscar-shaped targets and drops the rest', () => {
    const out = tempDir('aliases');
    const release = path.join(out, 'releases', 'a.test', 'b1');
    mkdirSync(path.join(release, 'builds', 'meta'), { recursive: true });
    const searchAliases = { '/buscar/sp/casa': '/buscar/casa', '/buscar/x': '/buscar/../../../etc', '/buscar/y': '//evil.example', '/buscar/z': 7 };
    writeFileSync(path.join(release, 'builds', 'meta', 'b1.json'), JSON.stringify({ id: 'b1', prerendered: [], searchAliases }));
    mkdirSync(path.join(out, 'sites'), { recursive: true });
    symlinkSync(release, path.join(out, 'sites', 'a.test'));
    const site = publishedSite(out, 'a.test');
    if (!site || site === 'unavailable') throw new Error('the site was not found');
    expect(searchAliasOf(site, '/buscar/sp/casa')).toBe('/buscar/casa');
    for (const from of ['/buscar/x', '/buscar/y', '/buscar/z']) expect(searchAliasOf(site, from), from).toBeUndefined();
  });
});
