/**
 * One-off: derives the statistics `vitrine sample` draws its listings from, and writes
 * sources/sample/statistics.json. Run from the repo root:
 *
 *   npx tsx bench/derive-sample-stats.ts [dataDir]     (dataDir defaults to ../shared/data)
 *
 * Only aggregates leave this script (quantiles, shares, ratios, district centroids): the
 * listing CSVs may not be copied into the project (one of them has an unverified licence),
 * so no row and no per-row coordinate is written. Anomalies listed in SOURCES.md are cleaned
 * first: duplicates, 0,0 and swapped coordinates, points outside the city, absurd values.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.argv[2] ?? '../shared/data');
const outFile = path.resolve('sources/sample/statistics.json');

type Row = Record<string, string>;
type Quantiles = { p10: number; p25: number; p50: number; p75: number; p90: number };

/** The CSVs have no quoted fields (checked), so a plain split is exact. */
function readCsv(file: string): Row[] {
  const lines = readFileSync(path.join(dataDir, file), 'utf8').split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = (lines.shift() ?? '').split(',');
  // Exact duplicates are dropped (319 and 358 of them, per SOURCES.md).
  return [...new Set(lines)].map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']));
  });
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * q;
  const low = sorted[Math.floor(at)] ?? 0;
  const high = sorted[Math.ceil(at)] ?? low;
  return low + (high - low) * (at - Math.floor(at));
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

function quantiles(values: readonly number[], digits = 0): Quantiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => round(quantile(sorted, q), digits);
  return { p10: at(0.1), p25: at(0.25), p50: at(0.5), p75: at(0.75), p90: at(0.9) };
}

/** Share of each value, the values from `top` up pooled under `${top}+`. */
function distribution(values: readonly number[], top: number): Record<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) {
    const key = v >= top ? `${top}+` : String(v);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const keys = [...counts.keys()].sort((a, b) => Number.parseInt(a) - Number.parseInt(b));
  return Object.fromEntries(keys.map((k) => [k, round((counts.get(k) ?? 0) / values.length, 3)]));
}

const rate = (flags: readonly boolean[]) => round(flags.filter(Boolean).length / Math.max(flags.length, 1), 3);
const num = (row: Row, key: string) => Number(row[key]);

// ---- houses_to_rent_v2.csv: rentals in five cities ---------------------------------------

const CITY_STATES: Record<string, string> = {
  'São Paulo': 'SP',
  'Rio de Janeiro': 'RJ',
  'Belo Horizonte': 'MG',
  'Porto Alegre': 'RS',
  Campinas: 'SP',
};

/** Absurd rows (R$ 1,117,000 condo fees, 46,335 m² flats, floor 301) are left out. */
function plausibleRental(row: Row): boolean {
  const rent = num(row, 'rent amount (R$)');
  const area = num(row, 'area');
  return (
    rent >= 300 && rent <= 50_000 && area >= 20 && area <= 1_500 &&
    num(row, 'hoa (R$)') <= rent * 3 && num(row, 'property tax (R$)') <= rent * 2 &&
    (row.floor === '-' || num(row, 'floor') <= 60) && rent / area >= 3 && rent / area <= 300
  );
}

function cityStatistics(rows: Row[]) {
  const rents = rows.map((r) => num(r, 'rent amount (R$)'));
  // 0 means "no fee / unknown" (houses, missing data): ratios are taken where a fee exists.
  const withCondo = rows.filter((r) => num(r, 'hoa (R$)') > 0);
  const withIptu = rows.filter((r) => num(r, 'property tax (R$)') > 0);
  const floors = rows.filter((r) => r.floor !== '-').map((r) => num(r, 'floor'));
  return {
    listings: rows.length,
    rent: quantiles(rents),
    rent_per_m2: quantiles(rows.map((r) => num(r, 'rent amount (R$)') / num(r, 'area')), 1),
    condo_to_rent: quantiles(withCondo.map((r) => num(r, 'hoa (R$)') / num(r, 'rent amount (R$)')), 3),
    condo_share: rate(rows.map((r) => num(r, 'hoa (R$)') > 0)),
    iptu_to_rent: quantiles(withIptu.map((r) => num(r, 'property tax (R$)') / num(r, 'rent amount (R$)')), 3),
    iptu_share: rate(rows.map((r) => num(r, 'property tax (R$)') > 0)),
    area: quantiles(rows.map((r) => num(r, 'area'))),
    bedrooms: distribution(rows.map((r) => num(r, 'rooms')), 5),
    bathrooms: distribution(rows.map((r) => num(r, 'bathroom')), 5),
    parking: distribution(rows.map((r) => num(r, 'parking spaces')), 4),
    floor: quantiles(floors),
    // floor '-' is the only hint that a row is a house (SOURCES.md).
    house_share: rate(rows.map((r) => r.floor === '-')),
    furnished_rate: rate(rows.map((r) => r.furniture === 'furnished')),
    pets_rate: rate(rows.map((r) => r.animal === 'acept')),
  };
}

