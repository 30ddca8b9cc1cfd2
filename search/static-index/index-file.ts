/**
 * The static search index on disk (DESIGN §5): `search/<hash>.json`, fetched by the browser on
 * the first search interaction and read by the build to prerender /buscar. Columnar — one
 * array per field, repeated strings replaced by their position in a dictionary — so gzip
 * sees long runs of alike values. It carries what search and result cards need, no more:
 * `title` and `url` are left null when the listing rules rebuild them exactly; `updated_at`
 * (a sitemap date, ~16 % of the gzip bytes) and `seo_text` are not kept, so hits read back
 * with `updated_at: null` and no `seo_text`. Pure: no fs, no network (the client imports it).
 */
import { listingTitle, listingUrl } from '../../domain/rules/listing.ts';
import { slugify } from '../../domain/rules/slug.ts';
import type { SearchDocument } from '../../domain/schemas/search-document.ts';
import { comparablePrice, totalMonthlyCost } from '../document.ts';
import { coded, listed, numbers, type CodedColumn, type ListColumn } from './columns.ts';
import { indexOrders, type IndexOrders } from './orders.ts';

export type { CodedColumn, ListColumn } from './columns.ts';

/** 2: the monthly fees (condominium_price, iptu_price) joined the columns. */
export const STATIC_INDEX_VERSION = 2;

type Nullable<T> = T | null;

export interface StaticIndexFile {
  version: typeof STATIC_INDEX_VERSION;
  count: number;
  /** Epoch ms that numeric created_at values count from (the earliest), so they are shorter. */
  timeBase: number;
  /** Distinct values per field; columns hold positions in these lists. */
  dictionaries: {
    status: string[]; type: string[]; category: string[]; state: string[];
    city: string[];
    /** slugify(city[i]), so the browser never slugifies place names. */
    citySlug: string[];
    neighborhood: string[];
    neighborhoodSlug: string[];
    features: string[]; amenities: string[]; site_categories: string[];
  };
  /** One entry per listing, same row order in every column. */
  columns: {
    /** Each id minus the previous row's (the first as is): listings usually come in id order. */
    idDelta: number[];
    status: number[];
    type: Nullable<number>[];
    category: number[];
    state: number[];
    city: number[];
    neighborhood: number[];
    name: Nullable<string>[];
    /** null: listingTitle(doc) gives it. */
    title: Nullable<string>[];
    /** null: listingUrl(doc) gives it. */
    url: Nullable<string>[];
    image: Nullable<string>[];
    bedrooms: Nullable<number>[]; suites: Nullable<number>[]; bathrooms: Nullable<number>[]; parking_spaces: Nullable<number>[];
    area: number[];
    /** Cents. */
    price: Nullable<number>[];
    rental_price: Nullable<number>[];
    /** Cents a month; the total cost and the comparable price are derived from these on reading. */
    condominium_price: Nullable<number>[];
    iptu_price: Nullable<number>[];
    features: number[][]; amenities: number[][]; site_categories: number[][];
    /** 1 when is_featured_on_site. */
    featured: number[];
    /** Epoch ms − timeBase when `new Date(ms).toISOString()` gives the text back, else the text. */
    created_at: Nullable<number | string>[];
    lat: Nullable<number>[]; lng: Nullable<number>[];
  };
}

/** The index ready to query: typed columns (NaN = no value) and precomputed orders. */
export interface StaticIndex {
  count: number;
  ids: Float64Array;
  status: CodedColumn;
  state: CodedColumn;
  category: CodedColumn;
  city: CodedColumn;
  neighborhood: CodedColumn;
  bedrooms: Float64Array; bathrooms: Float64Array; parkingSpaces: Float64Array;
  area: Float64Array; price: Float64Array; rentalPrice: Float64Array;
  /** search/document.ts totalMonthlyCost and comparablePrice, per row (NaN: none). */
  totalCost: Float64Array; comparablePrice: Float64Array;
  lat: Float64Array; lng: Float64Array;
  features: ListColumn; amenities: ListColumn; siteCategories: ListColumn;
  orders: IndexOrders;
  /** The row of a listing id. */
  rowOfId: ReadonlyMap<number, number>;
  /** The SearchDocument of a row, built on demand (hits only) and kept. */
  documentAt(row: number): SearchDocument;
}

/** Values in the order they were first met; a value's code is its position (also how parts merge: ./index-parts.ts). */
export class Dictionary {
  readonly values: string[] = [];
  private readonly positions = new Map<string, number>();
  code(value: string): number {
    let position = this.positions.get(value);
    if (position === undefined) {
      position = this.values.length;
      this.values.push(value);
      this.positions.set(value, position);
    }
    return position;
  }
}

