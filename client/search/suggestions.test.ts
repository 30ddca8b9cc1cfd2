import { describe, expect, it, vi } from 'vitest';
import type { FacetDistribution, FacetHit, FacetName } from '../../search/engine.ts';
import { clearFilters, urlToFilters } from '../../search/url-codec.ts';
import {
  displayOrder,
  fetchSuggestions,
  groupSuggestions,
  isSearchable,
  localSuggestions,
  moveActive,
  navigatesOnSelect,
  noResultsText,
  suggestionField,
  suggestionUrl,
  toSuggestions,
  type Suggestion,
} from './suggestions.ts';

const distribution: FacetDistribution = {
  state: { SP: 7, RJ: 2 },
  city: { 'São Paulo': 6, Campinas: 1, 'Rio de Janeiro': 2 },
  neighborhood: { 'Vila Mariana': 5, 'Bela Vista': 1, Cambuí: 1, 'Vila Sônia': 2 },
};

/** A live-data double: facet search answers from a table, the distribution from `distribution`. */
function fakeLive(hits: Partial<Record<FacetName, FacetHit[]>> = {}, failWith?: unknown) {
  const calls: { name: FacetName; text: string }[] = [];
  return {
    calls,
    live: {
      facetSearch: async (name: FacetName, text: string) => {
        calls.push({ name, text });
        if (failWith !== undefined) throw failWith;
        return hits[name] ?? [];
      },
      facets: async () => distribution,
    },
  };
}

describe('suggestion rules', () => {
  it('searches from 2 characters on, spaces aside', () => {
    expect(isSearchable('v')).toBe(false);
    expect(isSearchable(' v ')).toBe(false);
    expect(isSearchable('vi')).toBe(true);
  });

  it('groups under Estado, Cidade, Bairro in that order, leaving empty groups out, with flat positions', () => {
    const list = toSuggestions({
      neighborhood: [{ value: 'Vila Mariana', count: 5 }],
      state: [{ value: 'SP', count: 7 }],
    });
    const groups = groupSuggestions(list);
    expect(groups.map((g) => g.heading)).toEqual(['Estado', 'Bairro']);
    expect(groups[0]!.options).toEqual([{ suggestion: { facet: 'state', value: 'SP', label: 'São Paulo', count: 7 }, index: 0 }]);
    expect(groups[1]!.options.map((o) => [o.suggestion.label, o.suggestion.count, o.index])).toEqual([['Vila Mariana', 5, 1]]);
  });

  it('orders a mixed list as it is displayed, so keyboard positions match the screen', () => {
    const mixed: Suggestion[] = [
      { facet: 'neighborhood', value: 'Centro', label: 'Centro', count: 1 },
      { facet: 'city', value: 'Campinas', label: 'Campinas', count: 1 },
    ];
    expect(displayOrder(mixed).map((s) => s.facet)).toEqual(['city', 'neighborhood']);
  });

  it("matches slugs, so 'sao' finds 'São Paulo' (city, and the state by its name)", () => {
    const found = localSuggestions(distribution, 'sao');
    expect(found).toEqual([
      { facet: 'state', value: 'SP', label: 'São Paulo', count: 7 },
      { facet: 'city', value: 'São Paulo', label: 'São Paulo', count: 6 },
    ]);
    expect(localSuggestions(distribution, 'CAMBUÍ').map((s) => s.value)).toEqual(['Cambuí']);
    expect(localSuggestions(distribution, 'vila ')).toEqual([
      { facet: 'neighborhood', value: 'Vila Mariana', label: 'Vila Mariana', count: 5 },
      { facet: 'neighborhood', value: 'Vila Sônia', label: 'Vila Sônia', count: 2 },
    ]);
    expect(localSuggestions(distribution, '!!')).toEqual([]);
  });

  it('keeps at most 10 values per facet in the local fallback, most homes first', () => {
    const many: FacetDistribution = {
      city: Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`Vila ${i}`, i + 1])),
      neighborhood: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`Vila N${i}`, 1])),
    };
    const found = localSuggestions(many, 'vila');
    const cities = found.filter((s) => s.facet === 'city');
    expect(cities).toHaveLength(10);
    expect(cities[0]).toMatchObject({ value: 'Vila 14', count: 15 });
    expect(cities[9]).toMatchObject({ value: 'Vila 5', count: 6 });
    expect(found.filter((s) => s.facet === 'neighborhood')).toHaveLength(10);
  });

  it('moves the active option with wrap-around', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(-1, 1, 0)).toBe(-1);
  });

  it('builds the search URL from the chosen facet alone on a page without filters, keeping builder parameters', () => {
    const pick = (facet: Suggestion['facet'], value: string): Suggestion => ({ facet, value, label: value, count: 1 });
    expect(suggestionUrl(pick('state', 'SP'))).toBe('/buscar/sp/');
    expect(suggestionUrl(pick('city', 'São Paulo'))).toBe('/buscar/sao-paulo/');
    expect(suggestionUrl(pick('neighborhood', 'Vila Mariana'))).toBe('/buscar/?bairro=vila-mariana');
    expect(suggestionUrl(pick('city', 'Campinas'), { mode: 'builder', site_url: 'a.test' })).toBe(
      '/buscar/campinas/?mode=builder&site_url=a.test',
    );
  });

  it('keeps the current status and filters, replacing the place and dropping narrower ones (issue #15)', () => {
    const pick = (facet: Suggestion['facet'], value: string): Suggestion => ({ facet, value, label: value, count: 1 });
    const onRentals = urlToFilters('/buscar/alugar/?banheiros=2&pagina=3');
    expect(suggestionUrl(pick('neighborhood', 'Moema'), {}, onRentals)).toBe('/buscar/alugar/?banheiros=2&bairro=moema');
    expect(suggestionUrl(pick('city', 'Campinas'), {}, urlToFilters('/buscar/alugar/sp/sao-paulo/?bairro=moema'))).toBe('/buscar/alugar/sp/campinas/');
    expect(suggestionUrl(pick('state', 'MG'), {}, urlToFilters('/buscar/comprar/sp/sao-paulo/?bairro=moema'))).toBe('/buscar/comprar/mg/');
  });

  it('gives the form field of each facet, so a plain GET of the hero form reaches the right filter', () => {
    const pick = (facet: Suggestion['facet'], value: string): Suggestion => ({ facet, value, label: value, count: 1 });
    expect(suggestionField(pick('state', 'SP'))).toEqual({ name: 'estado', value: 'sp' });
    expect(suggestionField(pick('city', 'São Paulo'))).toEqual({ name: 'cidade', value: 'sao-paulo' });
    expect(suggestionField(pick('neighborhood', 'Pinheiros'))).toEqual({ name: 'bairro', value: 'pinheiros' });
    // What the form sends reads back as the suggestion's filter.
    expect(urlToFilters('/buscar/?status=comprar&estado=sp')).toMatchObject({ status: 'sale', state: 'SP' });
    expect(urlToFilters('/buscar/?status=comprar&estado=sp').city).toBeUndefined();
    expect(urlToFilters('/buscar/?status=alugar&bairro=moema')).toMatchObject({ status: 'rent', neighborhood: ['moema'] });
    expect(urlToFilters('/buscar/?estado=xx').state).toBeUndefined();
  });

  it("navigates on any route but '/', and never when auto-navigate is off", () => {
    expect(navigatesOnSelect(true, '/')).toBe(false);
    expect(navigatesOnSelect(true, '/buscar')).toBe(true);
    expect(navigatesOnSelect(false, '/buscar')).toBe(false);
    expect(noResultsText('xyz')).toBe('Nenhum resultado para "xyz"');
  });
});

