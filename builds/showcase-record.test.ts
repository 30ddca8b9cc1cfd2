import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../domain/schemas/index.ts';
import { cardFixture } from '../tests/support/view-fixtures.ts';
import { changeSome as changeRound } from '../tests/support/random-changes.ts';
import { newestFirst } from '../search/newest-first.ts';
import { neighborhoodOf } from '../sections/neighborhoods.tsx';
import { stateCodeOf } from '../sections/search-results.tsx';
import { homesSummary, isShowcaseRecord, KEEP_BEYOND_LIST, type HomesSummary, type ShowcaseRecord } from './showcase-record.ts';

let seed = 7;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T,>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;

const created = () => (next() < 0.1 ? null : `2026-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}T12:00:00.000Z`);

function home(id: number): SearchDocument {
  return cardFixture({
    id,
    status: pick(['sale', 'rent'] as const),
    category: pick(['apartment', 'house', 'land'] as const),
    city: pick(['Campinas', 'São Paulo']),
    neighborhood: pick(['Centro', 'Cambuí', 'Moema', 'Pinheiros']),
    state: pick(['SP', 'sp', 'RJ']),
    is_featured_on_site: next() < 0.1,
    created_at: created(),
    ...(next() < 0.6 ? { _geo: { lat: -23, lng: -46 } } : {}),
  });
}

const geo = (doc: SearchDocument) => doc._geo !== undefined;
const featured = (doc: SearchDocument) => doc.is_featured_on_site;
/** What a home page and /buscar ask of the whole tenant: the sections' counts and lists (one short list, to reach the record's end). */
const COUNTS: Array<[string, (doc: SearchDocument) => string | null]> = [
  ['neighbourhoods', neighborhoodOf],
  ['categories', (doc) => doc.category],
  ['searchStates', stateCodeOf],
  ['heroStatus', (doc) => doc.status],
];
const LISTS: Array<[string, number, ((doc: SearchDocument) => boolean) | undefined]> = [
  ['featured', 6, featured],
  ['latest', 6, undefined],
  ['mapHomes', 500, geo],
  ['short', 3, (doc) => doc.status === 'rent' && doc.category === 'land'],
];

function asked(summary: HomesSummary): string[] {
  const shown = COUNTS.map(([key, tally]) => `${key} ${JSON.stringify([...summary.counts(key, tally)].sort())}`);
  return [...shown, ...LISTS.map(([key, limit, accept]) => `${key} ${summary.newest(key, limit, accept).map((d) => d.id).join(',')}`)];
}

const made = (docs: readonly SearchDocument[]) => homesSummary(docs, () => [...docs].sort(newestFirst));

/** One round of changes: edits (date, featured, place, location), homes gone and new ones. */
const changeSome = (docs: SearchDocument[], nextId: () => number) =>
  changeRound(docs, {
    random: next,
    kinds: ['created', 'featured', 'neighborhood', 'state', 'status', 'geo', 'gone', 'new'] as const,
    fresh: (kind) => (kind === 'new' ? home(nextId()) : undefined),
    edit: (before, kind) => {
      const { _geo, ...rest } = before;
      return {
        ...(kind === 'geo' && _geo ? rest : kind === 'geo' ? { ...before, _geo: { lat: -22, lng: -47 } } : before),
        ...(kind === 'created' ? { created_at: pick([null, '2027-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z', created()]) } : {}),
        ...(kind === 'featured' ? { is_featured_on_site: !before.is_featured_on_site } : {}),
        ...(kind === 'neighborhood' ? { neighborhood: pick(['Centro', 'Bela Vista']) } : {}),
        ...(kind === 'state' ? { state: pick(['SP', 'RJ']) } : {}),
        ...(kind === 'status' ? { status: before.status === 'sale' ? 'rent' : 'sale' } : {}),
      } as SearchDocument;
    },
  });

