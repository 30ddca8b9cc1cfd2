/**
 * The rules of VRSync, the XML format Grupo ZAP (ZAP Imóveis, VivaReal, OLX) ingests,
 * as its published documentation states them: which fields a listing must have, their
 * types and enumerations. A listing that breaks one is left out of the feed and reported
 * with its id and field; the others are exported. Pure.
 *
 * Written from the format's documentation (developers.grupozap.com, "VRSync"); the XSD
 * itself is not fetched (builds never touch the internet), so these checks are the
 * documented subset a portal rejects a listing for, not a full schema validation.
 */

export type TransactionType = 'For Sale' | 'For Rent';

/** Our category → VRSync `PropertyType` (the enumeration's "Usage / Type" values). */
export const PROPERTY_TYPES: Readonly<Record<string, string>> = {
  apartment: 'Residential / Apartment',
  house: 'Residential / Home',
  condo: 'Residential / Condo',
  townhouse: 'Residential / Sobrado',
  penthouse: 'Residential / Penthouse',
  flat: 'Residential / Flat',
  studio: 'Residential / Kitnet',
  loft: 'Residential / Apartment',
  land: 'Residential / Land Lot',
  farm: 'Residential / Farm Ranch',
  office: 'Commercial / Office',
  commercial_property: 'Commercial / Business',
};

/** Our feature/amenity codes (domain/lookups/vocabulary.ts) → VRSync `Feature` values; others are not exported. */
export const FEATURES: Readonly<Record<string, string>> = {
  swimming_pool: 'Pool',
  heated_pool: 'Heated Pool',
  gym: 'Gym',
  elevator: 'Elevator',
  furnished: 'Furnished',
  balcony: 'Balcony',
  barbecue_grill: 'BBQ',
  party_room: 'Party Room',
  air_conditioning: 'Air Conditioning',
  pets_allowed: 'Pets Allowed',
  playground: 'Playground',
  sauna: 'Sauna',
  concierge_24h: 'Concierge 24h',
  security_24h: 'Security 24h',
  tennis_court: 'Tennis Court',
  sports_court: 'Sports Court',
  game_room: 'Game Room',
  garden: 'Garden',
  backyard: 'Backyard',
};

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 3000;
export const TITLE_MAX = 100;
export const LISTING_ID = /^[A-Za-z0-9_-]{1,50}$/;
export const POSTAL_CODE = /^\d{5}-?\d{3}$/;
/** Types that have no living area or rooms to state. */
export const LAND_TYPES: ReadonlySet<string> = new Set(['Residential / Land Lot', 'Residential / Farm Ranch']);
