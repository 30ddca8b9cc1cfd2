/**
 * The options and words of the search page's filters (spec §2.7, pt-BR),
 * pure: option lists from the lookups and from facet counts, the chips of
 * the active filters, and the result count line.
 */
import { categoryLabel, propertyCategories } from '../../domain/lookups/categories.ts';
import { amenityLabel, featureLabel } from '../../domain/lookups/vocabulary.ts';
import { statusLabels } from '../../domain/lookups/labels.ts';
import { brazilianStates, stateByCode } from '../../domain/lookups/states.ts';
import { formatArea, formatBRLFromCents, formatCount } from '../../domain/rules/format.ts';
import { slugify } from '../../domain/rules/slug.ts';
import type { FilterState, SortOrder } from '../../domain/schemas/filter-state.ts';

export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

export const SELECT_PLACEHOLDER = 'Selecione...';

/** Spec §2.7 status labels; the button bar shows Comprar first. */
export const STATUS_OPTIONS: readonly Option<'sale' | 'rent'>[] = [
  { value: 'sale', label: statusLabels.sale },
  { value: 'rent', label: statusLabels.rent },
];

/** '1+' … '4+': counts mean "at least" (spec §5). */
export const COUNT_OPTIONS: readonly Option<number>[] = [1, 2, 3, 4].map((n) => ({ value: n, label: `${n}+` }));

/** '' is the default order: featured first, then newest (spec §7.1). */
export const SORT_OPTIONS: readonly Option<SortOrder | ''>[] = [
  { value: '', label: 'Mais relevantes' },
  { value: 'price_asc', label: 'Menor preço' },
  { value: 'price_desc', label: 'Maior preço' },
  { value: 'area_asc', label: 'Menor área' },
  { value: 'area_desc', label: 'Maior área' },
  { value: 'total_cost_asc', label: 'Menor total mensal' },
  { value: 'total_cost_desc', label: 'Maior total mensal' },
];

/**
 * The Estado options: only the states with homes (the counts given: the build's, then the
 * live ones for the chosen status and category), 'São Paulo (12)', by name; a selected state
 * without homes stays listed, so a selection is never hidden. A code that is not one of the
 * 27 is left out (the URL could not carry it).
 */
export function stateOptions(counts: Readonly<Record<string, number>>, selected: string | undefined): Option[] {
  const chosen = selected?.trim().toUpperCase();
  return brazilianStates
    .filter((state) => (counts[state.code] ?? 0) > 0 || state.code === chosen)
    .map((state) => ({ value: state.code, label: counts[state.code] ? `${state.name} (${counts[state.code]})` : state.name }))
    .sort(byLabel);
}
export const CATEGORY_OPTIONS: readonly Option[] = propertyCategories.map((entry) => ({ value: entry.code, label: entry.label }));

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'pt-BR');

/**
 * Place options (city, neighbourhood) from facet counts: the value is the
 * slug the URL carries, the label the name the documents carry. Selected
 * values missing from the counts stay listed, so a selection is never hidden.
 */
export function placeOptions(counts: Record<string, number> | undefined, selected: readonly string[], knownNames: ReadonlyMap<string, string> = new Map()): Option[] {
  const options = new Map<string, Option>();
  for (const name of Object.keys(counts ?? {})) {
    const slug = slugify(name);
    if (slug && !options.has(slug)) options.set(slug, { value: slug, label: name });
  }
  for (const slug of selected) {
    if (slug && !options.has(slug)) options.set(slug, { value: slug, label: knownNames.get(slug) ?? slug });
  }
  return [...options.values()].sort(byLabel);
}

/**
 * Amenity or feature checkboxes, with their pt-BR labels: the codes the
 * matching homes have (facet counts), and the selected ones. Before the
 * counts load (the first use of the form) only the selected ones: the whole
 * lookups would be ~90 checkboxes in every prerendered /buscar page.
 */