const rentals = readCsv('listings/houses_to_rent_v2.csv').filter(plausibleRental);
const cities = Object.fromEntries(
  Object.entries(CITY_STATES).map(([city, state]) => [
    city,
    { state, ...cityStatistics(rentals.filter((r) => r.city === city)) },
  ]),
);

// ---- sao-paulo-properties-april-2019.csv: SP apartments for rent and sale -----------------

const SP_BOX = { latMin: -24.05, latMax: -23.35, lngMin: -46.85, lngMax: -46.35 };

interface SpListing {
  price: number;
  condo: number;
  size: number;
  rooms: number;
  toilets: number;
  suites: number;
  parking: number;
  elevator: boolean;
  furnished: boolean;
  pool: boolean;
  isNew: boolean;
  district: string;
  deal: string;
  point?: { lat: number; lng: number };
}

/** 0,0 is "no coordinates"; 17 rows have them swapped; ~90 are geocoded outside the city. */
function cleanPoint(lat: number, lng: number): { lat: number; lng: number } | undefined {
  if (lat === 0 && lng === 0) return undefined;
  if (lat < -40 && lng > -30) [lat, lng] = [lng, lat];
  const inside = lat >= SP_BOX.latMin && lat <= SP_BOX.latMax && lng >= SP_BOX.lngMin && lng <= SP_BOX.lngMax;
  return inside ? { lat, lng } : undefined;
}

function plausibleSp(l: SpListing): boolean {
  const perM2 = l.price / l.size;
  const priceOk = l.deal === 'rent' ? perM2 >= 8 && perM2 <= 250 : perM2 >= 1_500 && perM2 <= 35_000;
  return priceOk && l.suites <= l.rooms && l.toilets >= l.suites && l.condo <= (l.deal === 'rent' ? l.price * 3 : 20_000);
}

const spListings: SpListing[] = readCsv('listings/sao-paulo-properties-april-2019.csv')
  .map((r) => ({
    price: num(r, 'Price'),
    condo: num(r, 'Condo'),
    size: num(r, 'Size'),
    rooms: num(r, 'Rooms'),
    toilets: num(r, 'Toilets'),
    suites: num(r, 'Suites'),
    parking: num(r, 'Parking'),
    elevator: r.Elevator === '1',
    furnished: r.Furnished === '1',
    pool: r['Swimming Pool'] === '1',
    isNew: r.New === '1',
    district: (r.District ?? '').replace(/\/São Paulo$/, ''),
    deal: r['Negotiation Type'] ?? '',
    point: cleanPoint(num(r, 'Latitude'), num(r, 'Longitude')),
  }))
  .filter(plausibleSp);

function dealStatistics(rows: SpListing[]) {
  const withCondo = rows.filter((l) => l.condo > 0); // 0 = unknown (SOURCES.md)
  return {
    listings: rows.length,
    price: quantiles(rows.map((l) => l.price)),
    price_per_m2: quantiles(rows.map((l) => l.price / l.size)),
    condo: quantiles(withCondo.map((l) => l.condo)),
    condo_per_m2: quantiles(withCondo.map((l) => l.condo / l.size), 1),
    area: quantiles(rows.map((l) => l.size)),
    bedrooms: distribution(rows.map((l) => l.rooms), 4),
    suites: distribution(rows.map((l) => l.suites), 3),
    bathrooms: distribution(rows.map((l) => l.toilets), 5),
    parking: distribution(rows.map((l) => l.parking), 4),
  };
}

