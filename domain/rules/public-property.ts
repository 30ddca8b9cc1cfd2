/**
 * What a visitor may see of a home (spec §3.1, DESIGN §10): the one allow-list applied
 * wherever homes become public — page data (HTML, `_payload.json`, JSON-LD, island props),
 * the search index, feeds. A field not listed here never leaves the build.
 *
 * Private, field by field: `integration_id`, `integration_name`, `external_id`,
 * `category_id` (the back office's and integrations' keys), `user_id` and
 * `owner_contact_id` (who owns and who sells), `commissions` (contacts, broker names,
 * percentages, notes), `portals` (the broker's portal contracts), `complement` (the unit
 * number: the exact door), `place_id`, `deleted_at`, `is_visible_on_site` (a publishing
 * switch), and every `meta` key but the five pages show (PUBLIC_META_KEYS).
 */
import type { Property } from '../schemas/property.ts';

export const PUBLIC_PROPERTY_FIELDS = [
  'id', 'status', 'type', 'category', 'stage', 'segment', 'name', 'description',
  'gallery', 'floor_plans',
  'price', 'rental_price', 'condominium_price', 'iptu_price',
  'area', 'bedrooms', 'suites', 'bathrooms', 'parking_spaces', 'floors', 'towers',
  'features', 'amenities',
  // The street and number are shown by landing pages (the development's address); the unit is not.
  'zipcode', 'neighborhood', 'city', 'state', 'street', 'street_number',
  'social_housing_program', 'location', 'lat', 'lng', 'nearby_places', 'theme',
  'meta', 'youtube_video_url', 'virtual_tour_url',
  'created_at', 'updated_at', 'is_featured_on_site', 'site_categories',
] as const satisfies ReadonlyArray<keyof Property>;

/** The `meta` keys a visitor sees: the listing's video and virtual tour, a landing page's development, builder and delivery date. */
export const PUBLIC_META_KEYS = ['youtube_video_url', 'virtual_tour_url', 'development', 'builder', 'delivery'] as const;

export type PublicPropertyField = (typeof PUBLIC_PROPERTY_FIELDS)[number];
export type PublicProperty = Pick<Property, PublicPropertyField>;

const PUBLIC: ReadonlySet<string> = new Set(PUBLIC_PROPERTY_FIELDS);
const PUBLIC_META: ReadonlySet<string> = new Set(PUBLIC_META_KEYS);

function publicMeta(meta: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(meta).filter(([key]) => PUBLIC_META.has(key)));
}

/** The public copy of a home: allow-listed fields only, `meta` reduced to its public keys. */
export function toPublicProperty(home: Property): PublicProperty {
  const copy: Record<string, unknown> = {};
  // The record's own key order: payloads change only where a private field was.
  for (const [field, value] of Object.entries(home)) {
    if (!PUBLIC.has(field)) continue;
    copy[field] = field === 'meta' && value ? publicMeta(value as Record<string, unknown>) : value;
  }
  return copy as PublicProperty;
}
