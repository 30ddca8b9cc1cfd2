/** pt-BR words for statuses, stages and segments, and their URL forms (spec §2.7, §2.9, §3.1). */

export type ListingStatus = 'rent' | 'sale';
/** The statuses the search page can show: the two listing statuses plus its own lists. */
export type SearchStatus = ListingStatus | 'recent' | 'history' | 'featured';
export type PropertyStage = 'launch' | 'construction' | 'ready' | 'delivered';
export type PropertySegment = 'luxury' | 'standard' | 'affordable';
export type PropertyType = 'residential' | 'commercial';

/** Status display labels (spec §2.7). */
export const statusLabels: Readonly<Record<SearchStatus, string>> = {
  rent: 'Alugar',
  sale: 'Comprar',
  recent: 'Recém-cadastrados',
  history: 'Visualizados recentemente',
  featured: 'Em destaque',
};

/** The end of a listing title: 'Apartamento com 2 quartos para alugar' (spec §2.9). */
export const listingStatusWords: Readonly<Record<ListingStatus, string>> = {
  rent: 'para alugar',
  sale: 'à venda',
};

/** The status segment of /imovel/{status}/… (spec §2.9). */
export const listingStatusSegments: Readonly<Record<ListingStatus, string>> = {
  rent: 'aluguel',
  sale: 'venda',
};

/** The status segment of /buscar/{status}/… read back into a status (spec §2.7). */
export const searchPathStatuses: Readonly<Record<string, ListingStatus>> = {
  comprar: 'sale',
  alugar: 'rent',
};

/** The status segment written in /buscar URLs. */
export const searchPathSegments: Readonly<Record<ListingStatus, string>> = {
  sale: 'comprar',
  rent: 'alugar',
};

export const stageLabels: Readonly<Record<PropertyStage, string>> = {
  launch: 'Lançamento',
  construction: 'Em construção',
  ready: 'Pronto para morar',
  delivered: 'Entregue',
};

/** Usual Brazilian market words for the price segment of a home. */
export const segmentLabels: Readonly<Record<PropertySegment, string>> = {
  luxury: 'Alto padrão',
  standard: 'Médio padrão',
  affordable: 'Econômico',
};

export const propertyTypeLabels: Readonly<Record<PropertyType, string>> = {
  residential: 'Residencial',
  commercial: 'Comercial',
};

/** Own keys only, so 'toString' or '__proto__' never resolve to something. */
function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Status label; an unknown status is shown as it is. */
export function statusLabel(status: string): string {
  return lookup(statusLabels, status) ?? status;
}

/** 'comprar' → 'sale', 'alugar' → 'rent' (any case); undefined otherwise. */
export function statusFromSearchSegment(segment: string): ListingStatus | undefined {
  return lookup(searchPathStatuses, segment.trim().toLowerCase());
}

/** 'aluguel' → 'rent', 'venda' → 'sale'; undefined otherwise (including 'destaque'). */
export function statusFromListingSegment(segment: string): ListingStatus | undefined {
  if (segment === listingStatusSegments.rent) return 'rent';
  if (segment === listingStatusSegments.sale) return 'sale';
  return undefined;
}

/** Stage label; an unknown stage is shown as it is. */
export function stageLabel(stage: string): string {
  return lookup(stageLabels, stage) ?? stage;
}

/** Segment label; an unknown segment is shown as it is. */
export function segmentLabel(segment: string): string {
  return lookup(segmentLabels, segment) ?? segment;
}

/** Type label; an unknown type is shown as it is. */
export function propertyTypeLabel(type: string): string {
  return lookup(propertyTypeLabels, type) ?? type;
}
