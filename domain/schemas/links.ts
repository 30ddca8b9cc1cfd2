/**
 * Strings from data that end up in hrefs, file paths or inline scripts. Each is checked so
 * that no value can run script, leave the release folder or break out of a script string.
 */
import { z } from 'zod';
import { isParamSegment } from '../rules/url-pattern.ts';
import { blankAsUnset, expecting, text } from './common.ts';

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** True for a relative link or an http(s), mailto: or tel: link. */
export function isSafeHref(href: string): boolean {
  if (CONTROL.test(href)) return false;
  const scheme = SCHEME.exec(href)?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme.toLowerCase());
}

/** A link target: relative, or http(s) / mailto: / tel: (never javascript: or data:). */
export const hrefSchema = text()
  .trim()
  .min(1, 'must not be empty')
  .refine(isSafeHref, 'must be a relative path or an http(s), mailto: or tel: link');

export const optionalHref = blankAsUnset(hrefSchema);

/**
 * The tenant's host name, e.g. 'imobiliaria.com.br' or 'localhost:8080'. It names folders
 * (data/<site_url>, dist/sites/<site_url>), so no '/', '\\', '..' or spaces; lowercased,
 * as host names are case-insensitive and browsers send them lowercase.
 */
export const SITE_URL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]+)?$/i;

export const siteUrlSchema = text()
  .trim()
  .min(1, 'must not be empty')
  .max(253, 'must be at most 253 characters')
  .regex(SITE_URL, 'must be a host name such as imobiliaria.com.br (no scheme, path or spaces)')
  .transform((v) => v.toLowerCase());

const PATH_SEGMENT = /^[\p{L}\p{N}._~-]+$/u;

/**
 * A page url pattern (spec §2.3): '/', '/sobre', '/empreendimentos/{slug}'. It becomes a
 * folder of the release, so segments are letters, digits, '.', '_', '~', '-' or a whole
 * '{param}'; never '.', '..', empty ('//'), '%', '\\', '?' or '#'.
 */
export function isPagePath(url: string): boolean {
  if (!url.startsWith('/')) return false;
  if (url === '/') return true;
  const segments = url.slice(1).replace(/\/$/, '').split('/');
  return segments.every(
    (s) => s !== '.' && s !== '..' && (PATH_SEGMENT.test(s) || isParamSegment(s)),
  );
}

export const pageUrlSchema = text()
  .trim()
  .refine((v) => v.startsWith('/'), "must start with '/'")
  .refine(
    isPagePath,
    "must be a path of letters, digits, '-', '_', '.' or {param} segments, without '..'",
  );

/**
 * Ids and keys written into inline scripts (analytics ids, map ids, the search token):
 * letters, digits, '.', '_' and '-' only. Numbers (a pixel id) are read as text.
 */
export const tokenSchema = z
  .union([z.string(), z.number()], { error: expecting('text') })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[A-Za-z0-9._-]+$/, "must contain only letters, digits, '.', '_' or '-'"));

export const optionalToken = blankAsUnset(tokenSchema);