describe('whole-tenant lists and counts patched from the live record', () => {
  it('are what every home gives, round after round of random changes, each record patched from the last', () => {
    let docs = Array.from({ length: 900 }, (_, i) => home(i + 1));
    let id = 5000;
    const first = made(docs);
    asked(first);
    let record: ShowcaseRecord = first.record();
    let patched = 0;
    for (let round = 0; round < 80; round++) {
      const change = changeSome(docs, () => ++id);
      docs = change.docs;
      const byId = new Map(docs.map((d) => [Number(d.id), d]));
      const summary = homesSummary(docs, () => [...docs].sort(newestFirst), { record, changes: change, docOf: (n) => byId.get(n) });
      expect(asked(summary)).toEqual(asked(made(docs)));
      if (summary.patched) patched++;
      // The record is the one a full build writes: the same counts, and each list the same or (patched past its kept homes) a shorter head of it.
      const full = made(docs);
      asked(full);
      const [mine, theirs] = [summary.record(), full.record()];
      expect(JSON.stringify(mine.counts)).toBe(JSON.stringify(theirs.counts));
      for (const [key, list] of Object.entries(mine.newest)) {
        const other = theirs.newest[key]!;
        if (list.complete) expect(list).toEqual(other);
        else expect(other.ids.slice(0, list.ids.length)).toEqual(list.ids);
      }
      record = JSON.parse(JSON.stringify(summary.record())) as ShowcaseRecord;
      expect(isShowcaseRecord(record)).toBe(true);
    }
    // Nearly every round comes from the record; one it cannot tell is made from every home, and records that list again.
    expect(patched).toBeGreaterThan(60);
  });

  it('makes a list from every home when more of its homes changed than the record keeps beyond it', () => {
    const docs = Array.from({ length: 300 }, (_, i) => cardFixture({ id: i + 1, created_at: `2026-01-01T00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z` }));
    const full = made(docs);
    full.newest('latest', 6);
    const record = full.record();
    expect(record.newest.latest).toMatchObject({ complete: false, ids: docs.slice(-6 - KEEP_BEYOND_LIST).reverse().map((d) => d.id) });
    // The newest KEEP_BEYOND_LIST + 1 taken down: the record names 5 homes after them, the page shows 6.
    const goneDocs = docs.slice(-1 - KEEP_BEYOND_LIST);
    const left = docs.slice(0, -1 - KEEP_BEYOND_LIST);
    const byId = new Map(left.map((d) => [Number(d.id), d]));
    const changes = { gone: goneDocs, added: [], ids: new Set(goneDocs.map((d) => Number(d.id))) };
    const summary = homesSummary(left, () => [...left].sort(newestFirst), { record, changes, docOf: (n) => byId.get(n) });
    expect(summary.newest('latest', 6).map((d) => d.id)).toEqual(left.slice(-6).reverse().map((d) => d.id));
    expect(summary.patched).toBe(false);
    // One fewer taken down: the record still names them.
    const fewer = docs.slice(-KEEP_BEYOND_LIST);
    const kept = docs.slice(0, -KEEP_BEYOND_LIST);
    const keptById = new Map(kept.map((d) => [Number(d.id), d]));
    const patch = homesSummary(kept, () => [...kept].sort(newestFirst), { record, changes: { gone: fewer, added: [], ids: new Set(fewer.map((d) => Number(d.id))) }, docOf: (n) => keptById.get(n) });
    expect(patch.newest('latest', 6).map((d) => d.id)).toEqual(kept.slice(-6).reverse().map((d) => d.id));
    expect(patch.patched).toBe(true);
  });

  it('does not use a record that names a home the tenant no longer has unchanged, or whose counts lack a changed home', () => {
    const docs = Array.from({ length: 50 }, (_, i) => home(i + 1));
    const full = made(docs);
    asked(full);
    const record = full.record();
    const byId = new Map(docs.map((d) => [Number(d.id), d]));
    const missing = record.newest.latest!.ids[0]!;
    const lying = homesSummary(docs, () => [...docs].sort(newestFirst), { record, changes: { gone: [], added: [], ids: new Set() }, docOf: (n) => (n === missing ? undefined : byId.get(n)) });
    expect(lying.newest('latest', 6).map((d) => d.id)).toEqual(full.newest('latest', 6).map((d) => d.id));
    expect(lying.patched).toBe(false);
    // A home gone whose category the record does not count.
    const stranger = { ...docs[0]!, id: 999, category: 'castle' } as SearchDocument;
    const counted = homesSummary(docs, () => docs, { record, changes: { gone: [stranger], added: [], ids: new Set([999]) }, docOf: (n) => byId.get(n) });
    expect([...counted.counts('categories', (d) => d.category)]).toEqual([...full.counts('categories', (d) => d.category)]);
    expect(counted.patched).toBe(false);
  });

  it('checks a record read from a manifest', () => {
    expect(isShowcaseRecord({ counts: { a: [['x', 2]] }, newest: { latest: { limit: 6, ids: [1, 2], complete: true, last: null } } })).toBe(true);
    expect(isShowcaseRecord({ counts: { a: [['x', 0]] }, newest: {} })).toBe(false);
    expect(isShowcaseRecord({ counts: {}, newest: { latest: { limit: 6, ids: [1], complete: false, last: null } } })).toBe(false);
    expect(isShowcaseRecord({ counts: {}, newest: { latest: { limit: 6, ids: ['1'], complete: true, last: null } } })).toBe(false);
    expect(isShowcaseRecord(null)).toBe(false);
  });
});
