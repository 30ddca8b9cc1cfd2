/**
 * A raw home record's digest: part of a tenant's input fingerprint (builds/tenant-input.ts)
 * and the key of every page that shows the home (builds/incremental.ts). A source that
 * reads text (an NDJSON line) digests the bytes it read; otherwise the parsed record is
 * serialised again and digested.
 */
import { createHash } from 'node:crypto';
import type { DigestedHomes, FetchOptions, TenantSource } from './source.ts';

export function homeDigests(rawHomes: readonly unknown[]): string[] {
  return rawHomes.map((home) => createHash('sha1').update(JSON.stringify(home)).digest('base64url'));
}

/** A tenant's raw homes with their digests, from any source. */
export async function readDigestedHomes(source: TenantSource, siteUrl: string, options?: FetchOptions): Promise<DigestedHomes> {
  if (source.digestedHomes) return source.digestedHomes(siteUrl, options);
  return parsedHomes(await source.homes(siteUrl, options));
}

/** Records already parsed (a JSON array, an API page), digested by serialising each again. */
export function parsedHomes(records: readonly unknown[]): DigestedHomes {
  return { digests: homeDigests(records), record: (index) => records[index] };
}

/** Every record, parsed. */
export function allRecords(homes: DigestedHomes): unknown[] {
  return homes.digests.map((_, index) => homes.record(index));
}
