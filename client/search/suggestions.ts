/**
 * The suggestion box's rules (spec §2.8, §4, §7.1, §8, §9), free of React and
 * of the DOM so they can be tested on their own: which facet values to offer
 * for a typed text, how they are grouped and labelled, and the /buscar URL a
 * chosen suggestion leads to.
 */
import { stateByCode } from '../../domain/lookups/states.ts';
import { slugify } from '../../domain/rules/slug.ts';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import type { FacetDistribution, FacetHit } from '../../search/engine.ts';
import { clearFilters, filtersToUrl, withFilter } from '../../search/url-codec.ts';
import type { LiveSearchData } from './live-data.ts';
import { isAbort } from './abort.ts';
import { SuggestionsFailed } from '../../domain/errors.ts';

/** Spec §9. */
export const MIN_SUGGESTION_CHARS = 2;
export const SUGGESTION_DELAY_MS = 300;
export const CLOSE_DELAY_MS = 150;
export const FALLBACK_PER_FACET = 10;

/** SUGGESTION_FACETS of search/engine.ts, in the order their groups are shown. */
export const SUGGESTION_FACET_ORDER = ['state', 'city', 'neighborhood'] as const;
export type SuggestionFacet = (typeof SUGGESTION_FACET_ORDER)[number];

export const FACET_HEADINGS: Record<SuggestionFacet, string> = { state: 'Estado', city: 'Cidade', neighborhood: 'Bairro' };

export const SEARCHING_TEXT = 'Buscando...';
export const SEARCH_FAILED_LOG = SuggestionsFailed.message;
export const noResultsText = (text: string): string => `Nenhum resultado para "${text}"`;

export interface Suggestion {
  facet: SuggestionFacet;
  /** The facet value as the index holds it ('SP', 'São Paulo', 'Vila Mariana'). */
  value: string;
  /** What the visitor reads and what fills the input: a state's name rather than its code. */
  label: string;
  count: number;
}

export interface SuggestionGroup {
  facet: SuggestionFacet;
  heading: string;
  /** Each with its position in the flat list, which the keyboard moves through. */
  options: { suggestion: Suggestion; index: number }[];
}

export type FacetHitsByName = Partial<Record<SuggestionFacet, readonly FacetHit[]>>;

/** The typed text is searched only from 2 characters on, spaces aside (spec §4, §5). */
export function isSearchable(text: string): boolean {
  return text.trim().length >= MIN_SUGGESTION_CHARS;
}

export function suggestionLabel(facet: SuggestionFacet, value: string): string {
  return facet === 'state' ? (stateByCode(value)?.name ?? value) : value;
}

function suggestion(facet: SuggestionFacet, hit: FacetHit): Suggestion {
  return { facet, value: hit.value, label: suggestionLabel(facet, hit.value), count: hit.count };
}

/** Facet search answers → one flat list, in the group order, each facet's hits as the engine ranked them. */
export function toSuggestions(hits: FacetHitsByName): Suggestion[] {
  return SUGGESTION_FACET_ORDER.flatMap((facet) => (hits[facet] ?? []).map((hit) => suggestion(facet, hit)));
}

/** Whether a value matches the typed slug; a state also by its name, since the index holds only codes. */
function matches(facet: SuggestionFacet, value: string, needle: string): boolean {
  if (slugify(value).includes(needle)) return true;
  const name = facet === 'state' ? stateByCode(value)?.name : undefined;
  return name !== undefined && slugify(name).includes(needle);
}

/**
 * Spec §7.1 fallback: values of the cached facet distribution whose slug contains the
 * typed slug ('sao' finds 'São Paulo'), most homes first, at most 10 per facet.
 */
export function localSuggestions(
  distribution: FacetDistribution,
  text: string,
  facets: readonly SuggestionFacet[] = SUGGESTION_FACET_ORDER,
  perFacet = FALLBACK_PER_FACET,
): Suggestion[] {
  const needle = slugify(text);
  if (needle === '') return [];
  return SUGGESTION_FACET_ORDER.filter((facet) => facets.includes(facet)).flatMap((facet) =>
    Object.entries(distribution[facet] ?? {})
      .filter(([value, count]) => count > 0 && matches(facet, value, needle))
      .map(([value, count]) => suggestion(facet, { value, count }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'pt-BR'))
      .slice(0, perFacet),
  );
}

/**
 * The engines match states by code only ('sp'), so state names ('sao', 'paulo') are
 * matched here from the cached distribution and added to what the facet search found.
 */
