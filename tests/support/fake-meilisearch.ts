/**
 * A real HTTP server on 127.0.0.1 that answers like Meilisearch for the routes
 * the search engine uses — POST /indexes/{uid}/search, /facet-search and
 * /similar — over in-memory documents. The official client makes no other
 * call (no handshake: `client.index(uid)` is local), so nothing else is served.
 * It records every request so tests can assert the exact bodies and headers,
 * checks the bearer token and the JSON content type as Meilisearch does, and
 * can be told to fail the next requests (a 500, or no answer at all).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attributesOf, FilterSyntaxError, matches, parseFilter, valuesOf, type FakeDocument } from './fake-meilisearch-filter.ts';

export type { FakeDocument } from './fake-meilisearch-filter.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeMeilisearchOptions {
  /** When set, every request must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Index uid → documents, in insertion order (the order of ties, as in Meilisearch). */
  indexes?: Record<string, FakeDocument[]>;
  /** Embedder names /similar accepts (default ['default']). */
  embedders?: string[];
  /** Candidates of /similar, best first (default: every other document, in index order). */
  similar?: (target: FakeDocument, documents: readonly FakeDocument[]) => FakeDocument[];
  /** When set, filters, facets and facet searches on other attributes are rejected. */
  filterableAttributes?: string[];
  /** When set, sorting on other attributes is rejected. */
  sortableAttributes?: string[];
  /** false: a server before 1.22, which refuses `_geoPolygon` as invalid_search_filter. */
  geoPolygon?: boolean;
}

/**
 * A status with Meilisearch's internal-error body (or `rawBody`, e.g. a proxy's
 * HTML page), or 'timeout': the request is never answered.
 */
export type FakeFailure = { status: number; rawBody?: string } | 'timeout';

export interface FakeMeilisearch {
  url: string;
  requests: RecordedRequest[];
  setDocuments(uid: string, documents: FakeDocument[]): void;
  /** The next `count` requests (those `when` accepts, if given) fail. */
  failNext(count: number, failure?: FakeFailure, when?: (request: RecordedRequest) => boolean): void;
  close(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly type = 'invalid_request',
  ) {
    super(message);
  }
}

const MAX_FACET_VALUES = 100;
const MAX_TOTAL_HITS = 1000;

/** Facet-search normalisation: lower case, accents dropped (charabia's lossy normaliser). */
const normalize = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

function compareSortValues(a: unknown, b: unknown): number {
  const rank = (v: unknown) => (typeof v === 'number' ? 0 : 1); // numbers before strings
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a).toLowerCase(), String(b).toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Stable sort; a document without the field (or with null) comes last in both directions. */
function sortDocuments(documents: FakeDocument[], sort: string[]): FakeDocument[] {
  const rules = sort.map((rule) => {
    const [attribute = '', direction] = rule.split(':');
    return { attribute, sign: direction === 'desc' ? -1 : 1 };
  });
  return [...documents].sort((a, b) => {
    for (const { attribute, sign } of rules) {
      const [x, y] = [a[attribute], b[attribute]];
      const [xMissing, yMissing] = [x === undefined || x === null, y === undefined || y === null];
      if (xMissing || yMissing) {
        if (xMissing !== yMissing) return xMissing ? 1 : -1;
        continue;
      }
      const order = compareSortValues(x, y) * sign;
      if (order !== 0) return order;
    }
    return 0;
  });
}

/** Value → count, keyed by the first spelling met; values compared case-insensitively. */
function distribution(documents: readonly FakeDocument[], attribute: string, stringsOnly = false): Map<string, { value: string; count: number }> {
  const counts = new Map<string, { value: string; count: number }>();
  for (const doc of documents) {
    const seen = new Set<string>();
    for (const raw of valuesOf(doc, attribute)) {
      if (stringsOnly && typeof raw === 'number') continue; // facet search looks at string values only
      const value = String(raw);
      const key = value.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key);
      if (entry) entry.count++;
      else counts.set(key, { value, count: 1 });
    }
  }
  return counts;
}

