/**
 * Property categories (spec §3.2) with their pt-BR labels. The /buscar slug is
 * the slug of the label, which gives the slugs spec §2.7 fixes (house=casa,
 * apartment=apartamento, commercial_property=imovel-comercial, land=terreno,
 * farm=fazenda) and the listing URL's {type} segment (DESIGN §4).
 */
import { createLookupTable, type LookupEntry } from './lookup-table.ts';

const categoryTable = createLookupTable([
  { code: 'apartment', label: 'Apartamento' },
  { code: 'house', label: 'Casa' },
  { code: 'condo', label: 'Condomínio' },
  { code: 'townhouse', label: 'Sobrado' },
  { code: 'penthouse', label: 'Cobertura' },
  { code: 'flat', label: 'Flat' },
  { code: 'studio', label: 'Studio' },
  { code: 'loft', label: 'Loft' },
  { code: 'land', label: 'Terreno' },
  // Portals list offices as "Sala comercial"; a '/' label would make an ugly slug.
  { code: 'office', label: 'Sala comercial' },
  { code: 'farm', label: 'Fazenda' },
  // Not in spec §3.2's list, but /buscar has a slug for it (spec §2.7).
  { code: 'commercial_property', label: 'Imóvel comercial' },
]);

export const propertyCategories: readonly LookupEntry[] = categoryTable.entries;

/** pt-BR label ('Apartamento'); an unknown category is shown as it is. */
export function categoryLabel(code: string): string {
  return categoryTable.label(code);
}

/** /buscar slug ('apartamento'); an unknown category is slugified. */
export function categorySlug(code: string): string {
  return categoryTable.slug(code);
}

/** Reverse of categorySlug ('casa' → 'house'); undefined when unknown. */
export function categoryCodeBySlug(slug: string): string | undefined {
  return categoryTable.codeBySlug(slug);
}
