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

/**
 * A sale price as a monthly figure, so 'Menor preço' without a Finalidade interleaves
 * rentals and sales instead of listing every sale first: 0.5 % a month, the usual gross
 * rental yield of Brazilian homes (≈ 6 % a year), so R$ 900.000 compares as R$ 4.500/mês.
 */
export const SALE_PRICE_MONTHLY_SHARE = 0.005;

type Money = number | null | undefined;
const positive = (cents: Money): number | undefined => (typeof cents === 'number' && Number.isFinite(cents) && cents > 0 ? cents : undefined);

/**
 * A rental's total a month, in cents: rent + condomínio + IPTU (a missing fee counts 0).
 * IPTU is monthly in the data (`iptu_price`, as rental ads quote it and the listing page's
 * 'Total mensal' adds it). Null for a sale or a rental without rent.
 */
export function totalMonthlyCost(doc: { status: string; rental_price?: Money; condominium_price?: Money; iptu_price?: Money }): number | null {
  const rent = positive(doc.rental_price);
  if (doc.status !== 'rent' || rent === undefined) return null;
  return rent + (positive(doc.condominium_price) ?? 0) + (positive(doc.iptu_price) ?? 0);
}

/** The price 'Menor preço' orders by across statuses, in cents a month: the rent, or the sale price × 0.5 %. */
export function comparablePrice(doc: { status: string; price?: Money; rental_price?: Money }): number | null {
  if (doc.status === 'rent') return doc.rental_price ?? null;
  return typeof doc.price === 'number' ? Math.round(doc.price * SALE_PRICE_MONTHLY_SHARE) : null;
}

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
  const money = {
    status: home.status,
    price: home.price == null ? null : toCents(home.price),
    rental_price: home.rental_price == null ? null : toCents(home.rental_price),
    condominium_price: home.condominium_price == null ? null : toCents(home.condominium_price),
    iptu_price: home.iptu_price == null ? null : toCents(home.iptu_price),
  };
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
    price: money.price,
    rental_price: money.rental_price,
    condominium_price: money.condominium_price,
    iptu_price: money.iptu_price,
    total_cost: totalMonthlyCost(money),
    comparable_price: comparablePrice(money),
    ...(geo ? { _geo: geo } : {}),
  };
}
