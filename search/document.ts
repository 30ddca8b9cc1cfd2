/**
 * Property → SearchDocument (DESIGN §5): what search and result cards need,
 * no more. Prices become integer cents; `_geo` comes from lat/lng, or from the
 * hex-encoded `location` point when only that is present.
 */
import { decodeHexPoint } from '../domain/rules/hex-geometry.ts';
import { featuredImage, listingTitle, listingUrl } from '../domain/rules/listing.ts';
import { roundCoord } from '../domain/rules/geo.ts';
import type { PublicProperty } from '../domain/rules/public-property.ts';
import type { SearchDocument } from '../domain/schemas/index.ts';
import { toCents } from '../domain/schemas/search-document.ts';

/** The home's point for maps and JSON-LD, rounded as the index stores it; undefined when it has none. */
export function homeGeo(home: PublicProperty): SearchDocument['_geo'] {
  if (typeof home.lat === 'number' && typeof home.lng === 'number') {
    return { lat: roundCoord(home.lat), lng: roundCoord(home.lng) };
  }
  if (home.location) {
    try {
      const point = decodeHexPoint(home.location);
      return { lat: roundCoord(point.lat), lng: roundCoord(point.lng) };
    } catch {
      return undefined; // a bad location leaves the home off the map, not off the site
    }
  }
  return undefined;
}

export function toSearchDocument(home: PublicProperty): SearchDocument {
  const geo = homeGeo(home);
  return {
    id: home.id,
    status: home.status,
    type: home.type ?? null,
    category: home.category,
    name: home.name ?? null,
    title: listingTitle(home),
    url: listingUrl(home),
    neighborhood: home.neighborhood,
    city: home.city,
    state: home.state,
    bedrooms: home.bedrooms ?? null,
    suites: home.suites ?? null,
    bathrooms: home.bathrooms ?? null,
    parking_spaces: home.parking_spaces ?? null,
    area: home.area,
    features: home.features,
    amenities: home.amenities,
    site_categories: home.site_categories,
    is_featured_on_site: home.is_featured_on_site,
    created_at: home.created_at ?? null,
    updated_at: home.updated_at ?? null,
    image: featuredImage(home.gallery)?.url ?? null,
    price: home.price == null ? null : toCents(home.price),
    rental_price: home.rental_price == null ? null : toCents(home.rental_price),
    ...(geo ? { _geo: geo } : {}),
  };
}
