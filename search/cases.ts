/**
 * THE case table both engines' tests run (DESIGN §5: the same filters give the same hits):
 * 24 hand-made listings and, for each case, the expected hit ids in order, reasoned from the
 * table below — not copied from an engine's output.
 *
 * The order contract (spec §7.1; search/static-index/orders.ts implements it):
 * - default: featured first, then newest (created_at desc), then id desc; no created_at last;
 * - area_*: by area; price_*: by the price filter's field — rental_price with status rent,
 *   price with status sale, price then rental_price without a status (Meilisearch
 *   ['price:asc', 'rental_price:asc']); a listing without the field comes last either way;
 *   ties keep the default order.
 * Facet distributions key numbers as strings ('3', '45000000'), as Meilisearch does.
 *
 * Default order of all 24 (featured 10, 22, 3, 17; 8 before 6 on the same date; 21 and 12
 * have no created_at): 10 22 3 17 | 23 15 18 8 6 13 20 4 16 5 2 11 1 9 19 14 24 7 21 12.
 */
import { listingTitle, listingUrl } from '../domain/rules/listing.ts';
import type { FilterStateInput } from '../domain/schemas/filter-state.ts';
import type { SearchDocument } from '../domain/schemas/search-document.ts';
import { comparablePrice, totalMonthlyCost } from './document.ts';
import type { FacetDistribution, FacetHit, FacetName } from './engine.ts';

interface Place {
  neighborhood: string;
  city: string;
  state: string;
}
const place = (neighborhood: string, city: string, state: string): Place => ({ neighborhood, city, state });
const VILA_MARIANA = place('Vila Mariana', 'São Paulo', 'SP');
const PINHEIROS = place('Pinheiros', 'São Paulo', 'SP');
const MOEMA = place('Moema', 'São Paulo', 'SP');
const COPACABANA = place('Copacabana', 'Rio de Janeiro', 'RJ');
const BOTAFOGO = place('Botafogo', 'Rio de Janeiro', 'RJ');
const TIJUCA = place('Tijuca', 'Rio de Janeiro', 'RJ');
const CAMBUI = place('Cambuí', 'Campinas', 'SP');
const TAQUARAL = place('Taquaral', 'Campinas', 'SP');
const PET = 'Pet friendly';
const LUXURY = 'Alto padrão';

interface HomeRow {
  id: number;
  status: 'rent' | 'sale';
  category: string;
  at: Place;
  /** Bedrooms, bathrooms, parking spaces. */
  rooms: [number | null, number | null, number | null];
  area: number;
  /** Cents. */
  price?: number;
  rent?: number;
  /** Condomínio and IPTU a month, cents. */
  fees?: [number | null, number | null];
  features?: string[];
  amenities?: string[];
  site?: string[];
  featured?: boolean;
  /** Day in 2026 ('03-01'), or null. */
  created: string | null;
  geo?: [number, number];
  name?: string;
}

function home(row: HomeRow): SearchDocument {
  const [bedrooms, bathrooms, parking_spaces] = row.rooms;
  const created_at = row.created === null ? null : `2026-${row.created}T12:00:00.000Z`;
  const summary = { id: row.id, status: row.status, category: row.category, bedrooms, name: row.name ?? null, ...row.at };
  const money = { status: row.status, price: row.price ?? null, rental_price: row.rent ?? null, condominium_price: row.fees?.[0] ?? null, iptu_price: row.fees?.[1] ?? null };
  return {
    ...summary,
    type: row.category === 'office' ? 'commercial' : 'residential',
    title: listingTitle(summary),
    url: listingUrl(summary),
    suites: bedrooms === null ? null : Math.max(0, bedrooms - 1),
    bathrooms,
    parking_spaces,
    area: row.area,
    features: row.features ?? [],
    amenities: row.amenities ?? [],
    site_categories: row.site ?? [],
    is_featured_on_site: row.featured ?? false,
    created_at,
    updated_at: created_at,
    image: row.id % 5 === 0 ? null : `media/home-${row.id}.jpg`,
    ...money,
    total_cost: totalMonthlyCost(money),
    comparable_price: comparablePrice(money),
    ...(row.geo ? { _geo: { lat: row.geo[0], lng: row.geo[1] } } : {}),
  };
}

