/**
 * The client's errors, turned into sentences an owner or a CI log can act on.
 * The client throws `MeilisearchApiError` (the answer's code in `cause.code`)
 * and `MeilisearchRequestError` (network, timeout, abort — the reason in
 * `cause`); with a custom `httpClient` it wraps even API errors in a
 * MeilisearchRequestError, so causes are unwrapped first. The result is a
 * VitrineError with the HTTP status, so `withRetry` knows a 4xx is final.
 */
import { MeilisearchApiError, MeilisearchError, MeilisearchRequestError, MeilisearchRequestTimeOutError } from 'meilisearch';
import {
  messageOf,
  SearchAborted,
  SearchAnswered,
  SearchCall,
  SearchEmbedderMissing,
  SearchExplained,
  SearchFacetRejected,
  SearchCallFailed,
  SearchFilterRejected,
  SearchHomeNotIndexed,
  SearchIndexMissing,
  SearchNotJson,
  SearchSortRejected,
  SearchTimeout,
  SearchTokenRefused,
  VitrineError,
  type VitrineErrorCode,
} from '../../domain/errors.ts';

export class SearchServiceError extends VitrineError {
  /** Meilisearch's error code (`invalid_api_key`, `index_not_found`…) when it answered one. */
  readonly apiCode?: string;
  constructor(code: VitrineErrorCode, message: string, options: { cause?: unknown; status?: number; apiCode?: string }) {
    super(code, message, options);
    this.name = 'SearchServiceError';
    if (options.apiCode !== undefined) this.apiCode = options.apiCode;
  }
}

export interface ErrorContext {
  /** 'search', 'facet search', 'similar homes'… */
  operation: string;
  host: string;
  indexName: string;
  embedder: string;
  timeoutMs: number;
  /** The caller's signal fired: an abort, never retried. */
  aborted: boolean;
  /** Our own deadline fired. */
  timedOut: boolean;
  filter?: string;
  sort?: readonly string[];
}

/** What each API code means for a Vitrine site, and what to check. */
function explain(apiCode: string, context: ErrorContext): string | undefined {
  switch (apiCode) {
    case 'missing_authorization_header':
    case 'invalid_api_key':
      return SearchTokenRefused.message;
    case 'index_not_found':
      return messageOf(SearchIndexMissing, context.indexName);
    case 'invalid_search_filter':
    case 'invalid_facet_search_filter':
    case 'invalid_similar_filter':
      return messageOf(SearchFilterRejected, context.filter ?? '');
    case 'invalid_search_sort':
      return messageOf(SearchSortRejected, context.sort ?? []);
    case 'invalid_search_facets':
    case 'invalid_facet_search_facet_name':
      return SearchFacetRejected.message;
    case 'invalid_similar_embedder':
      return messageOf(SearchEmbedderMissing, context.embedder);
    case 'not_found_similar_id':
      return SearchHomeNotIndexed.message;
    default:
      return undefined;
  }
}

function apiError(error: MeilisearchApiError, context: ErrorContext, where: string): SearchServiceError {
  const status = error.response.status;
  const apiCode = error.cause?.code;
  const detail = `${status}${apiCode ? ` ${apiCode}` : ''}: ${error.message}`;
  const meaning = apiCode === undefined ? undefined : explain(apiCode, context);
  const message = meaning ? messageOf(SearchExplained, where, meaning, detail) : messageOf(SearchAnswered, where, detail);
  return new SearchServiceError('source-http', message, { cause: error, status, ...(apiCode ? { apiCode } : {}) });
}

/** The innermost Meilisearch error of a chain of causes, if any. */
function unwrap(error: unknown): unknown {
  let current = error;
  while (current instanceof MeilisearchRequestError && current.cause instanceof MeilisearchError) current = current.cause;
  return current;
}

/** Any failure of a client call → a SearchServiceError (other errors pass through untouched). */
export function describeError(error: unknown, context: ErrorContext): unknown {
  const where = messageOf(SearchCall, context.operation, context.host, context.indexName);
  const inner = unwrap(error);
  if (inner instanceof MeilisearchApiError) return apiError(inner, context, where);
  if (context.aborted) return new SearchServiceError(SearchAborted.code, messageOf(SearchAborted, where), { cause: error });
  if (context.timedOut || inner instanceof MeilisearchRequestTimeOutError) {
    return new SearchServiceError(SearchTimeout.code, messageOf(SearchTimeout, where, context.timeoutMs), { cause: error });
  }
  if (inner instanceof MeilisearchRequestError) {
    // fetch's own TypeError says only "fetch failed"; the reason (ECONNREFUSED…) is its cause.
    const cause = inner.cause;
    const reason = cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : String(cause);
    return new SearchServiceError(SearchCallFailed.code, messageOf(SearchCallFailed, where, reason), { cause: error });
  }
  // The client parses every body as JSON before looking at the status: a proxy's HTML error page lands here.
  if (inner instanceof SyntaxError) {
    return new SearchServiceError(SearchNotJson.code, messageOf(SearchNotJson, where, inner.message), { cause: error });
  }
  return error;
}
