/**
 * Validation of a whole tenant (DESIGN §2, §3): the site config and every home. One bad
 * home never hides the rest: valid homes are kept, each problem becomes a Rejection naming
 * the record id and the field path, as the build's stderr, `--json` and meta file list them.
 */
import type { z } from 'zod';
import { decodeHexPoint } from './rules/hex-geometry.ts';
import { listingPath } from './rules/listing.ts';
import { stateNamed } from './lookups/states.ts';
import { descriptionText, nameText } from './rules/description-text.ts';
import { placeName } from './rules/place-name.ts';
import { readRawHomeShapes } from './rules/raw-home.ts';
import { readTimestamp, TIMESTAMP_EXPECTED } from './rules/timestamp.ts';
import { propertySchema, type Property } from './schemas/property.ts';
import { siteConfigSchema, type SiteConfig } from './schemas/site-config.ts';

export interface Rejection {
  /** The record's id, or '#<index>' when it has none. */
  id: string;
  /** The dotted field path, e.g. 'area' or 'gallery.0.url'; '' for the record itself. */
  path: string;
  message: string;
}

export interface TenantValidation {
  config: SiteConfig | null;
  configIssues: Rejection[];
  homes: Property[];
  /** For each kept home, its index in the raw records (the build keys pages by the raw record's digest). */
  rawIndex: number[];
  rejected: Rejection[];
  /** Kept homes with a value the site cannot use (a bad hex `location`: no pin), spec §5 messages. */
  warnings: Rejection[];
}

export const DUPLICATE_ID = 'duplicate id';

/**
 * A file name holds at most 255 bytes; a listing URL segment
 * (`{type}-{N}-quartos-{bairro}-{cidade}`) longer than this cannot be written, so its home
 * is rejected instead of failing the tenant's build.
 */
export const MAX_URL_SEGMENT_BYTES = 200;

/** Why a valid home cannot get its listing URL (the field to blame), or undefined. */
function listingUrlProblem(home: Property): Rejection | undefined {
  let path: string;
  try {
    path = listingPath(home);
  } catch (error) {
    return { id: String(home.id), path: 'id', message: (error as Error).message };
  }
  const longest = Math.max(...path.split('/').map((segment) => segment.length)); // slugs: ASCII, one byte a character
  if (longest <= MAX_URL_SEGMENT_BYTES) return undefined;
  const blame = (['neighborhood', 'city', 'category'] as const).reduce((a, b) => (home[b].length > home[a].length ? b : a));
  return { id: String(home.id), path: blame, message: `makes the listing URL too long (${longest} bytes in one segment; at most ${MAX_URL_SEGMENT_BYTES})` };
}

/** Spec §5: a `location` that is not an even-length hex POINT gives no pin ('Invalid hex' / 'Only POINT is supported'). */
export function locationWarning(home: Property): Rejection | undefined {
  if (!home.location) return undefined;
  try {
    decodeHexPoint(home.location);
    return undefined;
  } catch (error) {
    return { id: String(home.id), path: 'location', message: (error as Error).message };
  }
}

/** The id a rejection names: the raw record's id when it has a usable one, else the fallback. */
export function recordLabel(raw: unknown, fallback: string): string {
  if (typeof raw !== 'object' || raw === null) return fallback;
  const id: unknown = (raw as Record<string, unknown>).id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  return fallback;
}

function siteUrlOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const siteUrl: unknown = (raw as Record<string, unknown>).site_url;
  return typeof siteUrl === 'string' && siteUrl.trim() !== '' ? siteUrl.trim() : undefined;
}

export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((key) => String(key)).join('.');
}

export function toRejections(id: string, issues: readonly z.core.$ZodIssue[]): Rejection[] {
  return issues.map((issue) => ({ id, path: issuePath(issue.path), message: issue.message }));
}

/** A home's timestamps, read into one form (rules/timestamp.ts). */
const HOME_TIMESTAMPS = ['created_at', 'updated_at', 'deleted_at'] as const;

/** No warning: one shared empty list, since nearly every home has none. */
const NO_WARNINGS: readonly Rejection[] = Object.freeze([]);

/**
 * Reads the parsed home's timestamps in place. One it cannot read is dropped with a warning
 * (a listing is not taken off the site for its date), except `deleted_at`: the back end
 * marked the home deleted, so it stays hidden.
 */