export const caseDocuments: SearchDocument[] = [
  home({ id: 1, status: 'sale', category: 'apartment', at: VILA_MARIANA, rooms: [2, 1, 1], area: 65, price: 650_000_00, fees: [800_00, 200_00], features: ['balcony'], amenities: ['gym'], site: [PET], created: '03-01', geo: [-23.589, -46.634] }),
  home({ id: 2, status: 'rent', category: 'apartment', at: PINHEIROS, rooms: [1, 1, 0], area: 38, rent: 3_200_00, fees: [600_00, 100_00], features: ['furnished'], created: '03-05', geo: [-23.567, -46.693] }),
  home({ id: 3, status: 'sale', category: 'house', at: MOEMA, rooms: [4, 3, 3], area: 240, price: 2_400_000_00, features: ['balcony', 'barbecue_grill'], amenities: ['swimming_pool'], site: [LUXURY], featured: true, created: '02-10', geo: [-23.601, -46.665], name: 'Casa com jardim em Moema' }),
  home({ id: 4, status: 'rent', category: 'apartment', at: COPACABANA, rooms: [3, 2, 1], area: 110, rent: 6_500_00, fees: [1_500_00, 300_00], features: ['balcony', 'furnished'], amenities: ['swimming_pool', 'gym'], site: [PET], created: '03-12', geo: [-22.971, -43.186] }),
  home({ id: 5, status: 'sale', category: 'apartment', at: BOTAFOGO, rooms: [2, 2, 1], area: 80, price: 1_100_000_00, features: ['balcony'], amenities: ['gym'], created: '03-08', geo: [-22.951, -43.183] }),
  home({ id: 6, status: 'rent', category: 'studio', at: VILA_MARIANA, rooms: [1, 1, null], area: 28, rent: 2_100_00, fees: [400_00, null], features: ['furnished'], amenities: ['coworking'], site: [PET], created: '03-20' }),
  home({ id: 7, status: 'sale', category: 'land', at: TAQUARAL, rooms: [null, null, null], area: 400, price: 380_000_00, created: '01-15', geo: [-22.874, -47.053] }),
  home({ id: 8, status: 'rent', category: 'house', at: CAMBUI, rooms: [3, 2, 2], area: 150, rent: 4_800_00, features: ['barbecue_grill'], site: [PET], created: '03-20', geo: [-22.893, -47.052] }),
  home({ id: 9, status: 'sale', category: 'office', at: PINHEIROS, rooms: [0, 2, 2], area: 90, created: '02-28', geo: [-23.565, -46.69] }),
  home({ id: 10, status: 'sale', category: 'apartment', at: VILA_MARIANA, rooms: [3, 2, 2], area: 95, price: 980_000_00, features: ['balcony', 'furnished'], amenities: ['gym', 'swimming_pool'], site: [LUXURY, PET], featured: true, created: '03-25', geo: [-23.587, -46.637] }),
  home({ id: 11, status: 'rent', category: 'apartment', at: TIJUCA, rooms: [2, 1, 1], area: 70, rent: 2_800_00, fees: [700_00, 80_00], amenities: ['playground'], created: '03-02' }),
  home({ id: 12, status: 'sale', category: 'house', at: TAQUARAL, rooms: [3, 3, 4], area: 210, price: 1_250_000_00, features: ['barbecue_grill'], amenities: ['swimming_pool'], created: null, geo: [-22.876, -47.055] }),
  home({ id: 13, status: 'rent', category: 'office', at: BOTAFOGO, rooms: [null, 1, 0], area: 45, rent: 3_500_00, amenities: ['coworking'], created: '03-18', geo: [-22.949, -43.18] }),
  home({ id: 14, status: 'sale', category: 'apartment', at: CAMBUI, rooms: [2, 2, 1], area: 68, price: 520_000_00, features: ['balcony'], amenities: ['gym', 'playground'], site: [PET], created: '02-14', geo: [-22.895, -47.05] }),
  home({ id: 15, status: 'rent', category: 'apartment', at: MOEMA, rooms: [2, 2, 1], area: 75, rent: 4_500_00, fees: [900_00, 150_00], features: ['balcony', 'furnished'], amenities: ['gym'], site: [PET], created: '03-27', geo: [-23.603, -46.662] }),
  home({ id: 16, status: 'sale', category: 'studio', at: COPACABANA, rooms: [1, 1, 0], area: 32, price: 450_000_00, features: ['furnished'], created: '03-10', geo: [-22.969, -43.188] }),
  home({ id: 17, status: 'rent', category: 'house', at: PINHEIROS, rooms: [3, 3, 2], area: 180, rent: 9_000_00, features: ['barbecue_grill', 'balcony'], amenities: ['swimming_pool'], site: [LUXURY], featured: true, created: '01-05', geo: [-23.569, -46.696] }),
  home({ id: 18, status: 'sale', category: 'apartment', at: COPACABANA, rooms: [3, 2, 1], area: 120, price: 1_650_000_00, rent: 7_000_00, features: ['balcony'], amenities: ['swimming_pool'], site: [LUXURY], created: '03-22', geo: [-22.973, -43.185] }),
  home({ id: 19, status: 'rent', category: 'apartment', at: TAQUARAL, rooms: [2, 1, 1], area: 75, rent: 1_900_00, fees: [300_00, 50_00], amenities: ['playground'], created: '02-20' }),
  home({ id: 20, status: 'sale', category: 'apartment', at: PINHEIROS, rooms: [2, 2, 1], area: 72, price: 890_000_00, features: ['balcony'], amenities: ['gym', 'coworking'], site: [PET], created: '03-15', geo: [-23.566, -46.691] }),
  home({ id: 21, status: 'rent', category: 'apartment', at: BOTAFOGO, rooms: [4, 3, 2], area: 160, rent: 8_000_00, fees: [2_000_00, 400_00], features: ['balcony', 'furnished'], amenities: ['swimming_pool', 'gym'], site: [LUXURY], created: null, geo: [-22.953, -43.186] }),
  home({ id: 22, status: 'sale', category: 'apartment', at: CAMBUI, rooms: [3, 2, 2], area: 98, price: 780_000_00, features: ['balcony', 'barbecue_grill'], amenities: ['swimming_pool', 'gym', 'playground'], site: [PET], featured: true, created: '03-03', geo: [-22.892, -47.054] }),
  home({ id: 23, status: 'rent', category: 'studio', at: MOEMA, rooms: [1, 1, 0], area: 30, rent: 2_600_00, features: ['furnished'], amenities: ['gym'], created: '03-29', geo: [-23.6, -46.668], name: 'Studio perto do parque' }),
  home({ id: 24, status: 'sale', category: 'house', at: TIJUCA, rooms: [3, 2, 1], area: 140, price: 950_000_00, features: ['barbecue_grill'], created: '02-02' }),
];