const median = (values: number[]) => quantile([...values].sort((a, b) => a - b), 0.5);

/** Centroid of a district: mean of its points within ~5 km of their median (drops stray geocodes). */
function centroid(points: { lat: number; lng: number }[]): { lat: number; lng: number } | undefined {
  const mLat = median(points.map((p) => p.lat));
  const mLng = median(points.map((p) => p.lng));
  const near = points.filter((p) => Math.abs(p.lat - mLat) < 0.045 && Math.abs(p.lng - mLng) < 0.05);
  if (near.length === 0) return undefined;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return { lat: round(mean(near.map((p) => p.lat)), 4), lng: round(mean(near.map((p) => p.lng)), 4) };
}

function districtStatistics(rows: SpListing[]) {
  const byName = new Map<string, SpListing[]>();
  for (const l of rows) byName.set(l.district, [...(byName.get(l.district) ?? []), l]);
  return [...byName.entries()]
    .flatMap(([name, list]) => {
      const center = centroid(list.flatMap((l) => (l.point ? [l.point] : [])));
      if (!center || name === '') return [];
      const perM2 = (deal: string) => {
        const own = list.filter((l) => l.deal === deal);
        return own.length >= 5 ? Math.round(median(own.map((l) => l.price / l.size)) * 10) / 10 : null;
      };
      return [{ name, count: list.length, ...center, sale_m2_p50: perM2('sale'), rent_m2_p50: perM2('rent') }];
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'pt-BR'));
}

const saoPaulo = {
  rent: dealStatistics(spListings.filter((l) => l.deal === 'rent')),
  sale: dealStatistics(spListings.filter((l) => l.deal === 'sale')),
  amenity_rates: {
    elevator: rate(spListings.map((l) => l.elevator)),
    furnished: rate(spListings.map((l) => l.furnished)),
    pool: rate(spListings.map((l) => l.pool)),
    new: rate(spListings.map((l) => l.isNew)),
  },
  districts: districtStatistics(spListings),
};

// ---- geo/municipios.csv (MIT): the seats of the municipalities the sample uses ------------

const SEATS = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Porto Alegre', 'Campinas', 'Ipojuca', 'Ubatuba'];
const ufByCode = new Map(readCsv('geo/estados.csv').map((r) => [r.codigo_uf, r.uf]));
const municipalities = Object.fromEntries(
  readCsv('geo/municipios.csv')
    .filter((r) => SEATS.includes(r.nome ?? '') && (r.nome !== 'São Paulo' || r.codigo_uf === '35'))
    .map((r) => [
      r.nome,
      { ibge: num(r, 'codigo_ibge'), uf: ufByCode.get(r.codigo_uf ?? ''), lat: num(r, 'latitude'), lng: num(r, 'longitude'), ddd: num(r, 'ddd') },
    ]),
);

const statistics = {
  about:
    'Aggregates derived by bench/derive-sample-stats.ts from the listing CSVs described in /work/shared/data/SOURCES.md ' +
    '(houses_to_rent_v2.csv, ~March 2020, CC0; sao-paulo-properties-april-2019.csv, licence unverified: only aggregates are kept). ' +
    'Money in BRL (rent and fees per month). Ratios are fee / rent. Distributions are shares of listings.',
  cleaning: [
    'exact duplicate rows dropped',
    'rentals: rent R$ 300–50,000, area 20–1,500 m², condo ≤ 3× rent, IPTU ≤ 2× rent, floor ≤ 60, rent/m² 3–300',
    'SP: 0,0 coordinates dropped, swapped lat/lng fixed, points outside the city box dropped',
    'SP: rent/m² 8–250, sale/m² 1,500–35,000, suites ≤ bedrooms, bathrooms ≥ suites; condo 0 read as unknown',
    'district centroid: mean of the district points within ~5 km of their median',
  ],
  municipalities,
  cities,
  sao_paulo: saoPaulo,
};

const json = `${JSON.stringify(statistics, null, 1)}\n`;
writeFileSync(outFile, json);
console.log(`${outFile}: ${json.length} bytes; ${rentals.length} rentals, ${spListings.length} SP listings, ${saoPaulo.districts.length} districts`);
