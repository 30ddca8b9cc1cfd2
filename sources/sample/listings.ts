/**
 * Listings of a complete site (cosmic, nova): an agency's mixed portfolio in one city, drawn
 * from the derived statistics. São Paulo listings sit at their district's centroid (from the
 * data) plus a small jitter; other cities at hand-made bairro centres.
 */
import type { PropertyInput } from '../../domain/schemas/property.ts';
import type { TenantProfile } from './agencies.ts';
import { cep } from './brazil-formats.ts';
import { listingDescription, listingName } from './descriptions.ts';
import { listingNumbers, segmentOf, type Deal } from './listing-values.ts';
import { gallery } from './photos.ts';
import { cityPlaces, saoPauloStreets, streetNames, type Bairro } from './places.ts';
import type { Random } from './random.ts';
import { cityRentals, statistics, type District } from './statistics.ts';

const DAY_MS = 86_400_000;

const categoryWeights: Record<string, number> = { apartment: 55, house: 14, condo: 7, penthouse: 5, studio: 8, land: 4, office: 7 };
const referencePrefix: Record<string, string> = { apartment: 'AP', house: 'CA', condo: 'CC', penthouse: 'CO', studio: 'ST', land: 'TE', office: 'SA' };

const featurePool: Record<string, readonly string[]> = {
  apartment: ['balcony', 'gourmet_balcony', 'built_in_wardrobes', 'kitchen_cabinets', 'american_kitchen', 'service_area', 'air_conditioning', 'porcelain_tile_floor', 'hardwood_floor', 'shower_enclosure', 'piped_gas', 'intercom', 'sunny', 'near_metro', 'near_school', 'near_market'],
  house: ['backyard', 'garden', 'barbecue_grill', 'covered_garage', 'electronic_gate', 'alarm_system', 'security_cameras', 'solar_heating', 'fireplace', 'built_in_wardrobes', 'service_area', 'home_office', 'near_school', 'near_park'],
  land: ['near_school', 'near_market', 'near_park'],
  office: ['air_conditioning', 'internet_access', 'wheelchair_accessible', 'security_cameras', 'near_metro'],
};
const amenityPool = ['gym', 'party_room', 'playground', 'concierge_24h', 'barbecue_area', 'gourmet_space', 'game_room', 'sauna', 'sports_court', 'bicycle_rack', 'pet_place', 'coworking', 'shared_laundry', 'visitor_parking'];

/** created_at within the year before `now`, updated_at between it and `now`. */
export function listingDates(random: Random, now: Date): { created_at: string; updated_at: string } {
  const created = now.getTime() - Math.round(random.between(1, 365) * DAY_MS);
  const updated = created + Math.round(random.next() * (now.getTime() - created));
  return { created_at: new Date(created).toISOString(), updated_at: new Date(updated).toISOString() };
}

/** A point within ~`metres` of a centre, rounded to 6 decimals like the map filter. */
export function jitter(random: Random, centre: { lat: number; lng: number }, metres: number): { lat: number; lng: number } {
  const degrees = metres / 111_000;
  const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
  return { lat: round6(centre.lat + random.between(-degrees, degrees)), lng: round6(centre.lng + random.between(-degrees, degrees)) };
}

function featuresFor(random: Random, category: string, city: string): string[] {
  const pool = featurePool[category] ?? featurePool[['penthouse', 'studio'].includes(category) ? 'apartment' : 'house'] ?? [];
  const codes = random.sample(pool, random.int(2, 5));
  const rates = city === 'São Paulo' ? statistics.sao_paulo.amenity_rates : { elevator: 0.5, furnished: cityRentals(city).furnished_rate };
  const vertical = ['apartment', 'penthouse', 'studio', 'office'].includes(category);
  if (vertical && random.chance(rates.elevator)) codes.push('elevator');
  if (category !== 'land' && category !== 'office' && random.chance(rates.furnished)) codes.push(category === 'studio' ? 'furnished' : random.pick(['furnished', 'semi_furnished']));
  if (category !== 'land' && category !== 'office' && random.chance(cityRentals(city).pets_rate)) codes.push('pets_allowed');
  return [...new Set(codes)];
}

function amenitiesFor(random: Random, category: string, city: string): string[] {
  if (category === 'house' || category === 'land' || category === 'office') return category === 'office' ? ['concierge_24h'] : [];
  const poolRate = city === 'São Paulo' ? statistics.sao_paulo.amenity_rates.pool : 0.4;
  const codes = random.sample(amenityPool, random.int(1, 5));
  if (random.chance(poolRate)) codes.unshift('swimming_pool');
  if (category === 'condo') codes.unshift('gated_community', 'security_24h', 'green_area');
  return [...new Set(codes)];
}

