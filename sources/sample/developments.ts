/**
 * Units of one development, for the landing-page templates (wind, tropical): the same
 * building, address and amenities, a few typologies spread over towers and floors, sold
 * off plan (stage launch / construction) with floor plans.
 */
import type { PropertyInput } from '../../domain/schemas/property.ts';
import type { DevelopmentProfile, TenantProfile } from './agencies.ts';
import { cep, roundPrice } from './brazil-formats.ts';
import { listingDescription } from './descriptions.ts';
import { floorPlanFile, floorPlanSvg, type GeneratedFile } from './drawings.ts';
import { listingDates, jitter } from './listings.ts';
import { gallery, mediaUrl } from './photos.ts';
import { cityPlaces, streetNames, type Bairro } from './places.ts';
import type { Random } from './random.ts';
import { cityRentals, statistics } from './statistics.ts';

/** A landing page shows a handful of units, whatever --listings says. */
export const LANDING_UNITS_MAX = 12;

interface Typology {
  /** Names the floor plan: '2 dormitórios com suíte'. */
  label: string;
  /** Starts the unit's name; the site's title adds the bedrooms ('… com 2 quartos à venda'). */
  unit: string;
  category: string;
  area: number;
  bedrooms: number;
  suites: number;
  bathrooms: number;
  parking: number;
  features: string[];
}

const urbanTypologies: readonly Typology[] = [
  { label: '2 dormitórios', unit: 'Apartamento compacto', category: 'apartment', area: 52, bedrooms: 2, suites: 0, bathrooms: 1, parking: 1, features: ['american_kitchen', 'balcony'] },
  { label: '2 dormitórios com suíte', unit: 'Apartamento', category: 'apartment', area: 61, bedrooms: 2, suites: 1, bathrooms: 2, parking: 1, features: ['gourmet_balcony', 'american_kitchen'] },
  { label: '3 dormitórios', unit: 'Apartamento amplo', category: 'apartment', area: 78, bedrooms: 3, suites: 1, bathrooms: 2, parking: 2, features: ['gourmet_balcony', 'barbecue_grill'] },
  { label: 'Cobertura duplex', unit: 'Cobertura duplex', category: 'penthouse', area: 142, bedrooms: 3, suites: 3, bathrooms: 4, parking: 2, features: ['gourmet_balcony', 'private_pool', 'barbecue_grill'] },
];

const beachTypologies: readonly Typology[] = [
  { label: 'Flat 1 quarto', unit: 'Flat', category: 'flat', area: 38, bedrooms: 1, suites: 1, bathrooms: 1, parking: 1, features: ['american_kitchen', 'furnished'] },
  { label: '2 quartos garden', unit: 'Apartamento garden', category: 'apartment', area: 68, bedrooms: 2, suites: 1, bathrooms: 2, parking: 1, features: ['garden', 'barbecue_grill'] },
  { label: '3 quartos vista mar', unit: 'Apartamento vista mar', category: 'apartment', area: 96, bedrooms: 3, suites: 2, bathrooms: 3, parking: 2, features: ['sea_view', 'gourmet_balcony'] },
  { label: 'Cobertura com piscina', unit: 'Cobertura duplex', category: 'penthouse', area: 165, bedrooms: 3, suites: 3, bathrooms: 4, parking: 2, features: ['sea_view', 'private_pool', 'gourmet_balcony'] },
];

const urbanAmenities = ['swimming_pool', 'heated_pool', 'gym', 'party_room', 'gourmet_space', 'playground', 'toy_library', 'pet_place', 'coworking', 'concierge_24h', 'bicycle_rack', 'ev_charger'];
const beachAmenities = ['swimming_pool', 'wet_deck', 'children_pool', 'gym', 'spa', 'gourmet_space', 'barbecue_area', 'concierge_24h', 'security_24h', 'gated_community', 'green_area', 'solarium'];

/**
 * Price per m² of a new unit: São Paulo's median sale price per m², scaled by the city's
 * rent per m² against São Paulo's, plus a launch premium. Beach towns are not in the data:
 * a resort such as Porto de Galinhas is priced like São Paulo (a hand-picked assumption).
 */
function launchPricePerM2(city: string, beach: boolean): number {
  const spSale = statistics.sao_paulo.sale.price_per_m2.p50;
  const factor = statistics.cities[city] ? (cityRentals(city).rent_per_m2.p50 / cityRentals('São Paulo').rent_per_m2.p50) : 1;
  return spSale * (beach ? 1.1 : factor) * 1.2;
}

export interface DevelopmentSite {
  development: DevelopmentProfile;
  bairro: Bairro;
  street: string;
  streetNumber: string;
  zipcode: string;
  homes: PropertyInput[];
  media: string[];
  generatedMedia: GeneratedFile[];
}