function codeOptions(counts: Record<string, number> | undefined, selected: readonly string[], label: (code: string) => string): Option[] {
  const codes = new Set(Object.keys(counts ?? {}));
  for (const code of selected) codes.add(code);
  return [...codes].map((code) => ({ value: code, label: label(code) })).sort(byLabel);
}

export const amenityOptions = (counts: Record<string, number> | undefined, selected: readonly string[]) => codeOptions(counts, selected, amenityLabel);
export const featureOptions = (counts: Record<string, number> | undefined, selected: readonly string[]) => codeOptions(counts, selected, featureLabel);

/** '1 imóvel encontrado', '1.234 imóveis encontrados'. */
export function resultCountText(total: number): string {
  return formatCount(total, 'imóvel encontrado', 'imóveis encontrados');
}

/** The small-screen button that leaves the filters for the results: 'Ver 5 imóveis'. */
export function showResultsText(total: number): string {
  return `Ver ${formatCount(total, 'imóvel', 'imóveis')}`;
}

function rangeText(range: readonly [number, number], format: (value: number) => string): string {
  const [min, max] = range;
  if (min > 0 && max > 0) return `${format(min)} – ${format(max)}`;
  return min > 0 ? `a partir de ${format(min)}` : `até ${format(max)}`;
}

export interface FilterChip {
  key: string;
  label: string;
  /** The change that removes this one filter. */
  clear: Partial<FilterState>;
}

/** One removable chip per active filter value, in the order of the form. */
export function activeFilterChips(filters: FilterState, names: ReadonlyMap<string, string> = new Map()): FilterChip[] {
  const chips: FilterChip[] = [];
  const push = (key: string, label: string, clear: Partial<FilterState>) => chips.push({ key, label, clear });
  const without = (list: readonly string[], value: string) => {
    const rest = list.filter((item) => item !== value);
    return rest.length > 0 ? rest : undefined;
  };
  if (filters.status) push('status', statusLabels[filters.status], { status: undefined });
  if (filters.state) push('state', stateByCode(filters.state)?.name ?? filters.state, { state: undefined });
  if (filters.category) push('category', categoryLabel(filters.category), { category: undefined });
  if (filters.city) push('city', names.get(filters.city) ?? filters.city, { city: undefined });
  for (const slug of filters.neighborhood ?? []) {
    push(`neighborhood:${slug}`, names.get(slug) ?? slug, { neighborhood: without(filters.neighborhood ?? [], slug) });
  }
  if (filters.bedrooms) push('bedrooms', `${filters.bedrooms}+ quartos`, { bedrooms: undefined });
  if (filters.bathrooms) push('bathrooms', `${filters.bathrooms}+ banheiros`, { bathrooms: undefined });
  if (filters.parking_spaces) push('parking_spaces', `${filters.parking_spaces}+ vagas`, { parking_spaces: undefined });
  if (filters.price && (filters.price[0] > 0 || filters.price[1] > 0)) push('price', rangeText(filters.price, formatBRLFromCents), { price: undefined });
  if (filters.area && (filters.area[0] > 0 || filters.area[1] > 0)) push('area', rangeText(filters.area, formatArea), { area: undefined });
  if (filters.total_cost && (filters.total_cost[0] > 0 || filters.total_cost[1] > 0)) {
    push('total_cost', `Total mensal ${rangeText(filters.total_cost, formatBRLFromCents)}`, { total_cost: undefined });
  }
  for (const code of filters.amenities ?? []) push(`amenity:${code}`, amenityLabel(code), { amenities: without(filters.amenities ?? [], code) });
  for (const code of filters.features ?? []) push(`feature:${code}`, featureLabel(code), { features: without(filters.features ?? [], code) });
  for (const slug of filters.site_categories ?? []) {
    push(`site-category:${slug}`, names.get(slug) ?? slug, { site_categories: without(filters.site_categories ?? [], slug) });
  }
  if (filters.code) push('code', `Código ${filters.code}`, { code: undefined });
  if (filters.geo && 'polygon' in filters.geo) push('area-drawn', 'Área desenhada no mapa', { geo: undefined });
  return chips;
}