/** Epoch ms when the text is a canonical ISO date (it then reads back identical), else the text. */
function encodeTime(text: string | null | undefined): Nullable<number | string> {
  if (text == null) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) && new Date(ms).toISOString() === text ? ms : text;
}

export function buildStaticIndex(docs: readonly SearchDocument[]): StaticIndexFile {
  const dict = {
    status: new Dictionary(), type: new Dictionary(), category: new Dictionary(), state: new Dictionary(),
    city: new Dictionary(), neighborhood: new Dictionary(),
    features: new Dictionary(), amenities: new Dictionary(), site_categories: new Dictionary(),
  };
  const columns: StaticIndexFile['columns'] = {
    idDelta: [], status: [], type: [], category: [], state: [], city: [], neighborhood: [], name: [], title: [], url: [],
    image: [], bedrooms: [], suites: [], bathrooms: [], parking_spaces: [], area: [], price: [], rental_price: [],
    condominium_price: [], iptu_price: [], features: [], amenities: [], site_categories: [], featured: [], created_at: [], lat: [], lng: [],
  };
  let previousId = 0;
  for (const doc of docs) {
    columns.idDelta.push(doc.id - previousId);
    previousId = doc.id;
    columns.status.push(dict.status.code(doc.status));
    columns.type.push(doc.type == null ? null : dict.type.code(doc.type));
    columns.category.push(dict.category.code(doc.category));
    columns.state.push(dict.state.code(doc.state));
    columns.city.push(dict.city.code(doc.city));
    columns.neighborhood.push(dict.neighborhood.code(doc.neighborhood));
    columns.name.push(doc.name ?? null);
    columns.title.push(doc.title === listingTitle(doc) ? null : doc.title);
    columns.url.push(doc.url === listingUrl(doc) ? null : doc.url);
    columns.image.push(doc.image ?? null);
    columns.bedrooms.push(doc.bedrooms ?? null);
    columns.suites.push(doc.suites ?? null);
    columns.bathrooms.push(doc.bathrooms ?? null);
    columns.parking_spaces.push(doc.parking_spaces ?? null);
    columns.area.push(doc.area);
    columns.price.push(doc.price ?? null);
    columns.rental_price.push(doc.rental_price ?? null);
    columns.condominium_price.push(doc.condominium_price ?? null);
    columns.iptu_price.push(doc.iptu_price ?? null);
    columns.features.push(doc.features.map((code) => dict.features.code(code)));
    columns.amenities.push(doc.amenities.map((code) => dict.amenities.code(code)));
    columns.site_categories.push(doc.site_categories.map((name) => dict.site_categories.code(name)));
    columns.featured.push(doc.is_featured_on_site ? 1 : 0);
    columns.created_at.push(encodeTime(doc.created_at));
    columns.lat.push(doc._geo?.lat ?? null);
    columns.lng.push(doc._geo?.lng ?? null);
  }
  const dictionaries: StaticIndexFile['dictionaries'] = {
    status: dict.status.values, type: dict.type.values, category: dict.category.values, state: dict.state.values,
    city: dict.city.values,
    citySlug: dict.city.values.map(slugify),
    neighborhood: dict.neighborhood.values,
    neighborhoodSlug: dict.neighborhood.values.map(slugify),
    features: dict.features.values,
    amenities: dict.amenities.values,
    site_categories: dict.site_categories.values,
  };
  const times = columns.created_at.filter((t): t is number => typeof t === 'number');
  const timeBase = times.reduce((min, t) => Math.min(min, t), times[0] ?? 0);
  columns.created_at = columns.created_at.map((t) => (typeof t === 'number' ? t - timeBase : t));
  return { version: STATIC_INDEX_VERSION, count: docs.length, timeBase, dictionaries, columns };
}

const STATUSES: readonly string[] = ['rent', 'sale'];
const TYPES: readonly string[] = ['residential', 'commercial'];
const isStatus = (v: string): v is SearchDocument['status'] => STATUSES.includes(v);
const isType = (v: string): v is NonNullable<SearchDocument['type']> => TYPES.includes(v);