const byKey = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export async function startFakeMeilisearch(options: FakeMeilisearchOptions = {}): Promise<FakeMeilisearch> {
  const indexes = new Map(Object.entries(options.indexes ?? {}));
  const embedders = options.embedders ?? ['default'];
  const requests: RecordedRequest[] = [];
  const failures: { failure: FakeFailure; when?: (request: RecordedRequest) => boolean }[] = [];

  function checkFilterable(attribute: string, code: string): void {
    const allowed = options.filterableAttributes;
    if (allowed && !allowed.includes(attribute)) {
      throw new ApiError(400, code, `Attribute \`${attribute}\` is not filterable. Available filterable attributes are: \`${allowed.join(', ')}\`.`);
    }
  }

  function filtered(documents: readonly FakeDocument[], filter: unknown, code: string): FakeDocument[] {
    try {
      if (options.geoPolygon === false && typeof filter === 'string' && filter.includes('_geoPolygon')) {
        throw new FilterSyntaxError('`_geoPolygon` is not a valid filter: expected `_geoRadius` or `_geoBoundingBox`.');
      }
      const node = parseFilter(filter);
      if (!node) return [...documents];
      for (const attribute of attributesOf(node)) checkFilterable(attribute, code);
      return documents.filter((doc) => matches(doc, node));
    } catch (error) {
      if (error instanceof FilterSyntaxError) throw new ApiError(400, code, error.message);
      throw error;
    }
  }

  function search(documents: FakeDocument[], body: Record<string, unknown>) {
    const sort = (body.sort as string[] | undefined) ?? [];
    for (const rule of sort) {
      const attribute = rule.split(':')[0] ?? '';
      if (options.sortableAttributes && !options.sortableAttributes.includes(attribute)) {
        const available = options.sortableAttributes.join(', ');
        throw new ApiError(400, 'invalid_search_sort', `Attribute \`${attribute}\` is not sortable. Available sortable attributes are: \`${available}\`.`);
      }
    }
    const candidates = sortDocuments(filtered(documents, body.filter, 'invalid_search_filter'), sort);
    const reachable = candidates.slice(0, MAX_TOTAL_HITS); // pagination.maxTotalHits
    const facets = body.facets as string[] | undefined;
    const facetDistribution = facets && Object.fromEntries(
      facets.map((name) => {
        checkFilterable(name, 'invalid_search_facets');
        const values = byKey(distribution(candidates, name)).slice(0, MAX_FACET_VALUES);
        return [name, Object.fromEntries(values.map(([, { value, count }]) => [value, count]))];
      }),
    );
    const page = { q: body.q ?? '', processingTimeMs: 0, ...(facetDistribution ? { facetDistribution } : {}) };
    if (body.page !== undefined || body.hitsPerPage !== undefined) {
      const hitsPerPage = Number(body.hitsPerPage ?? 20);
      const current = Number(body.page ?? 1);
      const hits = reachable.slice((current - 1) * hitsPerPage, current * hitsPerPage);
      return { hits, ...page, hitsPerPage, page: current, totalPages: Math.ceil(reachable.length / hitsPerPage), totalHits: reachable.length };
    }
    const limit = Number(body.limit ?? 20);
    const offset = Number(body.offset ?? 0);
    return { hits: reachable.slice(offset, offset + limit), ...page, limit, offset, estimatedTotalHits: candidates.length };
  }

  function facetSearch(documents: FakeDocument[], body: Record<string, unknown>) {
    const facetName = String(body.facetName ?? '');
    checkFilterable(facetName, 'invalid_facet_search_facet_name');
    // Only the first word of the query counts, as a prefix of the normalised value.
    const firstWord = normalize(String(body.facetQuery ?? '')).trim().split(/\s+/)[0] ?? '';
    const candidates = filtered(documents, body.filter, 'invalid_facet_search_filter');
    const facetHits = byKey(
      [...distribution(candidates, facetName, true).values()]
        .filter(({ value }) => normalize(value).startsWith(firstWord))
        .map((hit): [string, typeof hit] => [normalize(hit.value), hit]),
    )
      .slice(0, MAX_FACET_VALUES)
      .map(([, hit]) => hit);
    return { facetHits, facetQuery: body.facetQuery ?? null, processingTimeMs: 0 };
  }

  function similar(documents: FakeDocument[], body: Record<string, unknown>) {
    if (body.embedder === undefined) throw new ApiError(400, 'bad_request', 'Missing field `embedder`');
    if (!embedders.includes(String(body.embedder))) {
      throw new ApiError(400, 'invalid_similar_embedder', `Cannot find embedder with name \`${String(body.embedder)}\`.`);
    }
    const target = documents.find((doc) => String(doc.id) === String(body.id));
    if (!target) throw new ApiError(400, 'not_found_similar_id', `Document \`${String(body.id)}\` not found.`);
    const others = options.similar?.(target, documents) ?? documents.filter((doc) => doc !== target);
    const candidates = filtered(others, body.filter, 'invalid_similar_filter');
    const limit = Number(body.limit ?? 20);
    const offset = Number(body.offset ?? 0);
    const hits = candidates.slice(offset, offset + limit);
    return { hits, id: String(body.id), processingTimeMs: 0, limit, offset, estimatedTotalHits: candidates.length };
  }

  function route(request: RecordedRequest): unknown {
    const auth = request.headers.authorization;
    if (options.apiKey !== undefined && auth === undefined) {
      throw new ApiError(401, 'missing_authorization_header', 'The Authorization header is missing. It must use the bearer authorization method.', 'auth');
    }
    if (options.apiKey !== undefined && auth !== `Bearer ${options.apiKey}`) {
      throw new ApiError(403, 'invalid_api_key', 'The provided API key is invalid.', 'auth');
    }
    const match = /^\/indexes\/([^/]+)\/(search|facet-search|similar)$/.exec(request.path);
    if (!match || request.method !== 'POST') throw new ApiError(404, 'not_found', `Fake Meilisearch does not serve ${request.method} ${request.path}.`);
    if (!request.headers['content-type']?.startsWith('application/json')) {
      throw new ApiError(415, 'missing_content_type', 'A Content-Type header is missing. Accepted values for the Content-Type header are: `application/json`');
    }
    const [, uid = '', action] = match;
    const documents = indexes.get(uid);
    if (!documents) throw new ApiError(404, 'index_not_found', `Index \`${uid}\` not found.`);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (action === 'search') return search(documents, body);
    if (action === 'facet-search') return facetSearch(documents, body);
    return similar(documents, body);
  }

  function answer(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(Object.entries(incoming.headers).map(([name, value]) => [name, String(value)]));
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    const request: RecordedRequest = { method: incoming.method ?? 'GET', path: (incoming.url ?? '/').split('?')[0]!, headers, body };
    requests.push(request);
    const failureAt = failures.findIndex((f) => f.when?.(request) ?? true);
    if (failureAt >= 0) {
      const [{ failure }] = failures.splice(failureAt, 1) as [(typeof failures)[number]];
      if (failure === 'timeout') return; // never answered; close() drops the socket
      if (failure.rawBody !== undefined) {
        response.writeHead(failure.status, { 'content-type': 'text/html' });
        response.end(failure.rawBody);
        return;
      }
      const link = 'https://docs.meilisearch.com/errors#internal';
      answer(response, failure.status, { message: 'Fake Meilisearch was told to fail.', code: 'internal', type: 'internal', link });
      return;
    }
    try {
      answer(response, 200, route(request));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answer(response, error.status, { message: error.message, code: error.code, type: error.type, link: `https://docs.meilisearch.com/errors#${error.code}` });
    }
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      if (!response.headersSent) answer(response, 500, { message: String(error), code: 'internal', type: 'internal', link: '' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setDocuments: (uid, documents) => void indexes.set(uid, documents),
    failNext(count, failure = { status: 500 }, when) {
      for (let i = 0; i < count; i++) failures.push(when ? { failure, when } : { failure });
    },
    close() {
      server.closeAllConnections(); // requests held by a 'timeout' failure
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
