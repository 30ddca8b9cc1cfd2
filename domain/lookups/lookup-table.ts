/**
 * One shape for every code → pt-BR label lookup (categories, features,
 * amenities): the slug is always derived from the label, so the /buscar URLs
 * and the labels a visitor reads can never drift apart.
 */
import { slugify } from '../rules/slug.ts';

/** The icon names the templates ship (spec §3.2). */
export const lookupIcons = [
  'area',
  'bathrooms',
  'bedrooms',
  'car',
  'parking_spaces',
  'school',
  'metro',
  'market',
  'playground',
  'swim',
  'dumbbell',
  'party',
  'leaf',
] as const;

export type LookupIcon = (typeof lookupIcons)[number];

export interface LookupDefinition {
  /** snake_case English code, as stored on the home. */
  code: string;
  /** pt-BR label a visitor reads. */
  label: string;
  icon?: LookupIcon;
}

export interface LookupEntry extends LookupDefinition {
  /** slugify(label): the value written in /buscar URLs. */
  slug: string;
}

export interface LookupTable {
  readonly entries: readonly LookupEntry[];
  byCode(code: string): LookupEntry | undefined;
  /** The label, or the code itself when unknown (data may carry codes we do not list). */
  label(code: string): string;
  /** The slug, or slugify(code) when unknown (spec §2.7: unknown values are slugified). */
  slug(code: string): string;
  /** Reverse of slug(); undefined for an unknown slug. */
  codeBySlug(slug: string): string | undefined;
}

/** Codes are matched trimmed and lowercase, so 'Apartment ' still finds apartment. */
function normalizeKey(value: string): string {
  return value.trim().toLowerCase();
}

export function createLookupTable(definitions: readonly LookupDefinition[]): LookupTable {
  const entries: LookupEntry[] = definitions.map((definition) => ({ ...definition, slug: slugify(definition.label) }));
  const byCode = new Map<string, LookupEntry>();
  const bySlug = new Map<string, LookupEntry>();
  for (const entry of entries) {
    // A clash would make a URL ambiguous: fail when the module loads, not in a visitor's browser.
    if (byCode.has(entry.code)) throw new Error(`Duplicate lookup code: ${entry.code}`);
    if (bySlug.has(entry.slug)) throw new Error(`Duplicate lookup slug: ${entry.slug}`);
    byCode.set(entry.code, entry);
    bySlug.set(entry.slug, entry);
  }
  return {
    entries,
    byCode: (code) => byCode.get(normalizeKey(code)),
    label: (code) => byCode.get(normalizeKey(code))?.label ?? code,
    slug: (code) => byCode.get(normalizeKey(code))?.slug ?? slugify(code),
    codeBySlug: (slug) => bySlug.get(normalizeKey(slug))?.code,
  };
}