export interface SearchCase {
  name: string;
  filters: FilterStateInput;
  /** Hit ids of the requested page, in order. */
  ids: number[];
  /** All matches, when more than the page shows. */
  total?: number;
}

const ALL = [10, 22, 3, 17, 23, 15, 18, 8, 6, 13, 20, 4, 16, 5, 2, 11, 1, 9, 19, 14, 24, 7, 21, 12];
const SALE = [10, 22, 3, 18, 20, 16, 5, 1, 9, 14, 24, 7, 12];
const RENT = [17, 23, 15, 8, 6, 13, 4, 2, 11, 19, 21];
const box = (north: number, east: number, south: number, west: number) => ({
  bounds: { northEast: { lat: north, lng: east }, southWest: { lat: south, lng: west } },
});

export const searchCases: SearchCase[] = [
  { name: 'no filter: featured first, then newest, id desc on a tie, no date last', filters: {}, ids: ALL },
  { name: 'status sale', filters: { status: 'sale' }, ids: SALE },
  { name: 'status rent', filters: { status: 'rent' }, ids: RENT },
  { name: 'state in lower case', filters: { state: 'rj' }, ids: [18, 13, 4, 16, 5, 11, 24, 21] },
  { name: 'state and city slug', filters: { state: 'SP', city: 'campinas' }, ids: [22, 8, 19, 14, 7, 12] },
  { name: 'city slug of an accented name', filters: { city: 'sao-paulo' }, ids: [10, 3, 17, 23, 15, 6, 20, 2, 1, 9] },
  { name: 'category', filters: { category: 'house' }, ids: [3, 17, 8, 24, 12] },
  { name: 'no such category', filters: { category: 'farm' }, ids: [] },
  { name: 'neighbourhoods: any of them', filters: { neighborhood: ['pinheiros', 'vila-mariana'] }, ids: [10, 17, 6, 20, 2, 1, 9] },
  { name: 'bedrooms at least 3', filters: { bedrooms: 3 }, ids: [10, 22, 3, 17, 18, 8, 4, 24, 21, 12] },
  { name: 'bedrooms 0 is ignored (homes without bedrooms stay)', filters: { bedrooms: 0 }, ids: ALL },
  { name: 'bathrooms at least 3', filters: { bathrooms: 3 }, ids: [3, 17, 21, 12] },
  { name: 'parking spaces at least 2', filters: { parking_spaces: 2 }, ids: [10, 22, 3, 17, 8, 9, 21, 12] },
  { name: 'rent price range on rental_price', filters: { status: 'rent', price: [200_000, 400_000] }, ids: [23, 6, 13, 2, 11] },
  { name: 'sale price up to (0 is no bound)', filters: { status: 'sale', price: [0, 80_000_000] }, ids: [22, 16, 1, 14, 7] },
  { name: 'sale price from', filters: { status: 'sale', price: [100_000_000, 0] }, ids: [3, 18, 5, 12] },
  { name: 'reversed price pair', filters: { status: 'sale', price: [90_000_000, 50_000_000] }, ids: [22, 20, 1, 14] },
  { name: 'price without status: price or rental_price in range', filters: { price: [600_000, 1_000_000] }, ids: [17, 18, 4, 21] },
  { name: 'sale price range ignores rental_price', filters: { status: 'sale', price: [600_000, 1_000_000] }, ids: [] },
  { name: 'area range, bounds included', filters: { area: [70, 100] }, ids: [10, 22, 15, 20, 5, 11, 9, 19] },
  { name: 'features: all of them', filters: { features: ['balcony', 'furnished'] }, ids: [10, 15, 4, 21] },
  { name: 'amenities: all of them', filters: { amenities: ['gym', 'swimming_pool'] }, ids: [10, 22, 4, 21] },
  { name: 'unknown feature', filters: { features: ['sauna'] }, ids: [] },
  { name: 'blank list values are ignored', filters: { features: [' '] }, ids: ALL },
  { name: 'site categories: any of them', filters: { site_categories: [LUXURY, PET] }, ids: [10, 22, 3, 17, 15, 18, 8, 6, 20, 4, 1, 14, 21] },
  { name: 'site category and status', filters: { status: 'rent', site_categories: [PET] }, ids: [15, 8, 6, 4] },
  { name: 'code is the id', filters: { code: '12' }, ids: [12] },
  { name: 'code with a status it does not have', filters: { code: '12', status: 'rent' }, ids: [] },
  { name: 'code that is no id', filters: { code: 'abc' }, ids: [] },
  { name: 'geo box (homes without _geo are out)', filters: { geo: box(-23.56, -46.685, -23.575, -46.7) }, ids: [17, 20, 2, 9] },
  { name: 'geo box and status', filters: { status: 'sale', geo: box(-22.86, -47.04, -22.9, -47.06) }, ids: [22, 14, 7, 12] },
  // An "L" over Pinheiros (17, 20, 2, 9 are in its box): its cut-out corner leaves 20 and 9 out.
  { name: 'drawn area (polygon), concave', filters: { geo: { polygon: [{ lat: -23.56, lng: -46.7 }, { lat: -23.56, lng: -46.692 }, { lat: -23.568, lng: -46.692 }, { lat: -23.568, lng: -46.685 }, { lat: -23.575, lng: -46.685 }, { lat: -23.575, lng: -46.7 }] } }, ids: [17, 2] },
  { name: 'geo box wider than 15° is ignored', filters: { geo: box(5, -34, -34, -74) }, ids: ALL },
  { name: 'radius 1.5 km around Copacabana', filters: { geo: { lat: -22.971, lng: -43.186, radius: 1500 } }, ids: [18, 4, 16] },
  { name: 'radius 3 km reaches Botafogo', filters: { geo: { lat: -22.971, lng: -43.186, radius: 3000 } }, ids: [18, 13, 4, 16, 5, 21] },
  { name: 'radius 0 is ignored', filters: { geo: { lat: -22.971, lng: -43.186, radius: 0 } }, ids: ALL },
  { name: 'sale by price asc, no price last', filters: { status: 'sale', sort: 'price_asc' }, ids: [7, 16, 14, 1, 22, 20, 24, 10, 5, 12, 18, 3, 9] },
  { name: 'sale by price desc, no price still last', filters: { status: 'sale', sort: 'price_desc' }, ids: [3, 18, 12, 5, 10, 24, 20, 22, 1, 14, 16, 7, 9] },
  { name: 'rent by price asc uses rental_price', filters: { status: 'rent', sort: 'price_asc' }, ids: [19, 6, 23, 11, 2, 13, 15, 8, 4, 21, 17] },
  {
    // Comparable price: the rent, or a sale price × 0.5 % (R$ 380.000 → R$ 1.900, level with 19's rent).
    name: 'price asc without status: rentals and sales interleaved by the comparable price',
    filters: { sort: 'price_asc' },
    ids: [19, 7, 6, 16, 23, 14, 11, 2, 1, 13, 22, 20, 15, 24, 8, 10, 5, 12, 4, 21, 18, 17, 3, 9],
  },
  {
    name: 'price desc without status: interleaved, no price still last',
    filters: { sort: 'price_desc' },
    ids: [3, 17, 18, 21, 4, 12, 5, 10, 8, 24, 15, 20, 22, 13, 1, 2, 11, 23, 14, 16, 6, 19, 7, 9],
  },
  // Total a month (rent + condomínio + IPTU): 19 2.250, 6 2.500, 23 2.600, 13 3.500, 11 3.580,
  // 2 3.900, 8 4.800, 15 5.550, 4 8.300, 17 9.000, 21 10.400; sales have none (1's fees too).
  { name: 'total cost asc: rentals by their monthly total, sales last', filters: { sort: 'total_cost_asc' }, ids: [19, 6, 23, 13, 11, 2, 8, 15, 4, 17, 21, ...SALE] },
  { name: 'total cost range keeps rentals only', filters: { total_cost: [300_000, 500_000] }, ids: [8, 13, 2, 11] },
  { name: 'total cost up to, desc', filters: { total_cost: [0, 400_000], sort: 'total_cost_desc' }, ids: [2, 11, 13, 23, 6, 19] },
  {
    name: 'area asc, a tie in the default order',
    filters: { sort: 'area_asc' },
    ids: [6, 23, 16, 2, 13, 1, 14, 11, 20, 15, 19, 5, 9, 10, 22, 4, 18, 24, 8, 21, 17, 12, 3, 7],
  },
  {
    name: 'area desc, a tie still in the default order',
    filters: { sort: 'area_desc' },
    ids: [7, 3, 12, 17, 21, 8, 24, 18, 4, 22, 10, 9, 5, 15, 19, 20, 11, 14, 1, 13, 2, 16, 23, 6],
  },
  { name: 'page 2 of 5', filters: { page: 2, perPage: 5 }, ids: [15, 18, 8, 6, 13], total: 24 },
  { name: 'rent, page 2 of 5', filters: { status: 'rent', page: 2, perPage: 5 }, ids: [13, 4, 2, 11, 19], total: 11 },
  { name: 'rent, last page', filters: { status: 'rent', page: 3, perPage: 5 }, ids: [21], total: 11 },
  { name: 'past the last page', filters: { status: 'rent', page: 4, perPage: 5 }, ids: [], total: 11 },
  { name: 'sale in São Paulo, 2+ bedrooms, price desc', filters: { status: 'sale', city: 'sao-paulo', bedrooms: 2, sort: 'price_desc' }, ids: [3, 10, 20, 1] },
  {
    name: 'rent in SP state, furnished with gym, area asc',
    filters: { status: 'rent', state: 'sp', features: ['furnished'], amenities: ['gym'], sort: 'area_asc' },
    ids: [23, 15],
  },
  {
    name: 'apartments in two neighbourhoods, parking, from 100 m²',
    filters: { category: 'apartment', neighborhood: ['copacabana', 'botafogo'], parking_spaces: 1, area: [100, 0] },
    ids: [18, 4, 21],
  },
];

