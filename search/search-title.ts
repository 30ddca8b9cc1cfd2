/**
 * Titles of /buscar pages, so each prerendered combination ranks for what it
 * lists ('Apartamentos para alugar em São Paulo - SP') instead of 5,000 pages
 * sharing one title. Pure: the city's display name comes from a hit.
 */
import { categoryLabel } from '../domain/lookups/categories.ts';
import { formatDecimal } from '../domain/rules/format.ts';
import type { FilterState } from '../domain/schemas/filter-state.ts';

/** pt-BR plural of a category label: 'Casa' → 'Casas', 'Sala comercial' → 'Salas comerciais', 'Imóvel' → 'Imóveis'. */
export function pluralLabel(label: string): string {
  return label
    .split(' ')
    .map((word) => {
      if (/al$/i.test(word)) return `${word.slice(0, -2)}ais`;
      if (/el$/i.test(word)) return `${word.slice(0, -2)}eis`;
      if (/m$/i.test(word)) return `${word.slice(0, -1)}ns`;
      if (/[rz]$/i.test(word)) return `${word}es`;
      return /s$/i.test(word) ? word : `${word}s`;
    })
    .join(' ');
}

export function searchTitle(filters: FilterState, cityName?: string): string {
  const what = filters.category ? pluralLabel(categoryLabel(filters.category)) : 'Imóveis';
  const deal = filters.status === 'rent' ? ' para alugar' : filters.status === 'sale' ? ' à venda' : '';
  const where = cityName ? ` em ${cityName}${filters.state ? ` - ${filters.state.toUpperCase()}` : ''}` : filters.state ? ` em ${filters.state.toUpperCase()}` : '';
  const rooms = filters.bedrooms ? ` com ${filters.bedrooms}+ ${filters.bedrooms === 1 ? 'quarto' : 'quartos'}` : '';
  return `${what}${deal}${where}${rooms}`;
}

export function searchDescription(filters: FilterState, total: number, cityName?: string): string {
  const count = total === 1 ? '1 imóvel encontrado' : `${formatDecimal(total, 0)} imóveis encontrados`;
  return `${count} — ${searchTitle(filters, cityName)}. Veja fotos, preços e detalhes.`;
}
