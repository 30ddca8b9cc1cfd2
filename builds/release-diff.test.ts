import { describe, expect, it } from 'vitest';
import type { FileManifest } from './file-manifest.ts';
import { FileTable } from './file-table.ts';
import { changesNothing, diffRelease, keptPageFiles, pageFiles, releaseEntries, trustedPageHashes, withSorted } from './release-diff.ts';

const entry = (sha: string, size = 10) => ({ sha256: sha.repeat(64).slice(0, 64), size });
const manifest = (files: FileManifest['files']): FileManifest => ({ version: 1, id: 'b1', latest: '{}', files });

describe('release diff', () => {
  it('maps a page to the files it is written to', () => {
    expect(pageFiles('/')).toEqual(['index.html', '_payload.json']);
    expect(pageFiles('/imovel/venda/casa/1')).toEqual(['imovel/venda/casa/1/index.html', 'imovel/venda/casa/1/_payload.json']);
    expect(pageFiles('/404.html')).toEqual(['404.html']);
  });

  it('trusts a base page hash only when the base lists every file of the page', () => {
    const files = manifest({ 'index.html': entry('a'), '_payload.json': entry('b'), 'sobre/index.html': entry('c') });
    const pages = { version: 1 as const, id: 'b1', pages: { '/': 'h1', '/sobre': 'h2', '/404.html': 'h3' } };
    expect(trustedPageHashes(pages, files)).toEqual({ '/': 'h1' });
    expect(trustedPageHashes(null, files)).toEqual({});
  });

  const own = (files: FileManifest['files']) => FileTable.from(Object.entries(files));

  it('keeps the base entries of the pages a build did not render, and lists the release sorted with them', () => {
    const base = manifest({ 'a/index.html': entry('1'), 'a/_payload.json': entry('2'), 'b/index.html': entry('3'), 'b/_payload.json': entry('4'), 'c/index.html': entry('5') });
    const written = { 'b/index.html': entry('6'), 'b/_payload.json': entry('7'), 'aa.js': entry('8') };
    // '/c' lacks its payload in the base: only what the base lists is kept.
    const kept = keptPageFiles(base, ['/a', '/c', '/d']);
    expect([...kept].sort()).toEqual(['a/_payload.json', 'a/index.html', 'c/index.html']);
    const files = { own: own(written), kept, base: base.files };
    expect([...releaseEntries(files)]).toEqual([
      ['a/_payload.json', entry('2')],
      ['a/index.html', entry('1')],
      ['aa.js', entry('8')],
      ['b/_payload.json', entry('7')],
      ['b/index.html', entry('6')],
      ['c/index.html', entry('5')],
    ]);
    expect(diffRelease(files)).toEqual({ written: ['aa.js', 'b/_payload.json', 'b/index.html'], removed: [] });
    expect(keptPageFiles(null, ['/a']).size).toBe(0);
  });

  it('lists a manifest sorted whatever order its keys come back in', () => {
    // JSON objects put integer-like keys first: '10' and '9' come back before 'a.html'.
    const base = JSON.parse('{"a.html":{"sha256":"' + 'a'.repeat(64) + '","size":1},"9":{"sha256":"' + 'b'.repeat(64) + '","size":1},"10":{"sha256":"' + 'c'.repeat(64) + '","size":1}}');
    const kept = new Set(['a.html', '9', '10']);
    expect([...releaseEntries({ own: own({ '5.js': entry('d') }), kept, base })].map(([rel]) => rel)).toEqual(['10', '5.js', '9', 'a.html']);
    expect(diffRelease({ own: own({}), kept: new Set(['9']), base }).removed).toEqual(['10', 'a.html']);
  });

  it('adds the build records where they sort', () => {
    const base = { 'index.html': entry('1'), 'old/index.html': entry('2') };
    const next = { 'z.js': entry('7'), 'index.html': entry('9'), 'new/index.html': entry('2'), 'a/_payload.json': entry('1') };
    const diff = diffRelease({ own: own(next), kept: new Set(), base });
    expect(diff.written).toEqual(['a/_payload.json', 'index.html', 'new/index.html', 'z.js']);
    expect(diffRelease({ own: own(next), kept: new Set(), base: null }).written).toEqual(Object.keys(next).sort());
    expect(withSorted(diff.written, ['builds/meta/b2.json', 'index.html', 'builds/latest.json'])).toEqual(['a/_payload.json', 'builds/latest.json', 'builds/meta/b2.json', 'index.html', 'new/index.html', 'z.js']);
    expect(diff.written).toHaveLength(4);
  });

  it('lists written and removed paths, and sees a rebuild with the same files as no change', () => {
    const base = { 'index.html': entry('1'), 'old/index.html': entry('2'), 'builds/latest.json': entry('3'), 'builds/meta/b1.json': entry('4') };
    const next = { 'index.html': entry('9'), 'new/index.html': entry('2'), 'builds/latest.json': entry('5'), 'builds/meta/b2.json': entry('6') };
    const diff = diffRelease({ own: own(next), kept: new Set(), base });
    expect(diff).toEqual({ written: ['builds/latest.json', 'builds/meta/b2.json', 'index.html', 'new/index.html'], removed: ['builds/meta/b1.json', 'old/index.html'] });
    expect(changesNothing(diff)).toBe(false);
    const same = diffRelease({ own: own({ ...base, 'builds/latest.json': entry('7'), 'builds/meta/b2.json': entry('8') }), kept: new Set(), base });
    expect(changesNothing(same)).toBe(true);
    // A page kept from the base is neither written nor removed.
    const kept = diffRelease({ own: own({ 'index.html': entry('1') }), kept: new Set(['old/index.html']), base });
    expect(kept).toEqual({ written: [], removed: ['builds/latest.json', 'builds/meta/b1.json'] });
  });
});