export interface FacetCase {
  name: string;
  filters: FilterStateInput;
  names: FacetName[];
  distribution: FacetDistribution;
}

export const facetCases: FacetCase[] = [
  {
    name: 'all homes',
    filters: {},
    names: ['status', 'state', 'city', 'category'],
    distribution: {
      status: { sale: 13, rent: 11 },
      state: { SP: 16, RJ: 8 },
      city: { 'São Paulo': 10, 'Rio de Janeiro': 8, Campinas: 6 },
      category: { apartment: 13, house: 5, studio: 3, office: 2, land: 1 },
    },
  },
  {
    name: 'rentals: lists count each value, homes without bedrooms are not counted',
    filters: { status: 'rent' },
    names: ['neighborhood', 'bedrooms', 'features', 'amenities'],
    distribution: {
      neighborhood: { Pinheiros: 2, Botafogo: 2, Moema: 2, Copacabana: 1, 'Vila Mariana': 1, Cambuí: 1, Tijuca: 1, Taquaral: 1 },
      bedrooms: { '1': 3, '2': 3, '3': 3, '4': 1 },
      features: { furnished: 6, balcony: 4, barbecue_grill: 2 },
      amenities: { gym: 4, swimming_pool: 3, coworking: 2, playground: 2 },
    },
  },
  {
    name: 'Rio de Janeiro: numbers as string keys',
    filters: { city: 'rio-de-janeiro' },
    names: ['price', 'area', 'parking_spaces', 'site_categories'],
    distribution: {
      price: { '45000000': 1, '95000000': 1, '110000000': 1, '165000000': 1 },
      area: { '32': 1, '45': 1, '70': 1, '80': 1, '110': 1, '120': 1, '140': 1, '160': 1 },
      parking_spaces: { '0': 2, '1': 5, '2': 1 },
      site_categories: { [PET]: 1, [LUXURY]: 2 },
    },
  },
  {
    name: 'bathrooms at least 2 in SP state',
    filters: { state: 'SP', bathrooms: 2 },
    names: ['bathrooms', 'city'],
    distribution: { bathrooms: { '2': 7, '3': 3 }, city: { 'São Paulo': 6, Campinas: 4 } },
  },
  { name: 'no match: the facet is there, empty', filters: { category: 'farm' }, names: ['city'], distribution: { city: {} } },
];

