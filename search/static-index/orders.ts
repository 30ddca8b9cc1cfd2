/**
 * The sort orders of the static index, each computed once (the default order when the index
 * is read, the others on first use), so a query only walks a permutation of the rows.
 *
 * The order contract both engines follow (search/cases.ts checks it):
 * - default: search/default-order.ts (featured, newest, id; no created_at last).
 * - area / price: by the field, ties in the default order; a listing without the field comes
 *   last in both directions (as Meilisearch places null and missing sort values).
 * - price uses the price filter's field (spec §5): rental_price for rent, price for sale and,
 *   without a status, the comparable price (search/document.ts: the rent, or a sale price as
 *   0.5 % a month), so rentals and sales interleave (Meilisearch sort ['comparable_price:…']).
 * - total cost: a rental's rent + condomínio + IPTU; sales have none, so they come last.
 */
import { DEFAULT_ORDER_KEYS, type DefaultOrderKey } from '../default-order.ts';
import type { PriceField } from '../query.ts';

export interface OrderColumns {
  count: number;
  ids: Float64Array;
  /** 1 when featured. */
  featured: Float64Array;
  /** Epoch ms; NaN when missing. */
  created: Float64Array;
  area: Float64Array;
  price: Float64Array;
  rentalPrice: Float64Array;
  totalCost: Float64Array;
  comparablePrice: Float64Array;
}

export type Direction = 'asc' | 'desc';

export interface IndexOrders {
  /** Rows in the default order, computed when the index is read. */
  default: Uint32Array;
  /** Rows by area / price, computed on the first query with that sort and kept. */
  byArea(direction: Direction): Uint32Array;
  byPrice(field: PriceField, direction: Direction): Uint32Array;
  byTotalCost(direction: Direction): Uint32Array;
}

/** A column as ranks: equal values share a rank, ascending from 0; `missing` marks NaN. */
interface Ranks {
  ranks: Uint32Array;
  missing: number;
}

function ranksOf(key: Float64Array): Ranks {
  const distinct = new Float64Array(key.length);
  let size = 0;
  for (let row = 0; row < key.length; row++) if (key[row] === key[row]) distinct[size++] = key[row]!;
  distinct.subarray(0, size).sort(); // native numeric sort, no comparator calls
  let unique = 0;
  for (let i = 0; i < size; i++) if (unique === 0 || distinct[i] !== distinct[unique - 1]) distinct[unique++] = distinct[i]!;
  const ranks = new Uint32Array(key.length);
  for (let row = 0; row < key.length; row++) {
    const value = key[row]!;
    if (value !== value) {
      ranks[row] = unique;
      continue;
    }
    let lo = 0;
    let hi = unique;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (distinct[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    ranks[row] = lo;
  }
  return { ranks, missing: unique };
}

/**
 * `rows` reordered by a ranked key, stably (equal keys keep their order in `rows`), missing
 * values last in both directions: a counting sort, linear passes only.
 */
function stableBy(rows: Uint32Array, { ranks, missing }: Ranks, direction: 1 | -1): Uint32Array {
  const starts = new Uint32Array(missing + 2);
  const bucketOf = (row: number) => {
    const rank = ranks[row]!;
    return rank === missing || direction === 1 ? rank : missing - 1 - rank;
  };
  for (let row = 0; row < ranks.length; row++) {
    const bucket = bucketOf(row);
    starts[bucket + 1] = starts[bucket + 1]! + 1;
  }
  for (let bucket = 0; bucket <= missing; bucket++) starts[bucket + 1] = starts[bucket + 1]! + starts[bucket]!;
  const out = new Uint32Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const bucket = bucketOf(row);
    out[starts[bucket]!] = row;
    starts[bucket] = starts[bucket]! + 1;
  }
  return out;
}

/** Later keys first (least significant), so the first key decides and the rest break ties. */
function sortedBy(rows: Uint32Array, keys: readonly Ranks[], direction: 1 | -1): Uint32Array {
  return keys.reduceRight((order, key) => stableBy(order, key, direction), rows);
}

const memo = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

export function indexOrders(columns: OrderColumns): IndexOrders {
  const rows = new Uint32Array(columns.count);
  for (let row = 0; row < rows.length; row++) rows[row] = row;
  const defaultColumns: Record<DefaultOrderKey, Float64Array> = { featured: columns.featured, created: columns.created, id: columns.ids };
  const base = sortedBy(rows, DEFAULT_ORDER_KEYS.map((key) => ranksOf(defaultColumns[key])), -1);
  // The first interaction needs the default order only; the others wait for their sort.
  const ranks = {
    area: memo(() => ranksOf(columns.area)),
    price: memo(() => ranksOf(columns.price)),
    rent: memo(() => ranksOf(columns.rentalPrice)),
    total: memo(() => ranksOf(columns.totalCost)),
    comparable: memo(() => ranksOf(columns.comparablePrice)),
  };
  const keysOf = (field: PriceField | 'area' | 'total_cost'): Ranks[] => {
    if (field === 'area') return [ranks.area()];
    if (field === 'total_cost') return [ranks.total()];
    if (field === 'price') return [ranks.price()];
    return field === 'rental_price' ? [ranks.rent()] : [ranks.comparable()];
  };
  const orders = new Map<string, Uint32Array>();
  const sorted = (field: PriceField | 'area' | 'total_cost', direction: Direction): Uint32Array => {
    const name = `${field} ${direction}`;
    let order = orders.get(name);
    if (!order) orders.set(name, (order = sortedBy(base, keysOf(field), direction === 'asc' ? 1 : -1)));
    return order;
  };
  return {
    default: base,
    byArea: (direction) => sorted('area', direction),
    byPrice: (field, direction) => sorted(field, direction),
    byTotalCost: (direction) => sorted('total_cost', direction),
  };
}