export function developmentListings(random: Random, profile: TenantProfile, count: number, now: Date): DevelopmentSite {
  const development = profile.development;
  if (!development) throw new Error(`${profile.siteUrl} has no development`);
  const places = cityPlaces(profile.city);
  const bairro = places.bairros.find((b) => b.name === development.neighborhood) ?? random.pick(places.bairros);
  const typologies = development.beach ? beachTypologies : urbanTypologies;
  const amenities = development.beach ? beachAmenities : urbanAmenities;
  const street = development.beach ? (profile.city === 'Ipojuca' ? 'Rodovia PE-09' : 'Avenida Beira-Mar') : random.pick(streetNames);
  const streetNumber = String(random.int(100, 2_000));
  const zipcode = cep(random, places.cepPrefix);
  const perM2 = launchPricePerM2(profile.city, development.beach);
  const dates = listingDates(random, now);
  const taken = new Set<string>();
  const homes: PropertyInput[] = [];
  const media = new Set<string>();
  let id = random.int(500, 900);

  for (let i = 0; i < Math.min(count, LANDING_UNITS_MAX); i++) {
    const r = random.fork(`unit-${i}`);
    const typology = typologies[i % typologies.length] as Typology;
    const towerIndex = r.int(0, development.towers - 1);
    const tower = String.fromCharCode(65 + towerIndex);
    const penthouse = typology.category === 'penthouse';
    // Up to six units a floor; penthouses take the top floor. Redraw until the unit is free.
    const drawFloor = () => (penthouse ? development.floors : r.int(1, Math.max(1, development.floors - 1)));
    let floor = drawFloor();
    let unit = `${tower}-${floor}0${r.int(1, 6)}`;
    for (let attempt = 0; taken.has(unit) && attempt < 100; attempt++) {
      floor = r.int(1, development.floors);
      unit = `${tower}-${floor}0${r.int(1, 6)}`;
    }
    taken.add(unit);
    id += r.int(1, 4);

    const premium = 1 + floor * 0.006 + (development.beach && towerIndex === 0 ? 0.15 : 0);
    const price = roundPrice(typology.area * perM2 * premium, 'sale');
    const condominium = roundPrice(typology.area * statistics.sao_paulo.sale.condo_per_m2.p50 * (development.beach ? 1.2 : 1), 'fee');
    const iptu = roundPrice(price * 0.0045 * cityRentals(statistics.cities[profile.city] ? profile.city : 'São Paulo').iptu_to_rent.p50, 'fee');
    const numbers = { price, area: typology.area, bedrooms: typology.bedrooms, suites: typology.suites, bathrooms: typology.bathrooms, parking: typology.parking, condominium, iptu, floor };
    const stage = towerIndex === 0 ? development.stage : 'launch';
    const photos = gallery(r, development.beach ? 'pool' : 'apartment', r.int(4, 8));
    for (const photo of photos) media.add(photo.url.replace(/^media\//, ''));
    const plan = { label: typology.label, area: typology.area, bedrooms: typology.bedrooms, suites: typology.suites };
    const intro =
      `${stage === 'construction' ? 'Em construção' : 'Lançamento'}: ${development.name}, da ${development.builder}, em ${bairro.name}, ${profile.city}. ` +
      `${development.towers} ${development.towers === 1 ? 'torre' : 'torres'} de ${development.floors} andares, entrega prevista para ${development.delivery}.`;
    const point = jitter(r, bairro, 40);

    homes.push({
      id,
      external_id: `LAN-${unit}`,
      integration_name: 'vitrine-sample',
      status: 'sale',
      type: 'residential',
      category: typology.category,
      stage,
      segment: penthouse || development.beach ? 'luxury' : 'standard',
      name: `${typology.unit} no ${development.name}`,
      description: `${intro}\n\n${listingDescription(r, {
        category: typology.category, deal: 'sale', numbers, neighborhood: bairro.name, city: profile.city,
        features: typology.features, amenities, agency: profile.agency,
      })}`,
      gallery: photos,
      floor_plans: [{ name: floorPlanFile(plan).replace(/\.svg$/, ''), url: mediaUrl(floorPlanFile(plan)), caption: `Planta ilustrativa – ${typology.label}, ${typology.area} m²`, featured: true }],
      price,
      condominium_price: condominium,
      iptu_price: iptu,
      area: typology.area,
      bedrooms: typology.bedrooms,
      suites: typology.suites,
      bathrooms: typology.bathrooms,
      parking_spaces: typology.parking,
      floors: development.floors,
      towers: development.towers,
      features: typology.features,
      amenities,
      zipcode,
      neighborhood: bairro.name,
      city: profile.city,
      state: places.state,
      street,
      street_number: streetNumber,
      complement: `Torre ${tower}, apto ${unit.slice(2)}`,
      lat: point.lat,
      lng: point.lng,
      meta: { development: development.name, tower, delivery: development.delivery },
      ...dates,
      is_featured_on_site: i < typologies.length,
      site_categories: ['Lançamentos'],
    });
  }
  const plans = typologies.slice(0, Math.min(count, LANDING_UNITS_MAX)).map((t) => floorPlanSvg(t));
  return { development, bairro, street, streetNumber, zipcode, homes, media: [...media].sort(), generatedMedia: plans };
}
