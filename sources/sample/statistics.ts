/**
 * The derived statistics the sample draws from (sources/sample/statistics.json, written by
 * bench/derive-sample-stats.ts). Imported as a module, so the generator stays free of file access.
 */
import raw from './statistics.json' with { type: 'json' };

export interface Quantiles {
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
}

/** Shares of listings per value; the last key is pooled, e.g. '5+'. */
export type Distribution = Record<string, number>;

export interface Municipality {
  ibge: number;
  uf: string;
  lat: number;
  lng: number;
  ddd: number;
}

export interface CityRentals {
  state: string;
  listings: number;
  rent: Quantiles;
  rent_per_m2: Quantiles;
  condo_to_rent: Quantiles;
  condo_share: number;
  iptu_to_rent: Quantiles;
  iptu_share: number;
  area: Quantiles;
  bedrooms: Distribution;
  bathrooms: Distribution;
  parking: Distribution;
  floor: Quantiles;
  house_share: number;
  furnished_rate: number;
  pets_rate: number;
}

export interface DealStatistics {
  listings: number;
  price: Quantiles;
  price_per_m2: Quantiles;
  condo: Quantiles;
  condo_per_m2: Quantiles;
  area: Quantiles;
  bedrooms: Distribution;
  suites: Distribution;
  bathrooms: Distribution;
  parking: Distribution;
}

export interface District {
  name: string;
  count: number;
  lat: number;
  lng: number;
  sale_m2_p50: number | null;
  rent_m2_p50: number | null;
}

export interface SampleStatistics {
  about: string;
  cleaning: string[];
  municipalities: Record<string, Municipality>;
  cities: Record<string, CityRentals>;
  sao_paulo: {
    rent: DealStatistics;
    sale: DealStatistics;
    amenity_rates: { elevator: number; furnished: number; pool: number; new: number };
    districts: District[];
  };
}

export const statistics: SampleStatistics = raw;

export function cityRentals(city: string): CityRentals {
  const found = statistics.cities[city];
  if (!found) throw new Error(`no rental statistics for ${city}`);
  return found;
}

export function municipality(name: string): Municipality {
  const found = statistics.municipalities[name];
  if (!found) throw new Error(`no municipality ${name} in the sample statistics`);
  return found;
}