function readHomeTimestamps(home: Property): Rejection[] {
  const warnings: Rejection[] = [];
  for (const field of HOME_TIMESTAMPS) {
    const raw = home[field];
    if (raw === null || raw === undefined) continue;
    const reading = readTimestamp(raw);
    if ('value' in reading) {
      home[field] = reading.value;
      continue;
    }
    const kept = field === 'deleted_at' ? ': the home is treated as deleted' : ': left out';
    warnings.push({ id: String(home.id), path: field, message: `must be ${TIMESTAMP_EXPECTED}, not ${JSON.stringify(raw.slice(0, 40))}${kept}` });
    if (field !== 'deleted_at') home[field] = null;
  }
  return warnings;
}

/**
 * What back ends and CRMs write for the spec's values, read in place: a state by name ('São
 * Paulo') as its code ('SP'), so the site has one state filter and one `/buscar/…/sp`; a
 * neighbourhood or city in capitals or lower case in the case people write it
 * (rules/place-name.ts); a price
 * of 0 as not given; a description sent as HTML as the text it shows, a name's character
 * references (rules/description-text.ts).
 */
function readHomeConventions(home: Property): void {
  home.state = stateNamed(home.state)?.code ?? home.state;
  home.neighborhood = placeName(home.neighborhood);
  home.city = placeName(home.city);
  // A sale or rental price of 0 is how CRMs write 'sob consulta': shown as 'Consulte', never 'R$ 0' (nor first in 'menor preço').
  if (home.price === 0) home.price = null;
  if (home.rental_price === 0) home.rental_price = null;
  if (home.description) home.description = descriptionText(home.description);
  if (home.name) home.name = nameText(home.name);
}

/** One raw home checked on its own (the duplicate-id check needs the others: ./validateTenant). */
export type HomeCheck = { home: Property; warnings: readonly Rejection[] } | { rejected: Rejection[] };

/**
 * Zod compiles an object schema's parser on its first parse (~10 ms for the site config, ~5 ms
 * for a home): worth it over 10,000 homes, not for one. A build that parses a handful of
 * records (the rest known from the live release) asks for them `few`.
 */
const INTERPRETED = { jitless: true } as const;

export function validateHome(raw: unknown, index: number, few = false): HomeCheck {
  const id = recordLabel(raw, `#${index}`);
  const result = propertySchema.safeParse(readRawHomeShapes(raw), few ? INTERPRETED : undefined);
  if (!result.success) return { rejected: toRejections(id, result.error.issues) };
  const urlProblem = listingUrlProblem(result.data);
  if (urlProblem) return { rejected: [urlProblem] };
  readHomeConventions(result.data);
  const warnings = readHomeTimestamps(result.data);
  const location = locationWarning(result.data);
  if (location) warnings.unshift(location);
  return { home: result.data, warnings: warnings.length === 0 ? NO_WARNINGS : warnings };
}

/** The site config checked: the config, or the problems naming it by its site_url. */
export function validateSiteConfig(rawConfig: unknown): Pick<TenantValidation, 'config' | 'configIssues'> {
  const result = siteConfigSchema.safeParse(rawConfig, INTERPRETED); // one parse a tenant
  if (result.success) return { config: result.data, configIssues: [] };
  return { config: null, configIssues: toRejections(recordLabel(rawConfig, siteUrlOf(rawConfig) ?? 'site-config'), result.error.issues) };
}

export function validateTenant(rawConfig: unknown, rawHomes: unknown[]): TenantValidation {
  const homes: Property[] = [];
  const rawIndex: number[] = [];
  const rejected: Rejection[] = [];
  const warnings: Rejection[] = [];
  const seen = new Set<number>();
  rawHomes.forEach((raw, index) => {
    const check = validateHome(raw, index);
    if ('rejected' in check) {
      rejected.push(...check.rejected);
    } else if (seen.has(check.home.id)) {
      rejected.push({ id: recordLabel(raw, `#${index}`), path: 'id', message: DUPLICATE_ID });
    } else {
      seen.add(check.home.id);
      homes.push(check.home);
      rawIndex.push(index);
      warnings.push(...check.warnings);
    }
  });

  return {
    ...validateSiteConfig(rawConfig),
    homes,
    rawIndex,
    rejected,
    warnings,
  };
}

/** 'home 123: area: must be at least 0' (the path is left out when it is empty). */
export function formatRejection(rejection: Rejection, kind = 'home'): string {
  const where = rejection.path === '' ? '' : `${rejection.path}: `;
  return `${kind} ${rejection.id}: ${where}${rejection.message}`;
}