export function withStateNames(found: readonly Suggestion[], distribution: FacetDistribution, text: string): Suggestion[] {
  const known = new Set(found.filter((s) => s.facet === 'state').map((s) => s.value));
  const extra = localSuggestions(distribution, text, ['state']).filter((s) => !known.has(s.value));
  if (extra.length === 0) return [...found];
  const states = [...found.filter((s) => s.facet === 'state'), ...extra];
  return [...states, ...found.filter((s) => s.facet !== 'state')];
}

/** The flat list under its headings, empty groups left out. */
export function groupSuggestions(list: readonly Suggestion[]): SuggestionGroup[] {
  return SUGGESTION_FACET_ORDER.map((facet) => ({
    facet,
    heading: FACET_HEADINGS[facet],
    options: list.flatMap((suggestion, index) => (suggestion.facet === facet ? [{ suggestion, index }] : [])),
  })).filter((group) => group.options.length > 0);
}

/**
 * The list in the order it is displayed (grouped), so positions match what the visitor
 * sees; toSuggestions and localSuggestions already give that order.
 */
export function displayOrder(list: readonly Suggestion[]): Suggestion[] {
  return groupSuggestions(list).flatMap((group) => group.options.map((option) => option.suggestion));
}

/** ArrowDown/ArrowUp: the next active position, wrapping around; -1 when there is nothing. */
export function moveActive(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/**
 * The filters a suggestion leads to (spec §2.8: "the chosen facet filter"): the current
 * ones with the chosen place in its own facet, and the narrower places dropped (a new state
 * drops the city and neighbourhood; a new city, the neighbourhood). The rest stays — the
 * status first of all: choosing on /buscar/alugar keeps 'Alugar', and the counts the
 * visitor read were counted under these same filters.
 */
export function suggestionFilters(choice: Suggestion, current: FilterState = clearFilters()): FilterState {
  switch (choice.facet) {
    case 'state':
      return withFilter(current, { state: choice.value, city: undefined, neighborhood: undefined });
    case 'city':
      return withFilter(current, { city: slugify(choice.value), neighborhood: undefined });
    case 'neighborhood':
      return withFilter(current, { neighborhood: [slugify(choice.value)] });
  }
}

/** '/buscar/sp', '/buscar/alugar/sao-paulo', '/buscar?bairro=vila-mariana' (builder parameters kept). */
export function suggestionUrl(choice: Suggestion, preserve: Record<string, string> = {}, current: FilterState = clearFilters()): string {
  return filtersToUrl(suggestionFilters(choice, current), { preserve });
}

/**
 * The form field a chosen suggestion submits, so a plain GET of the hero form (no script
 * involved in the submission) reaches the right filter: estado=sp, cidade=sao-paulo,
 * bairro=pinheiros. search/url-params.ts reads the three.
 */
export function suggestionField(choice: Suggestion): { name: 'estado' | 'cidade' | 'bairro'; value: string } {
  switch (choice.facet) {
    case 'state':
      return { name: 'estado', value: choice.value.trim().toLowerCase() };
    case 'city':
      return { name: 'cidade', value: slugify(choice.value) };
    case 'neighborhood':
      return { name: 'bairro', value: slugify(choice.value) };
  }
}

/** Spec §2.8: choosing navigates on any route but '/'. */
export function navigatesOnSelect(autoNavigate: boolean, pathname: string): boolean {
  return autoNavigate && pathname !== '/';
}

/**
 * One suggestion round (spec §7.1): a facet search on state, city and neighborhood,
 * restricted to the current filters and abortable; when it finds nothing, the cached
 * facet distribution filtered locally. Resolves null when aborted; a failure is logged
 * (spec §8) and gives no suggestions.
 */
export async function fetchSuggestions(
  live: Pick<LiveSearchData, 'facetSearch' | 'facets'>,
  text: string,
  filters: FilterState,
  signal: AbortSignal,
  log: (message: string, error: unknown) => void = console.error,
): Promise<Suggestion[] | null> {
  const query = text.trim();
  try {
    const answers = await Promise.all(
      SUGGESTION_FACET_ORDER.map(async (facet) => [facet, await live.facetSearch(facet, query, filters, signal)] as const),
    );
    if (signal.aborted) return null;
    const found = toSuggestions(Object.fromEntries(answers));
    // The distribution is cached (spec §9), so asking for it on every round costs one request per 5 minutes.
    const distribution = await live.facets(filters, SUGGESTION_FACET_ORDER);
    if (signal.aborted) return null;
    return found.length > 0 ? withStateNames(found, distribution, query) : localSuggestions(distribution, query);
  } catch (error) {
    if (signal.aborted || isAbort(error)) return null;
    log(SEARCH_FAILED_LOG, error);
    return [];
  }
}
