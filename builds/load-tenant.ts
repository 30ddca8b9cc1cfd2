/**
 * Load stage: a tenant's config and listings from the source, validated by the domain. With
 * the live release's home cache (./home-cache.ts), a record whose digest it lists is not
 * parsed or validated: its facts are taken from the cache, and the record is read only if a
 * page showing it whole is rendered.
 */
import { DUPLICATE_ID, formatRejection, validateHome, validateSiteConfig, type Rejection } from '../domain/validate.ts';
import type { SiteConfig } from '../domain/schemas/index.ts';
import type { DigestedHomes, TenantSource } from '../sources/source.ts';
import { SiteConfigInvalid, SiteConfigOtherSite, vitrineError } from '../domain/errors.ts';
import { readDigestedHomes } from '../sources/home-digests.ts';
import type { HomeCache } from './home-cache.ts';
import type { HomeSpill } from './home-spill.ts';
import { CachedHome, factsStringSharer, homeFacts, readHome, StoredHome, type TenantHome } from './tenant-homes.ts';
import { toPublicProperty } from '../domain/rules/public-property.ts';
import type { Property } from '../domain/schemas/index.ts';
import { dataFingerprint } from './tenant-input.ts';

/** Records to parse at most for validating them without compiling the schema's parser first (../domain/validate.ts). */
const FEW_RECORDS = 100;

export interface LoadedTenant {
  site: SiteConfig;
  /** The kept homes, in the source's order. */
  homes: TenantHome[];
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
  /** Lets go of the source's file, from which the homes the cache vouched for read their records (without any, it is let go at load). */
  release(): void;
}

export interface LoadOptions {
  signal?: AbortSignal;
  /** The data folder's `<site>/media`, part of the fingerprint. */
  mediaDir?: string;
  /** The live release's home cache, read while the source is. */
  cache?: Promise<HomeCache | null>;
  /**
   * Where validated records are put aside until a page or the feed reads them (a build): the
   * tenant then holds its homes' facts only. Without it every record stays in memory.
   */
  spill?: HomeSpill;
  /** Told, before any record is parsed, how many there are and how many the home cache vouches for (the rest are parsed and validated). */
  onRecords?: (total: number, cached: number) => void;
}

/** What the source gave, before anything is parsed or validated: enough to tell an unchanged tenant (its fingerprint). */
export interface TenantInput {
  rawConfig: unknown;
  raw: DigestedHomes;
  /** The data fingerprint (./tenant-input.ts). */
  fingerprint: string;
}

export async function readTenantInput(source: TenantSource, siteUrl: string, options: Pick<LoadOptions, 'signal' | 'mediaDir'> = {}): Promise<TenantInput> {
  const fetchOptions = options.signal ? { signal: options.signal } : {};
  const [rawConfig, raw] = await Promise.all([source.siteConfig(siteUrl, fetchOptions), readDigestedHomes(source, siteUrl, fetchOptions)]);
  return { rawConfig, raw, fingerprint: dataFingerprint(rawConfig, raw.digests, options.mediaDir) };
}

export async function loadTenant(source: TenantSource, siteUrl: string, options: LoadOptions = {}): Promise<LoadedTenant> {
  return loadTenantFrom(await readTenantInput(source, siteUrl, options), siteUrl, options);
}

/** The tenant validated from what its source gave (`readTenantInput`). */
export async function loadTenantFrom(input: TenantInput, siteUrl: string, options: LoadOptions = {}): Promise<LoadedTenant> {
  const { rawConfig, raw, fingerprint } = input;
  const cache = await (options.cache ?? null);
  const { config, configIssues } = validateSiteConfig(rawConfig);
  if (config === null) {
    const details = configIssues.map((r) => formatRejection(r, 'site-config')).join('; ');
    throw vitrineError(SiteConfigInvalid, [siteUrl, details]);
  }
  if (config.site_url !== siteUrl) {
    throw vitrineError(SiteConfigOtherSite, [siteUrl, config.site_url]);
  }
  const homes: TenantHome[] = [];
  const rejected: Rejection[] = [];
  const warnings: Rejection[] = [];
  const seen = new Set<number>();
  const shareStrings = factsStringSharer();
  const keep = (home: TenantHome) => {
    // The first record of an id wins; a later one is rejected, as validateTenant does.
    if (seen.has(home.facts.id)) return void rejected.push({ id: String(home.facts.id), path: 'id', message: DUPLICATE_ID });
    seen.add(home.facts.id);
    // A cached home's strings come from its shard's columns, shared there; the rest of it is not read (./cached-facts.ts).
    if (!home.cached) shareStrings(home.facts);
    homes.push(home);
    if (home.facts.warnings) warnings.push(...home.facts.warnings);
  };
  const cached = cache ? raw.digests.filter((digest) => cache.has(digest)).length : 0;
  options.onRecords?.(raw.digests.length, cached);
  const few = raw.digests.length - cached <= FEW_RECORDS;
  const readAgain = recordReader(raw);
  raw.digests.forEach((digest, index) => {
    const facts = cache?.facts(digest);
    if (facts) return keep(new CachedHome(facts, digest, readAgain, index));
    const check = validateHome(raw.record(index), index, few);
    if ('rejected' in check) rejected.push(...check.rejected);
    else keep(options.spill ? spilledHome(options.spill, check.home, digest, check.warnings) : readHome(check.home, digest, check.warnings));
  });
  // Only a home the cache vouched for reads its record later: without one, the source's file is let go now.
  if (!homes.some((home) => home.cached)) raw.release?.();
  const homeDigest = new Map(homes.map((home) => [home.facts.id, home.digest]));
  return { site: config, homes, rejected, warnings, fingerprint, homeDigest, release: releaseOf(raw) };
}

/** Made outside loadTenant: a closure there would keep its whole scope (the id set, the string pool) for the build. */
function releaseOf(raw: { release?: () => void }): () => void {
  return () => raw.release?.();
}

/** How a cached home reads its record again (../tenant-homes.ts CachedHome), made outside loadTenant as `releaseOf` is. */
function recordReader(raw: DigestedHomes): (index: number) => Property {
  return (index) => validHome(raw.record(index), index);
}

function spilledHome(spill: HomeSpill, home: Property, digest: string, warnings: readonly Rejection[]): TenantHome {
  const facts = homeFacts(home, toPublicProperty(home), warnings);
  const record = spill.put(home);
  return new StoredHome(facts, digest, spill, record);
}

/** A record the cache vouched for, read again: it validated when its facts were cached, under the same code. */
function validHome(raw: unknown, index: number) {
  const check = validateHome(raw, index, true);
  if ('rejected' in check) throw new Error(`home ${check.rejected[0]?.id ?? `#${index}`}: the home cache listed a record that does not validate: ${check.rejected.map((r) => formatRejection(r)).join('; ')}`);
  return check.home;
}
