/**
 * Where tenants come from: pick the adapter behind the TenantSource port. `--api` wins over
 * `--data`; with neither, the embedded sample data folder is used.
 */
import { createDataFolderSource } from './data-folder.ts';
import { createHttpSource, type HttpSourceOptions } from './http-api.ts';
import type { TenantSource } from './source.ts';

export const DEFAULT_DATA_FOLDER = 'examples/data';

export interface SourceChoice {
  data?: string;
  api?: string;
}

/** `http` tunes the API adapter (timeouts, retries) and is ignored for a data folder. */
export function createSource(choice: SourceChoice, http: Omit<HttpSourceOptions, 'baseUrl'> = {}): TenantSource {
  if (choice.api !== undefined && choice.api !== '') return createHttpSource({ ...http, baseUrl: choice.api });
  return createDataFolderSource(choice.data ?? DEFAULT_DATA_FOLDER);
}

export type { FetchOptions, SiteRef, TenantSource } from './source.ts';
export type { HttpSourceOptions } from './http-api.ts';
export type { RetryOptions, RetryPolicy, Sleep } from './retry.ts';
export { createDataFolderSource } from './data-folder.ts';
export { createHttpSource } from './http-api.ts';
export { isRetryable, withRetry } from './retry.ts';