describe('fetchSuggestions', () => {
  const filters = clearFilters();

  it('searches the three facets with the trimmed text and the current filters', async () => {
    const { live, calls } = fakeLive({ neighborhood: [{ value: 'Vila Mariana', count: 5 }] });
    const found = await fetchSuggestions(live, ' vila ', filters, new AbortController().signal);
    expect(calls).toEqual([
      { name: 'state', text: 'vila' },
      { name: 'city', text: 'vila' },
      { name: 'neighborhood', text: 'vila' },
    ]);
    expect(found).toEqual([{ facet: 'neighborhood', value: 'Vila Mariana', label: 'Vila Mariana', count: 5 }]);
  });

  it('falls back to the cached distribution when the facet search finds nothing', async () => {
    const { live } = fakeLive();
    const found = await fetchSuggestions(live, 'sao', filters, new AbortController().signal);
    expect(found?.map((s) => [s.facet, s.label])).toEqual([
      ['state', 'São Paulo'],
      ['city', 'São Paulo'],
    ]);
  });

  it('adds states matched by name to what the engine found (engines know only the codes)', async () => {
    const { live } = fakeLive({ city: [{ value: 'São Paulo', count: 6 }] });
    const found = await fetchSuggestions(live, 'paulo', filters, new AbortController().signal);
    expect(found?.map((s) => [s.facet, s.value])).toEqual([
      ['state', 'SP'],
      ['city', 'São Paulo'],
    ]);
  });

  it("logs 'Erro ao buscar sugestões:' on failure and gives no suggestions (no fallback)", async () => {
    const failure = new Error('boom');
    const log = vi.fn();
    const found = await fetchSuggestions(fakeLive({}, failure).live, 'sao', filters, new AbortController().signal, log);
    expect(found).toEqual([]);
    expect(log).toHaveBeenCalledWith('Erro ao buscar sugestões:', failure);
  });

  it('logs nothing and answers null when aborted', async () => {
    const log = vi.fn();
    const aborted = new AbortController();
    aborted.abort();
    const abortError = new DOMException('aborted', 'AbortError');
    expect(await fetchSuggestions(fakeLive({}, abortError).live, 'sao', filters, aborted.signal, log)).toBeNull();
    expect(await fetchSuggestions(fakeLive({}, abortError).live, 'sao', filters, new AbortController().signal, log)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});
