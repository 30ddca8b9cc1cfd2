/**
 * The development section's build-time data: the one development a landing
 * page presents, summarised from the tenant's units (its listings). Computed in
 * the plan stage through the section's descriptor (index.tsx), so the
 * renderer never counts or fetches. Pure.
 */
import { categoryLabel } from '../../domain/lookups/categories.ts';
import { featuredImage } from '../../domain/rules/listing.ts';
import type { PublicProperty as Property } from '../../domain/rules/public-property.ts';
import type { SearchDocument } from '../../domain/schemas/index.ts';
import { SEARCH_ROOT } from '../../search/url-codec.ts';

const DEVELOPMENT_GALLERY_LIMIT = 12;

/** One unit typology of a development: its facts, lowest price and floor plan. */
export interface DevelopmentTypology {
  label: string;
  category: string;
  area: number;
  bedrooms?: number;
  suites?: number;
  bathrooms?: number;
  parking_spaces?: number;
  /** Lowest price of its units, in reais; undefined when none has a price. */
  priceFrom?: number;
  units: number;
  /** The listing of its cheapest unit. */
  url: string;
  plan?: { url: string; caption?: string };
}

export interface DevelopmentData {
  name: string;
  /** The stage code most units are at (launch, construction, ready, delivered). */
  stage?: string;
  delivery?: string;
  towers?: number;
  floors?: number;
  builder?: string;
  address: { street?: string; number?: string; neighborhood: string; city: string; state: string };
  point?: { lat: number; lng: number };
  typologies: DevelopmentTypology[];
  gallery: { url: string; caption?: string }[];
  amenities: string[];
  /** Units listed on the site. */
  units: number;
}

function metaText(home: Property, key: string): string | undefined {
  const value = (home.meta as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The most frequent value (first seen wins a tie); undefined for none. */
function mostCommon<T>(values: readonly (T | null | undefined)[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) if (value !== null && value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) if (count > bestCount) [best, bestCount] = [value, count];
  return best;
}

const typologyKey = (home: Property) => `${home.category}|${home.area}|${home.bedrooms ?? ''}|${home.suites ?? ''}`;

function typologyOf(units: readonly Property[], docs: ReadonlyMap<string, SearchDocument>): DevelopmentTypology {
  const priced = units.filter((u) => typeof u.price === 'number' && u.price > 0).sort((a, b) => a.price! - b.price!);
  const cheapest = priced[0] ?? units[0]!;
  const first = units[0]!;
  const plan = units.flatMap((u) => u.floor_plans)[0];
  return {
    label: plan?.caption?.replace(/^Planta ilustrativa\s*[–-]\s*/i, '').replace(/,\s*\d+([.,]\d+)?\s*m²$/, '') || categoryLabel(first.category),
    category: first.category,
    area: first.area,
    ...(typeof first.bedrooms === 'number' ? { bedrooms: first.bedrooms } : {}),
    ...(typeof first.suites === 'number' ? { suites: first.suites } : {}),
    ...(typeof first.bathrooms === 'number' ? { bathrooms: first.bathrooms } : {}),
    ...(typeof first.parking_spaces === 'number' ? { parking_spaces: first.parking_spaces } : {}),
    ...(priced[0] ? { priceFrom: priced[0].price! } : {}),
    units: units.length,
    url: docs.get(String(cheapest.id))?.url ?? SEARCH_ROOT,
    ...(plan ? { plan: { url: plan.url, ...(plan.caption ? { caption: plan.caption } : {}) } } : {}),
  };
}

/**
 * The development a landing page presents: its name and stage, towers and
 * floors, one typology per distinct unit (category, area, bedrooms, suites)
 * with its floor plan and lowest price, a gallery and the location. The units
 * are the tenant's listings; undefined when there are none.
 */
export function developmentOf(homes: readonly Property[], docs: readonly SearchDocument[]): DevelopmentData | undefined {
  if (homes.length === 0) return undefined;
  const docById = new Map(docs.map((d) => [String(d.id), d]));
  const first = homes[0]!;
  const groups = new Map<string, Property[]>();
  for (const home of homes) groups.set(typologyKey(home), [...(groups.get(typologyKey(home)) ?? []), home]);
  const typologies = [...groups.values()].map((units) => typologyOf(units, docById)).sort((a, b) => a.area - b.area);

  const gallery: DevelopmentData['gallery'] = [];
  const seen = new Set<string>();
  // Each unit's featured photo first, then the rest: the strip starts varied.
  const ordered = [...homes.map((h) => featuredImage(h.gallery)), ...homes.flatMap((h) => h.gallery)];
  for (const item of ordered) {
    if (!item || seen.has(item.url) || gallery.length >= DEVELOPMENT_GALLERY_LIMIT) continue;
    seen.add(item.url);
    gallery.push({ url: item.url, ...(item.caption ? { caption: item.caption } : {}) });
  }
  const points = docs.flatMap((d) => (d._geo ? [d._geo] : []));
  const point = points.length
    ? { lat: points.reduce((s, p) => s + p.lat, 0) / points.length, lng: points.reduce((s, p) => s + p.lng, 0) / points.length }
    : undefined;
  const stage = mostCommon(homes.map((h) => h.stage));
  const delivery = mostCommon(homes.map((h) => metaText(h, 'delivery')));
  const builder = mostCommon(homes.map((h) => metaText(h, 'builder')));
  const towers = Math.max(0, ...homes.map((h) => h.towers ?? 0));
  const floors = Math.max(0, ...homes.map((h) => h.floors ?? 0));
  return {
    name: mostCommon(homes.map((h) => metaText(h, 'development'))) ?? first.name ?? categoryLabel(first.category),
    ...(stage ? { stage } : {}),
    ...(delivery ? { delivery } : {}),
    ...(builder ? { builder } : {}),
    ...(towers > 0 ? { towers } : {}),
    ...(floors > 0 ? { floors } : {}),
    address: {
      ...(first.street ? { street: first.street } : {}),
      ...(first.street_number ? { number: String(first.street_number) } : {}),
      neighborhood: first.neighborhood,
      city: first.city,
      state: first.state,
    },
    ...(point ? { point: { lat: Number(point.lat.toFixed(6)), lng: Number(point.lng.toFixed(6)) } } : {}),
    typologies,
    gallery,
    amenities: [...new Set(homes.flatMap((h) => h.amenities))],
    units: homes.length,
  };
}