export interface FacetSearchCase {
  name: string;
  facet: FacetName;
  text: string;
  filters: FilterStateInput;
  /** By count desc, then value. */
  hits: FacetHit[];
}

export const facetSearchCases: FacetSearchCase[] = [
  { name: 'accent-free prefix', facet: 'city', text: 'sao', filters: {}, hits: [{ value: 'São Paulo', count: 10 }] },
  { name: 'first word only', facet: 'city', text: 'São Bernardo', filters: {}, hits: [{ value: 'São Paulo', count: 10 }] },
  { name: 'accented first word', facet: 'neighborhood', text: 'Cambuí Campinas', filters: {}, hits: [{ value: 'Cambuí', count: 3 }] },
  // Meilisearch matches the start of a facet value ('Austen' does not find 'Jane Austen'); so do we.
  { name: 'start of the value, a tie by value', facet: 'neighborhood', text: 'c', filters: {}, hits: [{ value: 'Cambuí', count: 3 }, { value: 'Copacabana', count: 3 }] },
  { name: 'by count, then value', facet: 'neighborhood', text: 't', filters: {}, hits: [{ value: 'Taquaral', count: 3 }, { value: 'Tijuca', count: 2 }] },
  { name: 'among the matches only', facet: 'neighborhood', text: 't', filters: { status: 'rent' }, hits: [{ value: 'Taquaral', count: 1 }, { value: 'Tijuca', count: 1 }] },
  { name: 'not inside a value', facet: 'neighborhood', text: 'mariana', filters: {}, hits: [] },
  { name: 'state', facet: 'state', text: 'rj', filters: {}, hits: [{ value: 'RJ', count: 8 }] },
  { name: 'with filters', facet: 'city', text: 'rio', filters: { status: 'sale' }, hits: [{ value: 'Rio de Janeiro', count: 4 }] },
  { name: 'a list facet', facet: 'features', text: 'bal', filters: { city: 'campinas' }, hits: [{ value: 'balcony', count: 2 }] },
  { name: 'nothing', facet: 'city', text: 'xyz', filters: {}, hits: [] },
];
