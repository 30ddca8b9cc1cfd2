import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../domain/schemas/index.ts';
import { cardFixture } from '../tests/support/view-fixtures.ts';
import { changeSome as changeRound } from '../tests/support/random-changes.ts';
import { COMBINATION_CAP, planSearchCombinations, type SearchCombination } from './search-combinations.ts';
import { combinationRecord, isCombinationRecord, KEEP_BEYOND_PAGE, patchSearchCombinations, type CombinationRecord } from './search-combinations-patch.ts';

const PER_PAGE = 30;
const KEEP = PER_PAGE + KEEP_BEYOND_PAGE;

let seed = 11;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T,>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;

function home(id: number, cities = ['Campinas', 'São Paulo', 'Santos']): SearchDocument {
  return cardFixture({
    id,
    status: pick(['sale', 'rent'] as const),
    category: pick(['apartment', 'house', 'land'] as const),
    city: pick(cities),
    state: pick(['SP', 'sp', 'RJ']),
    bedrooms: pick([null, 0, 1, 2, 3, 4.5, 12]),
    price: Math.floor(next() * 1e8),
    is_featured_on_site: next() < 0.1,
    created_at: next() < 0.1 ? null : `2026-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}T12:00:00.000Z`,
  });
}

/** What the combinations show, in their order (the host files list their aliases so): compared between the patched and the full plan. */
const shown = (combinations: readonly SearchCombination[]) => combinations.map((c) => JSON.stringify({ path: c.path, filters: c.filters, total: c.total, hits: c.hits.map((d) => d.id), canonical: c.canonical }));

/** One round of changes to `docs`: edits of every kind, homes gone (deleted or hidden) and new ones (some in a city new to the site). */
const changeSome = (docs: SearchDocument[], nextId: () => number) =>
  changeRound(docs, {
    random: next,
    kinds: ['price', 'status', 'city', 'bedrooms', 'featured', 'created', 'category', 'gone', 'new', 'new city'] as const,
    fresh: (kind) => (kind === 'new' || kind === 'new city' ? home(nextId(), kind === 'new city' ? ['Niterói'] : undefined) : undefined),
    edit: (before, kind) =>
      ({
        ...before,
        ...(kind === 'price' ? { price: (before.price ?? 0) + 1000 } : {}),
        ...(kind === 'status' ? { status: before.status === 'sale' ? 'rent' : 'sale' } : {}),
        ...(kind === 'city' ? { city: pick(['Campinas', 'São Paulo', 'Santos', 'Niterói']) } : {}),
        ...(kind === 'bedrooms' ? { bedrooms: pick([null, 1, 2, 5, 11]) } : {}),
        ...(kind === 'featured' ? { is_featured_on_site: !before.is_featured_on_site } : {}),
        ...(kind === 'created' ? { created_at: pick([null, '2027-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z']) } : {}),
        ...(kind === 'category' ? { category: pick(['apartment', 'house', 'land', 'studio'] as const) } : {}),
      }) as SearchDocument,
  });

