/**
 * The numbers of a generated listing: price, area, rooms, fees. Prices are drawn first from
 * the derived statistics (so they stay inside the statistics' ranges) and the area follows
 * from a price per m², which keeps the two consistent the way real ads are.
 */
import { roundPrice } from './brazil-formats.ts';
import { fromQuantiles, quantileRange, type Random } from './random.ts';
import { cityRentals, statistics, type District, type Quantiles } from './statistics.ts';

export type Deal = 'rent' | 'sale';

export interface ListingNumbers {
  price: number;
  area: number;
  bedrooms: number | null;
  suites: number | null;
  bathrooms: number | null;
  parking: number;
  condominium: number | null;
  iptu: number | null;
  /** Storey of an apartment (0 for houses and land). */
  floor: number;
}

/** Area scale and price-per-m² scale of each category against a typical apartment. */
const categoryShape: Record<string, { area: [number, number]; perM2: number }> = {
  apartment: { area: [1, 1], perM2: 1 },
  penthouse: { area: [1.8, 2.6], perM2: 1.15 },
  studio: { area: [0.45, 0.65], perM2: 1.15 },
  house: { area: [1.4, 2.2], perM2: 0.8 },
  condo: { area: [1.6, 2.6], perM2: 0.9 },
  land: { area: [3, 8], perM2: 0.35 },
  office: { area: [0.6, 1.6], perM2: 0.9 },
};

const minAreas: Record<string, number> = { studio: 22, office: 22, house: 60, condo: 80, penthouse: 90, land: 125 };

const SAO_PAULO = 'São Paulo';

/** The price statistics a listing draws from: São Paulo's own file, else the city's rentals. */
export function priceQuantiles(city: string, deal: Deal): Quantiles {
  if (city === SAO_PAULO) return statistics.sao_paulo[deal].price;
  if (deal === 'rent') return cityRentals(city).rent;
  // No sale data outside São Paulo: scale SP's sale prices by the ratio of rents per m².
  const factor = cityRentals(city).rent_per_m2.p50 / cityRentals(SAO_PAULO).rent_per_m2.p50;
  const sp = statistics.sao_paulo.sale.price;
  return { p10: sp.p10 * factor, p25: sp.p25 * factor, p50: sp.p50 * factor, p75: sp.p75 * factor, p90: sp.p90 * factor };
}

