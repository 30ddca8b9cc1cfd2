import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../domain/schemas/search-document.ts';
import { caseDocuments } from '../cases.ts';
import { buildStaticIndex, STATIC_INDEX_VERSION, type StaticIndexFile } from './index-file.ts';
import { mergeStaticIndexFiles, runLength, splitIntoRuns } from './index-parts.ts';

/** Through JSON, as the browser gets each part. */
const overTheWire = (file: StaticIndexFile): StaticIndexFile => JSON.parse(JSON.stringify(file)) as StaticIndexFile;

/** `count` documents made from the case table's: other ids, places, codes and dates, in id order with gaps. */
function documents(count: number, seed = 7): SearchDocument[] {
  let state = seed;
  const next = () => ((state = (Math.imul(state, 48271) + 11) % 0x7fffffff) & 0xffff) / 0x10000;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const docs: SearchDocument[] = [];
  let id = 1000;
  for (let i = 0; i < count; i++) {
    const base = pick(caseDocuments);
    id += 1 + Math.floor(next() * 5);
    const created = pick([null, `2026-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}T12:00:00.000Z`, '2025-13-99 (no date)']);
    docs.push({
      ...base,
      id,
      city: pick(['São Paulo', 'Santos', 'Campinas', 'Guarujá']),
      neighborhood: pick(['Centro', 'Moema', 'Gonzaga', `Bairro ${i % 37}`]),
      features: next() < 0.3 ? [] : [pick(['POOL', 'GYM', 'X-CODE-' + (i % 11)]), pick(['GARDEN', 'BBQ'])],
      site_categories: next() < 0.5 ? [] : [pick(['Lançamento', 'Oportunidade'])],
      created_at: created,
      updated_at: null,
      price: next() < 0.1 ? null : Math.round(next() * 1e8),
    });
  }
  return docs;
}

describe('the static index in parts', () => {
  it('merges back into the file the build writes whole: same dictionaries, columns, id deltas and time base', () => {
    for (const count of [0, 1, 7, 600, 3000]) {
      const docs = documents(count, count + 1);
      const runs = splitIntoRuns(docs);
      expect(runs.flat()).toEqual(docs);
      expect(mergeStaticIndexFiles(runs.map((run) => overTheWire(buildStaticIndex(run))))).toEqual(overTheWire(buildStaticIndex(docs)));
    }
  });

  it('merges the case table cut anywhere', () => {
    for (let cut = 0; cut <= caseDocuments.length; cut++) {
      const parts = [caseDocuments.slice(0, cut), caseDocuments.slice(cut)].map((docs) => overTheWire(buildStaticIndex(docs)));
      expect(mergeStaticIndexFiles(parts)).toEqual(overTheWire(buildStaticIndex(caseDocuments)));
    }
  });

  it('cuts runs by the ids, so one listing added or removed changes its own run only', () => {
    const docs = documents(10_000);
    const runs = splitIntoRuns(docs);
    expect(runs.length).toBeGreaterThan(8);
    expect(runs.length).toBeLessThan(60);
    const key = (run: readonly SearchDocument[]) => run.map((d) => d.id).join(',');
    const before = new Set(runs.map(key));
    const removed = [...docs.slice(0, 5000), ...docs.slice(5001)];
    const added = [...docs.slice(0, 5000), { ...docs[5000]!, id: docs[5000]!.id - 1 }, ...docs.slice(5000)];
    for (const changed of [removed, added]) {
      const after = splitIntoRuns(changed).map(key);
      expect(after.filter((run) => !before.has(run)).length).toBeLessThanOrEqual(2);
    }
  });

  it('grows the run length only when the tenant doubles', () => {
    expect(runLength(200)).toBe(512);
    expect(runLength(16_384)).toBe(512);
    expect(runLength(16_385)).toBe(1024);
    expect(runLength(50_000)).toBe(2048);
  });

  it('refuses a part of another version or with a short column', () => {
    const part = overTheWire(buildStaticIndex(caseDocuments.slice(0, 3)));
    expect(() => mergeStaticIndexFiles([part, { ...part, version: 1 as typeof STATIC_INDEX_VERSION }])).toThrow(/version 1 is not/);
    expect(() => mergeStaticIndexFiles([{ ...part, columns: { ...part.columns, area: [1] } }])).toThrow(/column area has 1 rows, not 3/);
  });
});
