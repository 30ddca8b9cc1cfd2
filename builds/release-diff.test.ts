import { describe, expect, it } from 'vitest';
import type { FileManifest } from './file-manifest.ts';
import { FileTable } from './file-table.ts';
import { addUnchangedPages, changesNothing, diffFiles, pageFiles, trustedPageHashes, withSorted } from './release-diff.ts';

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

  it('completes a delta with the base entries of the pages it did not render', () => {
    const base = manifest({ 'a/index.html': entry('1'), 'a/_payload.json': entry('2'), 'b/index.html': entry('3'), 'b/_payload.json': entry('4') });
    const written = { 'b/index.html': entry('5'), 'b/_payload.json': entry('6') };
    const files = new Map(Object.entries(written));
    addUnchangedPages(files, base, ['/a', '/b']);
    expect(Object.fromEntries(files)).toEqual({ ...written, 'a/index.html': entry('1'), 'a/_payload.json': entry('2') });
  });

  it('gives the same lists for a FileTable as for a Map, and adds the build records where they sort', () => {
    const base = { 'index.html': entry('1'), 'old/index.html': entry('2') };
    const next = { 'z.js': entry('7'), 'index.html': entry('9'), 'new/index.html': entry('2'), 'a/_payload.json': entry('1') };
    const fromTable = diffFiles(base, FileTable.from(Object.entries(next)));
    expect(fromTable).toEqual(diffFiles(base, new Map(Object.entries(next))));
    expect(fromTable.written).toEqual(['a/_payload.json', 'index.html', 'new/index.html', 'z.js']);
    expect(diffFiles(null, FileTable.from(Object.entries(next))).written).toEqual(Object.keys(next).sort());
    expect(withSorted(fromTable.written, ['builds/meta/b2.json', 'index.html', 'builds/latest.json'])).toEqual(['a/_payload.json', 'builds/latest.json', 'builds/meta/b2.json', 'index.html', 'new/index.html', 'z.js']);
    expect(fromTable.written).toHaveLength(4);
  });

  it('lists written and removed paths, and sees a rebuild with the same files as no change', () => {
    const base = { 'index.html': entry('1'), 'old/index.html': entry('2'), 'builds/latest.json': entry('3'), 'builds/meta/b1.json': entry('4') };
    const next = { 'index.html': entry('9'), 'new/index.html': entry('2'), 'builds/latest.json': entry('5'), 'builds/meta/b2.json': entry('6') };
    const diff = diffFiles(base, new Map(Object.entries(next)));
    expect(diff).toEqual({ written: ['builds/latest.json', 'builds/meta/b2.json', 'index.html', 'new/index.html'], removed: ['builds/meta/b1.json', 'old/index.html'] });
    expect(changesNothing(diff)).toBe(false);
    const same = diffFiles(base, new Map(Object.entries({ ...base, 'builds/latest.json': entry('7'), 'builds/meta/b2.json': entry('8') })));
    expect(changesNothing(same)).toBe(true);
    expect(diffFiles(null, new Map(Object.entries(next))).written).toHaveLength(4);
  });
});
