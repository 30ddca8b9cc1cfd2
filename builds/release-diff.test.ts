import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileManifestPath, type FileEntry, type FileManifest } from './file-manifest.ts';
import { carryNothing } from './carry-forward.ts';
import { slotOf, writeManifestHead, writeManifestParts } from './file-manifest-parts.ts';
import { loadFileManifest } from './file-manifest-read.ts';
import { manifestSlots } from './manifest-slots.ts';
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
    // Pages the build trusted (trustedPageHashes): the base lists their files, none is looked up.
    const kept = keptPageFiles(base, ['/a']);
    expect(Object.keys(base.files).filter((rel) => kept.has(rel)).sort()).toEqual(['a/_payload.json', 'a/index.html']);
    const files = { own: own(written), kept, base: base.files };
    expect([...releaseEntries(files)]).toEqual([
      ['a/_payload.json', entry('2')],
      ['a/index.html', entry('1')],
      ['aa.js', entry('8')],
      ['b/_payload.json', entry('7')],
      ['b/index.html', entry('6')],
    ]);
    // '/c' is neither kept nor rendered: gone.
    expect(diffRelease(files)).toEqual({ written: ['aa.js', 'b/_payload.json', 'b/index.html'], removed: ['c/index.html'] });
    expect(keptPageFiles(null, ['/a']).has('a/index.html')).toBe(false);
  });

  it('knows a kept page’s files by their names and counts them by slot as each of them would be', () => {
    const pages = ['/', '/404.html', '/index.html', '/buscar', '/buscar/venda', '/search/x', '/builds', '/sobre', '/imovel/venda/casa/1', '/politica-de-privacidade', '/a.html/b'];
    const kept = keptPageFiles(manifest({}), pages);
    const files = pages.flatMap(pageFiles);
    expect(files.filter((rel) => !kept.has(rel))).toEqual([]);
    const others = ['buscar/index.htm', 'sobre/404.html', 'imovel/venda/casa/index.html', '500.html', 'x/index.html', 'buscar/venda/404.html', 'search/x/other.json', ''];
    expect(others.filter((rel) => kept.has(rel))).toEqual([]);
    // An inactive site's pages: its error page at /index.html, no home page.
    const inactive = keptPageFiles(manifest({}), ['/index.html', '/404.html']);
    expect(['index.html', '404.html', '_payload.json'].map((rel) => inactive.has(rel))).toEqual([true, true, false]);
    for (const slots of [1, 2, 8, 32, 128]) {
      const counts = new Uint32Array(slots);
      for (const rel of files) if (!rel.startsWith('search/') && !rel.startsWith('builds/')) counts[slotOf(rel, slots)]!++;
      expect('countBySlot' in kept && kept.countBySlot(slots)).toEqual(counts);
    }
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

  it('finds the same written and removed paths from a base read by slot as from one read whole', async () => {
    // A live release of 3,000 pages, a few site files and media: its manifest written in parts, as a build does.
    const pagePaths = Array.from({ length: 3000 }, (_, n) => (n === 0 ? '/' : `/imovel/venda/casa-${n}/${n}`));
    const liveEntries = new Map<string, FileEntry>([
      ['sitemap.xml', entry('5')],
      ['_headers', entry('6')],
      ['media/a.jpg', entry('7')],
      ['media/b.jpg', entry('8')],
      ['builds/meta/b1.json', entry('9')],
    ]);
    for (const page of pagePaths) for (const rel of pageFiles(page)) liveEntries.set(rel, entry(String(page.length % 10)));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'diff-by-slot-'));
    const parts = writeManifestParts(dir, [...liveEntries].sort(([a], [b]) => (a < b ? -1 : 1)), null, carryNothing);
    writeManifestHead(dir, { version: 2, id: 'b1', latest: '{"id":"b1"}', files: parts.head, parts: parts.parts });
    const head = readFileSync(path.join(dir, fileManifestPath('b1')), 'utf8');
    const read = (rel: string) => readFileSync(path.join(dir, rel));
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 12; round++) {
      // Most pages kept; some rendered (same bytes or new), some gone; new pages; a site file and a photo gone, one re-linked.
      const unchanged: string[] = [];
      const written: Record<string, FileEntry> = { 'sitemap.xml': entry(round % 2 ? '5' : 'a'), 'media/a.jpg': entry('7'), 'builds/meta/b2.json': entry('b') };
      if (round % 3 !== 0) written['_headers'] = entry('6');
      // Even rounds touch a handful of pages (most slots untouched: a gone page there shows only in its part's count), odd ones many.
      const [goneRate, renderedRate] = round % 2 === 0 ? [0.001, 0.001] : [0.05, 0.1];
      for (const page of pagePaths) {
        const pick = random();
        if (pick < goneRate) continue;
        if (pick < goneRate + renderedRate) for (const rel of pageFiles(page)) written[rel] = pick < goneRate + renderedRate / 2 ? liveEntries.get(rel)! : entry('c');
        else unchanged.push(page);
      }
      for (let n = 0; n < round; n++) for (const rel of pageFiles(`/imovel/nova/casa-${n}/${n}`)) written[rel] = entry('d');
      const kept = keptPageFiles({ version: 1, id: 'b1', latest: '', files: {} }, unchanged);
      const whole = await loadFileManifest(head, read);
      const bySlot = await loadFileManifest(head, read, { bySlot: true });
      const expected = diffRelease({ own: own(written), kept, base: whole.files });
      expect(expected.removed.filter((rel) => rel.startsWith('imovel/')).length).toBeGreaterThan(0);
      expect(diffRelease({ own: own(written), kept, base: bySlot.files, baseSlots: manifestSlots(bySlot) })).toEqual(expected);
    }
  });
});
