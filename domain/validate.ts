/**
 * Validation of a whole tenant (DESIGN §2, §3): the site config and every home. One bad
 * home never hides the rest: valid homes are kept, each problem becomes a Rejection naming
 * the record id and the field path, as the build's stderr, `--json` and meta file list them.
 */
import type { z } from 'zod';
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
  rejected: Rejection[];
}

export const DUPLICATE_ID = 'duplicate id';

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

export function validateTenant(rawConfig: unknown, rawHomes: unknown[]): TenantValidation {
  const configResult = siteConfigSchema.safeParse(rawConfig);
  const configId = recordLabel(rawConfig, siteUrlOf(rawConfig) ?? 'site-config');

  const homes: Property[] = [];
  const rejected: Rejection[] = [];
  const seen = new Set<number>();
  rawHomes.forEach((raw, index) => {
    const id = recordLabel(raw, `#${index}`);
    const result = propertySchema.safeParse(raw);
    if (!result.success) {
      rejected.push(...toRejections(id, result.error.issues));
    } else if (seen.has(result.data.id)) {
      rejected.push({ id, path: 'id', message: DUPLICATE_ID });
    } else {
      seen.add(result.data.id);
      homes.push(result.data);
    }
  });

  return {
    config: configResult.success ? configResult.data : null,
    configIssues: configResult.success ? [] : toRejections(configId, configResult.error.issues),
    homes,
    rejected,
  };
}

/** 'home 123: area: must be at least 0' (the path is left out when it is empty). */
export function formatRejection(rejection: Rejection, kind = 'home'): string {
  const where = rejection.path === '' ? '' : `${rejection.path}: `;
  return `${kind} ${rejection.id}: ${where}${rejection.message}`;
}