describe('/buscar combinations patched from the live record', () => {
  it('are the combinations the full plan makes, round after round of random changes', () => {
    let docs = Array.from({ length: 900 }, (_, i) => home(i + 1));
    let id = 5000;
    let record: CombinationRecord = combinationRecord(planSearchCombinations(docs, COMBINATION_CAP, PER_PAGE, KEEP), PER_PAGE);
    let patched = 0;
    for (let round = 0; round < 60; round++) {
      const change = changeSome(docs, () => ++id);
      docs = change.docs;
      const byId = new Map(docs.map((d) => [Number(d.id), d]));
      const full = planSearchCombinations(docs, COMBINATION_CAP, PER_PAGE, KEEP);
      const patch = patchSearchCombinations(record, change, (n) => byId.get(n), COMBINATION_CAP, PER_PAGE);
      if (patch) {
        patched++;
        expect(shown(patch)).toEqual(shown(full));
        // The next round patches the patched record: it must be as good as a full plan's.
        record = JSON.parse(JSON.stringify(combinationRecord(patch, PER_PAGE))) as CombinationRecord;
        expect(isCombinationRecord(record)).toBe(true);
      } else record = combinationRecord(full, PER_PAGE);
    }
    // Most rounds are patched; a round the record cannot tell is planned in full.
    expect(patched).toBeGreaterThan(45);
  });

  it('cannot tell, and says so, when more homes leave a first page than the record keeps beyond it', () => {
    const docs = Array.from({ length: 200 }, (_, i) => cardFixture({ id: i + 1, status: 'sale', category: 'house', city: 'Campinas', state: 'SP', bedrooms: 2, created_at: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}.${String(i).padStart(3, '0')}Z` }));
    const record = combinationRecord(planSearchCombinations(docs, COMBINATION_CAP, PER_PAGE, KEEP), PER_PAGE);
    const all = new Map(docs.map((d) => [Number(d.id), d]));
    const first = planSearchCombinations(docs, COMBINATION_CAP, PER_PAGE, KEEP).find((c) => c.path === '/buscar')!.headIds!.slice(0, KEEP_BEYOND_PAGE + 1).map((n) => all.get(n)!);
    const ids = new Set(first.map((d) => Number(d.id)));
    const rest = docs.filter((d) => !ids.has(Number(d.id)));
    const byId = new Map(rest.map((d) => [Number(d.id), d]));
    expect(patchSearchCombinations(record, { gone: first, added: [], ids }, (n) => byId.get(n), COMBINATION_CAP, PER_PAGE)).toBeNull();
    // One fewer leaves exactly enough.
    const fewer = first.slice(0, KEEP_BEYOND_PAGE);
    const fewerIds = new Set(fewer.map((d) => Number(d.id)));
    const left = docs.filter((d) => !fewerIds.has(Number(d.id)));
    const leftById = new Map(left.map((d) => [Number(d.id), d]));
    const patch = patchSearchCombinations(record, { gone: fewer, added: [], ids: fewerIds }, (n) => leftById.get(n), COMBINATION_CAP, PER_PAGE);
    expect(shown(patch!)).toEqual(shown(planSearchCombinations(left, COMBINATION_CAP, PER_PAGE)));
  });

  it('cannot tell at the cap, or under another page size', () => {
    const docs = Array.from({ length: 50 }, (_, i) => home(i + 1));
    const record = combinationRecord(planSearchCombinations(docs, 10, PER_PAGE, KEEP), PER_PAGE);
    const byId = new Map(docs.map((d) => [Number(d.id), d]));
    const none = { gone: [], added: [], ids: new Set<number>() };
    expect(patchSearchCombinations(record, none, (n) => byId.get(n), 10, PER_PAGE)).toBeNull();
    const open = combinationRecord(planSearchCombinations(docs, COMBINATION_CAP, PER_PAGE, KEEP), PER_PAGE);
    expect(patchSearchCombinations(open, none, (n) => byId.get(n), COMBINATION_CAP, 24)).toBeNull();
    expect(shown(patchSearchCombinations(open, none, (n) => byId.get(n), COMBINATION_CAP, PER_PAGE)!)).toEqual(shown(planSearchCombinations(docs, COMBINATION_CAP, PER_PAGE)));
  });

  it('refuses a record that is not one', () => {
    expect(isCombinationRecord({ perPage: 30, entries: [['/buscar', ['', '', '', ''], 0, 3, [1, 2, 3]]] })).toBe(true);
    expect(isCombinationRecord({ perPage: 30, entries: [['/buscar', ['', ''], 0, 3, [1]]] })).toBe(false);
    expect(isCombinationRecord({ perPage: 30, entries: [['/buscar', ['', '', '', ''], 0, 0, []]] })).toBe(false);
    expect(isCombinationRecord({ entries: [] })).toBe(false);
    // A record that lists fewer homes than a page of a combination's: it cannot tell that page.
    const docs = Array.from({ length: 50 }, (_, i) => home(i + 1));
    const byId = new Map(docs.map((d) => [Number(d.id), d]));
    const record = combinationRecord(planSearchCombinations(docs, COMBINATION_CAP, PER_PAGE, KEEP), PER_PAGE);
    const short = { ...record, entries: record.entries.map(([p, place, b, total, ids]): typeof record.entries[number] => [p, place, b, total, p === '/buscar' ? ids.slice(0, 5) : ids]) };
    expect(patchSearchCombinations(short, { gone: [], added: [], ids: new Set() }, (n) => byId.get(n), COMBINATION_CAP, PER_PAGE)).toBeNull();
  });
});
