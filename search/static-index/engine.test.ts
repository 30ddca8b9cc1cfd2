import { describe, expect, it, vi } from 'vitest';
import { filterStateSchema, type FilterStateInput } from '../../domain/schemas/filter-state.ts';
import type { SearchDocument } from '../../domain/schemas/search-document.ts';
import { caseDocuments, facetCases, facetSearchCases, searchCases } from '../cases.ts';
import { similarHomesIndex } from '../similar.ts';
import { createStaticIndexEngine } from './engine.ts';
import { buildStaticIndex, readStaticIndex, STATIC_INDEX_VERSION, type StaticIndexFile } from './index-file.ts';

const filters = (input: FilterStateInput) => filterStateSchema.parse(input);
/** Through JSON, as the browser gets it. */
const overTheWire = (docs: readonly SearchDocument[]): StaticIndexFile => JSON.parse(JSON.stringify(buildStaticIndex(docs))) as StaticIndexFile;
const engine = createStaticIndexEngine(overTheWire(caseDocuments));
/** What the file keeps of a document (updated_at and seo_text are not carried). */
const carried = ({ seo_text: _seo, ...doc }: SearchDocument): SearchDocument => ({ ...doc, updated_at: null });

describe('static index engine: the shared case table (search/cases.ts)', () => {
  it.each(searchCases)('search: $name', async ({ filters: input, ids, total }) => {
    const result = await engine.search(filters(input));
    expect(result.hits.map((hit) => hit.id)).toEqual(ids);
    expect(result.total).toBe(total ?? ids.length);
  });

  it.each(facetCases)('facets: $name', async ({ filters: input, names, distribution }) => {
    expect(await engine.facets(filters(input), names)).toEqual(distribution);
  });

  it.each(facetSearchCases)('facetSearch: $name', async ({ facet, text, filters: input, hits }) => {
    expect(await engine.facetSearch(facet, text, filters(input))).toEqual(hits);
  });
});

describe('static index file', () => {
  it('reads back the documents it was built from', () => {
    const index = readStaticIndex(overTheWire(caseDocuments));
    expect(caseDocuments.map((_, row) => index.documentAt(row))).toEqual(caseDocuments.map(carried));
  });

  it('keeps titles, urls and dates the rules would not rebuild, ids in any order', () => {
    const [first, second] = caseDocuments;
    const odd: SearchDocument[] = [
      { ...second!, id: 900, title: 'Título do anunciante', url: '/imovel/venda/antigo/900', created_at: '2026-03-01 10:00:00+00' },
      { ...first!, id: 5, seo_text: 'não vai para o índice', created_at: null, _geo: { lat: 0, lng: -0.5 } },
    ];
    const index = readStaticIndex(overTheWire(odd));
    expect([index.documentAt(0), index.documentAt(1)]).toEqual(odd.map(carried));
    expect([...index.ids]).toEqual([900, 5]);
  });

  it('gives the browser place slugs, and rejects another version or a short column', () => {
    const file = buildStaticIndex(caseDocuments);
    expect(file.version).toBe(STATIC_INDEX_VERSION);
    expect(file.dictionaries.citySlug).toEqual(expect.arrayContaining(['sao-paulo', 'rio-de-janeiro', 'campinas']));
    expect(file.dictionaries.neighborhoodSlug).toContain('cambui');
    expect(() => readStaticIndex({ ...file, version: 0 } as unknown as StaticIndexFile)).toThrow(/version/);
    expect(() => readStaticIndex({ ...file, columns: { ...file.columns, area: [1] } })).toThrow(/column area/);
  });
});

describe('static index engine', () => {
  it('loads the file on the first call only, once, even for calls at the same time', async () => {
    const loader = vi.fn(() => Promise.resolve(overTheWire(caseDocuments)));
    const lazy = createStaticIndexEngine(loader);
    expect(loader).not.toHaveBeenCalled();
    const [page, facets] = await Promise.all([lazy.search(filters({})), lazy.facets(filters({}), ['status'])]);
    await lazy.facetSearch('city', 'rio', filters({}));
    await lazy.similar(4);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(page.total).toBe(24);
    expect(facets).toEqual({ status: { sale: 13, rent: 11 } });
  });

  it('tries the load again after a failed one', async () => {
    const loader = vi
      .fn<() => Promise<StaticIndexFile>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(overTheWire(caseDocuments));
    const lazy = createStaticIndexEngine(loader);
    await expect(lazy.search(filters({}))).rejects.toThrow('offline');
    expect((await lazy.search(filters({ status: 'rent' }))).total).toBe(11);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('rejects with an AbortError when aborted, before or during the load', async () => {
    let release: (file: StaticIndexFile) => void = () => {};
    const loader = vi.fn(() => new Promise<StaticIndexFile>((resolve) => (release = resolve)));
    const lazy = createStaticIndexEngine(loader);
    const aborted = AbortSignal.abort();
    await expect(lazy.search(filters({}), { signal: aborted })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(lazy.facetSearch('city', 'sao', filters({}), { signal: aborted })).rejects.toMatchObject({ name: 'AbortError' });
    expect(loader).not.toHaveBeenCalled();

    const controller = new AbortController();
    const pending = lazy.facets(filters({}), ['city'], { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    release(overTheWire(caseDocuments));
    expect((await lazy.search(filters({}))).total).toBe(24);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('gives the build’s similar homes: same status and category, same city first, closest price', async () => {
    const target = caseDocuments.find((doc) => doc.id === 4)!;
    const build = similarHomesIndex(caseDocuments)(target, 6).map((doc) => doc.id);
    const similar = (await engine.similar(4)).map((doc) => doc.id);
    expect(similar).toEqual(build);
    // Rio rentals 21 (R$ 8.000) and 11 (R$ 2.800), then rent apartments anywhere by closeness to R$ 6.500.
    expect(similar).toEqual([21, 11, 15, 2, 19]);
    expect((await engine.similar(4, 2)).map((doc) => doc.id)).toEqual([21, 11]);
    expect(await engine.similar(999)).toEqual([]);
  });

  it('caps facet values like Meilisearch’s maxValuesPerFacet, numbers ascending', async () => {
    const capped = createStaticIndexEngine(overTheWire(caseDocuments), { maxValuesPerFacet: 2 });
    expect(await capped.facets(filters({ city: 'rio-de-janeiro' }), ['area'])).toEqual({ area: { '32': 1, '45': 1 } });
  });
});
