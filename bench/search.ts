/**
 * `NODE_ENV=production npx tsx bench/search.ts [listings] [queries]`: the static search index
 * (DESIGN §5) on a generated tenant — its size on the wire (gzip bytes per listing) and the
 * latency of search (page 1), facets (the 6 default facets) and facetSearch over seeded,
 * varied FilterStates drawn from the tenant's own values. Target: p95 ≤ 10 ms per query.
 * Prints one JSON object; figures go to bench/README.md by hand.
 */
import { gzipSync } from 'node:zlib';
import { slugify } from '../domain/rules/slug.ts';
import { filterStateSchema, SORT_ORDERS, type FilterState, type FilterStateInput } from '../domain/schemas/filter-state.ts';
import { propertySchema } from '../domain/schemas/property.ts';
import type { SearchDocument } from '../domain/schemas/search-document.ts';
import { createRandom, type Random } from '../sources/sample/random.ts';
import { generateSample } from '../sources/sample/generate.ts';
import { toSearchDocument } from '../search/document.ts';
import { DEFAULT_FACET_SEARCH, SUGGESTION_FACETS, type FacetName } from '../search/engine.ts';
import { createStaticIndexEngine } from '../search/static-index/engine.ts';
import { buildStaticIndex, readStaticIndex, type StaticIndexFile } from '../search/static-index/index-file.ts';
import { machine } from './support.ts';

const listings = Number(process.argv[2] ?? 10_000);
const queries = Number(process.argv[3] ?? 2_000);

const [tenant] = generateSample({ tenants: 1, listings, seed: 7, now: new Date('2026-11-22T12:00:00Z') });
const docs = tenant!.homes.map((home) => toSearchDocument(propertySchema.parse(home)));

let started = performance.now();
const file = buildStaticIndex(docs);
const buildMs = performance.now() - started;
const json = JSON.stringify(file);
const rawBytes = Buffer.byteLength(json);
const gzipBytes = gzipSync(json).length;
const gzip9Bytes = gzipSync(json, { level: 9 }).length;
const documentsGzipBytes = gzipSync(JSON.stringify(docs)).length;

// What the browser does once, on the first interaction: parse the JSON and build the columns.
started = performance.now();
readStaticIndex(JSON.parse(json) as StaticIndexFile);
const parseAndReadMs = performance.now() - started;

/** A FilterState a visitor could make: a few filters drawn from the listings' own values. */
function randomFilters(random: Random): FilterStateInput {
  const doc = random.pick(docs);
  const input: FilterStateInput = { page: 1 };
  if (random.chance(0.6)) input.status = doc.status;
  if (random.chance(0.3)) input.state = doc.state.toLowerCase();
  if (random.chance(0.4)) input.city = slugify(doc.city);
  if (random.chance(0.2)) {
    const sameCity = docs.slice(0, 400).filter((d) => d.city === doc.city);
    input.neighborhood = [...new Set(random.sample(sameCity, random.int(1, 3)).map((d) => slugify(d.neighborhood)))];
  }
  if (random.chance(0.3)) input.category = doc.category;
  if (random.chance(0.3)) input.bedrooms = random.int(0, 4);
  if (random.chance(0.15)) input.bathrooms = random.int(1, 3);
  if (random.chance(0.15)) input.parking_spaces = random.int(1, 2);
  const price = doc.status === 'rent' ? doc.rental_price : doc.price;
  if (random.chance(0.3) && price) input.price = random.chance(0.5) ? [0, price] : [Math.round(price * 0.7), Math.round(price * 1.3)];
  if (random.chance(0.2)) input.area = [Math.round(doc.area * 0.8), random.chance(0.5) ? 0 : Math.round(doc.area * 1.5)];
  if (random.chance(0.15) && doc.features.length) input.features = random.sample(doc.features, random.int(1, 2));
  if (random.chance(0.15) && doc.amenities.length) input.amenities = random.sample(doc.amenities, 1);
  if (random.chance(0.1) && doc.site_categories.length) input.site_categories = random.sample(doc.site_categories, 1);
  if (random.chance(0.02)) input.code = String(doc.id);
  if (random.chance(0.15) && doc._geo) {
    const { lat, lng } = doc._geo;
    const span = random.between(0.005, 0.1);
    input.geo = random.chance(0.6)
      ? { bounds: { northEast: { lat: lat + span, lng: lng + span }, southWest: { lat: lat - span, lng: lng - span } } }
      : { lat, lng, radius: random.int(300, 8_000) };
  }
  if (random.chance(0.5)) input.sort = random.pick(SORT_ORDERS);
  return input;
}

/** 2–4 leading characters of a value the suggestion box could be typed towards. */
function randomText(random: Random, doc: SearchDocument, facet: FacetName): string {
  const value = facet === 'state' ? doc.state : facet === 'city' ? doc.city : doc.neighborhood;
  return value.slice(0, random.int(2, 4));
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)!) };
}

const random = createRandom(7);
const states: FilterState[] = Array.from({ length: queries }, () => filterStateSchema.parse(randomFilters(random)));
const engine = createStaticIndexEngine(() => Promise.resolve(JSON.parse(json) as StaticIndexFile));
await engine.search(states[0]!); // the load, measured above; not a query

const timings = { search: [] as number[], facets: [] as number[], facetSearch: [] as number[] };
let hitTotal = 0;
for (const filters of states) {
  let t = performance.now();
  const result = await engine.search(filters);
  timings.search.push(performance.now() - t);
  hitTotal += result.total;

  t = performance.now();
  await engine.facets(filters, DEFAULT_FACET_SEARCH);
  timings.facets.push(performance.now() - t);

  const facet = random.pick(SUGGESTION_FACETS);
  const text = randomText(random, random.pick(docs), facet);
  t = performance.now();
  await engine.facetSearch(facet, text, filters);
  timings.facetSearch.push(performance.now() - t);
}

console.log(
  JSON.stringify({
    machine: machine(),
    listings: docs.length,
    queries,
    index: {
      rawBytes,
      gzipBytes,
      gzipBytesPerListing: Math.round((gzipBytes / docs.length) * 10) / 10,
      gzip9Bytes,
      documentsAsJsonGzipBytes: documentsGzipBytes,
      buildMs: Math.round(buildMs),
      parseAndReadMs: Math.round(parseAndReadMs),
    },
    meanHitsPerQuery: Math.round(hitTotal / queries),
    latencyMs: {
      search: percentiles(timings.search),
      facets: percentiles(timings.facets),
      facetSearch: percentiles(timings.facetSearch),
    },
  }),
);