function pricePerM2(city: string, deal: Deal, district: District | undefined): number {
  if (city === SAO_PAULO) {
    const own = deal === 'sale' ? district?.sale_m2_p50 : district?.rent_m2_p50;
    return own ?? statistics.sao_paulo[deal].price_per_m2.p50;
  }
  const rentPerM2 = cityRentals(city).rent_per_m2.p50;
  return deal === 'rent' ? rentPerM2 : (statistics.sao_paulo.sale.price_per_m2.p50 * rentPerM2) / cityRentals(SAO_PAULO).rent_per_m2.p50;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function bedroomsFor(random: Random, area: number, category: string): number | null {
  if (category === 'land' || category === 'office') return null;
  if (category === 'studio') return 1;
  const base = area < 45 ? 1 : area < 75 ? 2 : area < 130 ? 3 : area < 250 ? 4 : 5;
  const shift = random.chance(0.15) ? (area >= 75 ? random.pick([-1, 1]) : -1) : 0;
  return clamp(base + shift, 1, 6);
}

/** Condo fee: São Paulo from its fee per m², elsewhere as a share of the rent. */
function condominiumFee(random: Random, city: string, deal: Deal, price: number, area: number): number | null {
  if (city === SAO_PAULO) return roundPrice(fromQuantiles(random, statistics.sao_paulo[deal].condo_per_m2) * area, 'fee');
  const rentals = cityRentals(city);
  const rent = deal === 'rent' ? price : price * 0.0045; // a sale price read as ~0.45% a month of rent
  return roundPrice(fromQuantiles(random, rentals.condo_to_rent) * rent, 'fee');
}

/** Monthly IPTU, as a share of the (actual or implied) rent; missing in some ads, as in the data. */
function iptuFee(random: Random, city: string, deal: Deal, price: number): number | null {
  const rentals = cityRentals(city === SAO_PAULO ? SAO_PAULO : city);
  if (!random.chance(rentals.iptu_share)) return null;
  const rent = deal === 'rent' ? price : price * 0.0045;
  return roundPrice(fromQuantiles(random, rentals.iptu_to_rent) * rent, 'fee');
}

export function listingNumbers(
  random: Random,
  input: { city: string; deal: Deal; category: string; district?: District },
): ListingNumbers {
  const { city, deal, category } = input;
  const shape = categoryShape[category] ?? categoryShape.apartment!;
  const range = quantileRange(priceQuantiles(city, deal));
  const perM2 = pricePerM2(city, deal, input.district) * shape.perM2 * random.between(0.85, 1.2);
  // Price first (inside the statistics' range), area from it, then bounded to the category's sizes.
  const price = clamp(fromQuantiles(random, priceQuantiles(city, deal)) * random.between(shape.area[0], shape.area[1]), range.min, range.max);
  const typicalArea = city === SAO_PAULO ? statistics.sao_paulo[deal].area : cityRentals(city).area;
  // The SP data was pre-filtered to >= 30 m²; only studios and offices go below. A unit
  // under the floor gets a few m² more than it, so sizes do not pile up on one value.
  const minArea = Math.max(minAreas[category] ?? 30, typicalArea.p10 * 0.6 * shape.area[0]);
  const maxArea = category === 'studio' ? 55 : typicalArea.p90 * 1.3 * shape.area[1];
  const rawArea = price / perM2;
  const area = Math.round(rawArea < minArea ? minArea + random.between(0, 15) : Math.min(rawArea, maxArea));
  const finalPrice = roundPrice(clamp(area * perM2, range.min, range.max), deal);

  const bedrooms = bedroomsFor(random, area, category);
  // Small units have at most one suite; a guest toilet (lavabo) only in larger ones.
  const maxSuites = bedrooms === null ? 0 : area < 70 ? 1 : bedrooms - 1;
  const minSuites = area < 55 ? 0 : area < 120 ? 1 : 2;
  const suites = bedrooms === null ? null : bedrooms === 1 ? (random.chance(0.2) ? 1 : 0) : random.int(Math.min(minSuites, maxSuites), Math.max(1, maxSuites));
  const guestToilet = area > 90 && random.chance(0.6) ? 1 : 0;
  const bathrooms = category === 'land' ? null : category === 'office' ? random.int(1, 2) : (suites ?? 0) + (bedrooms === suites ? 0 : 1) + guestToilet;
  const parking = category === 'land' ? 0 : clamp(Math.round(area / 60 + random.between(-0.6, 0.6)), category === 'house' || category === 'condo' ? 1 : 0, 6);
  const hasCondo = !['house', 'land'].includes(category) || (category === 'land' && random.chance(0.3));
  const vertical = ['apartment', 'penthouse', 'studio', 'office'].includes(category);
  const floors = cityRentals(city === SAO_PAULO ? SAO_PAULO : city).floor;

  return {
    price: finalPrice,
    area,
    bedrooms,
    suites,
    bathrooms,
    parking,
    condominium: hasCondo ? condominiumFee(random, city, deal, finalPrice, area) : null,
    iptu: iptuFee(random, city, deal, finalPrice),
    floor: vertical ? clamp(Math.round(fromQuantiles(random, floors)), 1, 30) + (category === 'penthouse' ? 10 : 0) : 0,
  };
}

/** affordable under p25 of the market, luxury over p90, standard between. */
export function segmentOf(city: string, deal: Deal, price: number): 'affordable' | 'standard' | 'luxury' {
  const q = priceQuantiles(city, deal);
  return price < q.p25 ? 'affordable' : price > q.p90 ? 'luxury' : 'standard';
}