/** Checks the version and shape, then builds the typed columns and the sort orders. */
export function readStaticIndex(file: StaticIndexFile): StaticIndex {
  if (file?.version !== STATIC_INDEX_VERSION) {
    throw new Error(`Static search index version ${String(file?.version)} is not ${STATIC_INDEX_VERSION}: rebuild the site`);
  }
  const { dictionaries: d, columns: c, count, timeBase } = file;
  for (const [name, column] of Object.entries(c)) {
    if (column.length !== count) throw new Error(`Static search index column ${name} has ${column.length} rows, not ${count}`);
  }
  if (!d.status.every(isStatus) || !d.type.every(isType)) throw new Error('Static search index has an unknown status or type');
  const ids = new Float64Array(count);
  const rowOfId = new Map<number, number>();
  for (let row = 0, id = 0; row < count; row++) {
    id += c.idDelta[row]!;
    ids[row] = id;
    rowOfId.set(id, row);
  }
  const created = new Float64Array(count);
  for (let row = 0; row < count; row++) {
    const value = c.created_at[row]!;
    created[row] = value === null ? Number.NaN : typeof value === 'number' ? value + timeBase : Date.parse(value);
  }
  const createdText = (row: number): string | null => {
    const value = c.created_at[row]!;
    return typeof value === 'number' ? new Date(value + timeBase).toISOString() : value;
  };
  const cache: (SearchDocument | undefined)[] = new Array<SearchDocument | undefined>(count);

  const documentAt = (row: number): SearchDocument => {
    const cached = cache[row];
    if (cached) return cached;
    const status = d.status[c.status[row]!]!;
    const type = c.type[row]!;
    const lat = c.lat[row]!;
    const lng = c.lng[row]!;
    const doc: SearchDocument = {
      id: ids[row]!,
      status: isStatus(status) ? status : 'sale',
      type: type === null ? null : (d.type[type] as NonNullable<SearchDocument['type']>),
      category: d.category[c.category[row]!]!,
      name: c.name[row]!,
      title: '',
      url: '',
      neighborhood: d.neighborhood[c.neighborhood[row]!]!,
      city: d.city[c.city[row]!]!,
      state: d.state[c.state[row]!]!,
      bedrooms: c.bedrooms[row]!,
      suites: c.suites[row]!,
      bathrooms: c.bathrooms[row]!,
      parking_spaces: c.parking_spaces[row]!,
      area: c.area[row]!,
      features: c.features[row]!.map((code) => d.features[code]!),
      amenities: c.amenities[row]!.map((code) => d.amenities[code]!),
      site_categories: c.site_categories[row]!.map((code) => d.site_categories[code]!),
      is_featured_on_site: c.featured[row] === 1,
      created_at: createdText(row),
      updated_at: null,
      image: c.image[row]!,
      price: c.price[row]!,
      rental_price: c.rental_price[row]!,
      condominium_price: c.condominium_price[row]!,
      iptu_price: c.iptu_price[row]!,
      total_cost: null,
      comparable_price: null,
      ...(lat !== null && lng !== null ? { _geo: { lat, lng } } : {}),
    };
    doc.total_cost = totalMonthlyCost(doc);
    doc.comparable_price = comparablePrice(doc);
    doc.title = c.title[row] ?? listingTitle(doc);
    doc.url = c.url[row] ?? listingUrl(doc);
    cache[row] = doc;
    return doc;
  };

  const area = numbers(c.area);
  const price = numbers(c.price);
  const rentalPrice = numbers(c.rental_price);
  const totalCost = new Float64Array(count);
  const comparable = new Float64Array(count);
  for (let row = 0; row < count; row++) {
    const money = { status: d.status[c.status[row]!]!, price: c.price[row], rental_price: c.rental_price[row], condominium_price: c.condominium_price[row], iptu_price: c.iptu_price[row] };
    totalCost[row] = totalMonthlyCost(money) ?? Number.NaN;
    comparable[row] = comparablePrice(money) ?? Number.NaN;
  }
  return {
    count,
    ids,
    status: coded(d.status, c.status),
    state: coded(d.state, c.state),
    category: coded(d.category, c.category),
    city: coded(d.city, c.city, d.citySlug),
    neighborhood: coded(d.neighborhood, c.neighborhood, d.neighborhoodSlug),
    bedrooms: numbers(c.bedrooms),
    bathrooms: numbers(c.bathrooms),
    parkingSpaces: numbers(c.parking_spaces),
    area, price, rentalPrice, totalCost, comparablePrice: comparable,
    lat: numbers(c.lat),
    lng: numbers(c.lng),
    features: listed(d.features, c.features),
    amenities: listed(d.amenities, c.amenities),
    siteCategories: listed(d.site_categories, c.site_categories),
    orders: indexOrders({ count, ids, featured: numbers(c.featured), created, area, price, rentalPrice, totalCost, comparablePrice: comparable }),
    rowOfId,
    documentAt,
  };
}
