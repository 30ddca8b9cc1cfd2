import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../domain/schemas/search-document.ts';
import { caseDocuments } from '../search/cases.ts';
import { buildStaticIndex, type StaticIndexFile } from '../search/static-index/index-file.ts';
import { mergeStaticIndexFiles } from '../search/static-index/index-parts.ts';
import { carryForward, carryNothing } from './carry-forward.ts';
import { writeSearchIndex, type WrittenIndex } from './search-index.ts';

/** 3,000 listings made from the case table's, in id order: several parts. */
const docs: SearchDocument[] = Array.from({ length: 3000 }, (_, i) => ({ ...caseDocuments[i % caseDocuments.length]!, id: 10_000 + i * 3 }));
const digests = new Map(docs.map((d) => [d.id, `record-${d.id}`]));
const salt = 'homes-key';

const fresh = () => mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
const readParts = (dir: string, index: WrittenIndex) => index.urls.map((url) => JSON.parse(readFileSync(path.join(dir, url), 'utf8')) as StaticIndexFile);
/** The live release a next build carries parts from: the folder it was written to, and its files. */
const liveAt = (dir: string, index: WrittenIndex) => (releaseDir: string) =>
  carryForward({ where: dir, localDir: dir, id: 'b1', files: { version: 1, id: 'b1', latest: '', files: Object.fromEntries(index.files.map(({ rel, sha256, size }) => [rel, { sha256, size }])) }, pages: null, meta: null, read: async () => null }, releaseDir);

describe('the static search index in parts', () => {
  it('writes parts that merge into the index of all the documents, named by their content', () => {
    const dir = fresh();
    const index = writeSearchIndex(dir, docs, { salt, digestOf: (id) => digests.get(id), previous: undefined, carry: carryNothing });
    expect(index.urls.length).toBeGreaterThan(2);
    expect(index.urls.every((url) => /^\/search\/[\w-]{16}\.json$/.test(url))).toBe(true);
    expect(index.parts.map((p) => `/${p.file}`)).toEqual(index.urls);
    expect(mergeStaticIndexFiles(readParts(dir, index))).toEqual(JSON.parse(JSON.stringify(buildStaticIndex(docs))));
  });

  it('writes again only the part of a listing whose record changed, and keeps the others from the live release', () => {
    const liveDir = fresh();
    const live = writeSearchIndex(liveDir, docs, { salt, digestOf: (id) => digests.get(id), previous: undefined, carry: carryNothing });
    const changed = docs.map((d) => (d.id === docs[1500]!.id ? { ...d, price: 123_456_00 } : d));
    const changedDigests = new Map(digests).set(docs[1500]!.id, 'record-changed');
    const dir = fresh();
    const carry = liveAt(liveDir, live)(dir);
    const next = writeSearchIndex(dir, changed, { salt, digestOf: (id) => changedDigests.get(id), previous: live.parts, carry });
    const rewritten = next.urls.filter((url) => !live.urls.includes(url));
    expect(rewritten).toHaveLength(1);
    expect(next.urls).toHaveLength(live.urls.length);
    expect([...carry.carried.keys()].sort()).toEqual(live.files.map((f) => f.rel).filter((rel) => `/${rel}` !== live.urls[next.urls.indexOf(rewritten[0]!)]).sort());
    // Kept parts are linked from the live release, with its digests; the merged index is the new one.
    for (const url of next.urls) expect(existsSync(path.join(dir, url))).toBe(true);
    expect(mergeStaticIndexFiles(readParts(dir, next))).toEqual(JSON.parse(JSON.stringify(buildStaticIndex(changed))));
  });

  it('writes every part again under another salt (other code) or without the records’ digests', () => {
    const liveDir = fresh();
    const live = writeSearchIndex(liveDir, docs, { salt, digestOf: (id) => digests.get(id), previous: undefined, carry: carryNothing });
    for (const reuse of [{ salt: 'other-code', digestOf: (id: number) => digests.get(id) }, { salt, digestOf: () => undefined }]) {
      const dir = fresh();
      const carry = liveAt(liveDir, live)(dir);
      const next = writeSearchIndex(dir, docs, { ...reuse, previous: live.parts, carry });
      // Written anew (the same bytes, so the same names), none carried.
      expect(carry.carried.size).toBe(0);
      expect(next.urls).toEqual(live.urls);
      expect(next.files.every((file) => file.sha256 === live.files.find((f) => f.rel === file.rel)!.sha256)).toBe(true);
    }
  });
});