function complementFor(random: Random, category: string, floor: number): string | null {
  if (category === 'office') return `Conjunto ${floor}${random.int(1, 9)}`;
  if (floor === 0) return category === 'condo' ? `Casa ${random.int(1, 80)}` : null;
  const unit = `Apto ${floor}${random.int(1, 4)}`;
  return random.chance(0.3) ? `Bloco ${random.pick(['A', 'B', 'C'])}, ${unit.toLowerCase()}` : unit;
}

export interface ListingBatch {
  homes: PropertyInput[];
  media: string[];
}

export function completeSiteListings(random: Random, profile: TenantProfile, count: number, now: Date): ListingBatch {
  const places = cityPlaces(profile.city);
  const districts = new Map<string, District>(statistics.sao_paulo.districts.map((d) => [d.name, d]));
  const weightOf = (b: Bairro) => districts.get(b.name)?.count ?? 1;
  let id = random.int(1_000, 9_000);
  // ~2% hidden (spec §3.1 is_visible_on_site), spread through the list.
  const hiddenOffset = random.int(0, 49);
  const homes: PropertyInput[] = [];
  const media = new Set<string>();

  for (let i = 0; i < count; i++) {
    id += random.int(1, 7);
    const r = random.fork(`home-${i}`);
    let deal: Deal = profile.deals === 'rent' || r.chance(0.5) ? 'rent' : 'sale';
    let category = r.weighted(Object.keys(categoryWeights), (c) => categoryWeights[c] ?? 0);
    if (category === 'land' && deal === 'rent') category = 'apartment';
    if (category === 'land' && profile.city !== 'São Paulo') deal = 'sale';
    const bairro = profile.city === 'São Paulo' ? r.weighted(places.bairros, weightOf) : r.pick(places.bairros);
    const numbers = listingNumbers(r, { city: profile.city, deal, category, district: districts.get(bairro.name) });
    const features = featuresFor(r, category, profile.city);
    const amenities = amenitiesFor(r, category, profile.city);
    const photos = gallery(r, ['house', 'condo', 'land'].includes(category) ? 'house' : 'apartment', category === 'land' ? 3 : r.int(3, 8));
    for (const photo of photos) media.add(photo.url.replace(/^media\//, ''));
    const street = r.pick(saoPauloStreets[bairro.name] ?? streetNames);
    const point = jitter(r, bairro, 450);
    const isNew = profile.city === 'São Paulo' && r.chance(statistics.sao_paulo.amenity_rates.new * 3);

    homes.push({
      id,
      external_id: `${referencePrefix[category] ?? 'IM'}${String(id).padStart(5, '0')}`,
      integration_name: 'vitrine-sample',
      status: deal,
      type: category === 'office' ? 'commercial' : 'residential',
      category,
      stage: isNew ? 'delivered' : 'ready',
      segment: segmentOf(profile.city, deal, numbers.price),
      name: listingName(r, category, bairro.name),
      description: listingDescription(r, { category, deal, numbers, neighborhood: bairro.name, city: profile.city, features, amenities, agency: profile.agency }),
      gallery: photos,
      price: deal === 'sale' ? numbers.price : null,
      rental_price: deal === 'rent' ? numbers.price : null,
      condominium_price: numbers.condominium,
      iptu_price: numbers.iptu,
      area: numbers.area,
      bedrooms: numbers.bedrooms,
      suites: numbers.suites,
      bathrooms: numbers.bathrooms,
      parking_spaces: numbers.parking,
      floors: category === 'house' || category === 'condo' ? r.int(1, 3) : null,
      features,
      amenities,
      zipcode: cep(r, places.cepPrefix),
      neighborhood: bairro.name,
      city: profile.city,
      state: places.state,
      street,
      street_number: String(r.int(10, 3_500)),
      complement: complementFor(r, category, numbers.floor),
      social_housing_program: deal === 'sale' && numbers.price <= 350_000 && r.chance(0.3),
      lat: point.lat,
      lng: point.lng,
      ...listingDates(r, now),
      is_visible_on_site: i % 50 !== hiddenOffset,
      is_featured_on_site: r.chance(0.1),
      site_categories: [
        ...(segmentOf(profile.city, deal, numbers.price) === 'luxury' ? ['Alto padrão'] : []),
        ...(features.includes('pets_allowed') ? ['Pet friendly'] : []),
      ],
      // Three in four listings go to Grupo ZAP's portals (the VRSync feed); no random draw, so the rest of the sample is unchanged.
      portals: { grupozap: { enabled: i % 4 !== 3, listing_type: i % 10 === 0 ? 'premium' : 'standard' } },
    });
  }
  return { homes, media: [...media].sort() };
}
