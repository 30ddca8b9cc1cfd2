/**
 * A route rule of the site config (spec §2.2): `{ from, to, status }`. `from` is a site
 * path checked like a page url ({param} segments allowed); `to` is a site path checked
 * the same way, or an http(s) address. Both end up in Location headers and
 * `location.assign`, so nothing else (no `javascript:`, no other scheme) gets through.
 */
import { z } from 'zod';
import { isExternalTarget, isReservedPath } from '../rules/redirects.ts';
import { patternParams, withoutTrailingSlash } from '../rules/url-pattern.ts';
import { expecting, text } from './common.ts';
import { isPagePath, pageUrlSchema } from './links.ts';

export const REDIRECT_STATUSES = [301, 302] as const;
export const DEFAULT_REDIRECT_STATUS = 301;

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

function isHttpAddress(to: string): boolean {
  if (CONTROL_OR_SPACE.test(to)) return false;
  try {
    const url = new URL(to.replace(/[{}]/g, '')); // {name} placeholders are filled in later
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const fromSchema = pageUrlSchema
  .transform(withoutTrailingSlash)
  .refine((path) => !isReservedPath(path), 'must not be a file the build publishes (assets, builds, search, media, sitemap, robots)');

const toSchema = text()
  .trim()
  .refine(
    (to) => (isExternalTarget(to) ? isHttpAddress(to) : isPagePath(to)),
    'must be a site path such as /sobre or an http(s) address',
  )
  .transform((to) => (isExternalTarget(to) ? to : withoutTrailingSlash(to)));

const statusSchema = z
  .literal(REDIRECT_STATUSES, { error: expecting(REDIRECT_STATUSES.join(' or ')) })
  .nullish()
  .transform((v): number => v ?? DEFAULT_REDIRECT_STATUS);

export const redirectRuleSchema = z
  .object({ from: fromSchema, to: toSchema, status: statusSchema }, { error: expecting('an object') })
  .superRefine((rule, ctx) => {
    const known = new Set(patternParams(rule.from));
    const unknown = patternParams(rule.to).filter((name) => !known.has(name));
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', path: ['to'], message: `uses {${unknown.join('}, {')}}, which from does not have` });
    if (rule.to === rule.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must differ from from' });
  });

export type RedirectRuleConfig = z.output<typeof redirectRuleSchema>;
