/** Load stage: a tenant's config and listings from the source, validated by the domain. */
import { validateTenant, type Rejection } from '../domain/validate.ts';
import type { Property, SiteConfig } from '../domain/schemas/index.ts';
import type { TenantSource } from '../sources/source.ts';
import { SiteConfigInvalid, SiteConfigOtherSite, vitrineError } from '../domain/errors.ts';
import { formatRejection } from '../domain/validate.ts';
import { readDigestedHomes } from '../sources/home-digests.ts';
import { dataFingerprint } from './tenant-input.ts';

export interface LoadedTenant {
  site: SiteConfig;
  homes: Property[];
  rejected: Rejection[];
  /** Kept homes with a value the site cannot use (bad hex location). */
  warnings: Rejection[];
  /** The data fingerprint (./tenant-input.ts) of what the source gave. */
  fingerprint: string;
  /**
   * Each kept home's raw record digest, by id. A listing's page, public copy and search
   * document are functions of that record alone (and of the code and site, in the page salt),
   * so pages are keyed by it instead of digesting what was derived from it again.
   */
  homeDigest: Map<number, string>;
}

/** `mediaDir`: the data folder's `<site>/media`, part of the fingerprint. */
export async function loadTenant(source: TenantSource, siteUrl: string, signal?: AbortSignal, mediaDir?: string): Promise<LoadedTenant> {
  const options = signal ? { signal } : {};
  const [rawConfig, { records: rawHomes, digests }] = await Promise.all([source.siteConfig(siteUrl, options), readDigestedHomes(source, siteUrl, options)]);
  const result = validateTenant(rawConfig, rawHomes);
  if (result.config === null) {
    const details = result.configIssues.map((r) => formatRejection(r, 'site-config')).join('; ');
    throw vitrineError(SiteConfigInvalid, [siteUrl, details]);
  }
  if (result.config.site_url !== siteUrl) {
    throw vitrineError(SiteConfigOtherSite, [siteUrl, result.config.site_url]);
  }
  const fingerprint = dataFingerprint(rawConfig, digests, mediaDir);
  const homeDigest = new Map(result.homes.map((home, i) => [home.id, digests[result.rawIndex[i]!]!]));
  return { site: result.config, homes: result.homes, rejected: result.rejected, warnings: result.warnings, fingerprint, homeDigest };
}
