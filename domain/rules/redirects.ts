/**
 * The site's route rules (spec §2.2): `{ from, to, status }` from the site config,
 * copied into `builds/meta/<id>.json`. One matcher for both callers — `vitrine serve`
 * answers them with their status, the browser runtime applies them on link clicks
 * and on load — so a rule means the same thing on a plain static host and on ours.
 *
 * `from` is a site path whose `{name}` segments match any one segment; `to` is a
 * site path or an http(s) address, and may reuse those names. Paths are compared
 * decoded, without the trailing slash (the root kept), case-sensitively.
 */
import { pageHref } from './page-href.ts';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export interface RedirectMatch {
  /** Percent-encoded, ready for a Location header or `location.assign`. */
  location: string;
  status: number;
  /** An http(s) address: leaves the site by a full page load. */
  external: boolean;
}

const PARAM = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;
const PARAM_ANYWHERE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const MAX_HOPS = 5;

/**
 * Files the build itself publishes: a rule can never shadow them (a `/{slug}`
 * rule must not redirect `/robots.txt`, the builds manifest or the assets).
 */
const RESERVED_PATH = /^\/(assets|builds|search|media|api)(\/|$)|^\/(404\.html|robots\.txt|sitemap[^/]*\.xml)$|(^|\/)(index\.html|_payload\.json)$/;

export function isReservedPath(path: string): boolean {
  return RESERVED_PATH.test(path);
}

export function isExternalTarget(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

/** '/sobre/' → '/sobre'; '/' stays '/'. */
export function normalizeRulePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The `{name}`s a path or address uses. */
export function ruleParams(pattern: string): string[] {
  return [...pattern.matchAll(PARAM_ANYWHERE)].map((m) => m[1]!);
}

function segments(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}

/** The values of `from`'s `{name}` segments when `path` matches it, else undefined. */
export function matchRulePath(from: string, path: string): Record<string, string> | undefined {
  const want = segments(normalizeRulePath(from));
  const have = segments(normalizeRulePath(path));
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i]!;
    const param = PARAM.exec(segment)?.[1];
    if (param) params[param] = value;
    else if (segment !== value) return undefined;
  }
  return params;
}

function fillTarget(to: string, params: Record<string, string>): string {
  // Values come from the visitor's URL: encoded, so a '?' or '#' in a segment stays inside it.
  return to.replace(PARAM_ANYWHERE, (whole, name: string) => (name in params ? encodeURIComponent(params[name]!) : whole));
}

function encodedLocation(target: string, external: boolean): string {
  // URL encodes what a header cannot carry (non-ASCII) and leaves existing %XX escapes alone;
  // a site page gets the site's URL style ('/contato/'), so following the rule takes one hop, not two.
  return external ? new URL(target).href : pageHref(new URL(target, 'http://site.invalid').pathname);
}

function decodedPath(location: string): string {
  try {
    return decodeURIComponent(location);
  } catch {
    return location;
  }
}

/**
 * Where a visitor asking for `path` (decoded) is sent, following chains of rules
 * (first matching rule wins at each step). A loop is no redirect at all; a chain
 * with any temporary step is temporary (302), so browsers do not keep it.
 */
export function resolveRedirect(rules: readonly RedirectRule[], path: string): RedirectMatch | undefined {
  let current = normalizeRulePath(path);
  let match: RedirectMatch | undefined;
  const seen = new Set<string>();
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (seen.has(current)) return undefined; // a loop: no redirect rather than an endless one
    if (isReservedPath(current)) return match;
    seen.add(current);
    let next: RedirectMatch | undefined;
    for (const rule of rules) {
      const params = matchRulePath(rule.from, current);
      if (!params) continue;
      const external = isExternalTarget(rule.to);
      try {
        next = { location: encodedLocation(fillTarget(rule.to, params), external), status: rule.status, external };
      } catch {
        continue; // an address that does not parse is no rule
      }
      break;
    }
    if (!next) return match;
    const nextPath = next.external ? '' : normalizeRulePath(decodedPath(next.location));
    if (nextPath === current) return match; // a pattern that sends a path to itself: nothing to do here
    match = { ...next, status: match && (match.status === 302 || next.status === 302) ? 302 : next.status };
    if (next.external) return match;
    current = nextPath;
  }
  return match;
}

/** The target with the visitor's query (and fragment) kept, unless the target names its own. */
export function redirectHref(match: RedirectMatch, search: string, hash = ''): string {
  let href = match.location;
  if (search && !href.includes('?')) href += search;
  if (hash && !href.includes('#')) href += hash;
  return href;
}
