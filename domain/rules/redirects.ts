/**
 * The site's route rules (spec §2.2): `{ from, to, status }` from the site config,
 * copied into `builds/meta/<id>.json`. One matcher for both callers — `vitrine serve`
 * answers them with their status, the browser runtime applies them on link clicks
 * and on load — so a rule means the same thing on a plain static host and on ours.
 *
 * `from` is a site path whose `{name}` segments match any one segment; `to` is a
 * site path or an http(s) address, and may reuse those names (the pattern grammar
 * of url-pattern.ts, shared with the pages' urls). Paths are compared decoded.
 */
import { pageHref } from './page-href.ts';
import { fillPattern, matchPattern, withoutTrailingSlash } from './url-pattern.ts';

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

// Values come from the visitor's URL: encoded, so a '?' or '#' in a segment stays inside it.
const fillTarget = (to: string, params: Record<string, string>) => fillPattern(to, params, encodeURIComponent);

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
  let current = withoutTrailingSlash(path);
  let match: RedirectMatch | undefined;
  const seen = new Set<string>();
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (seen.has(current)) return undefined; // a loop: no redirect rather than an endless one
    if (isReservedPath(current)) return match;
    seen.add(current);
    let next: RedirectMatch | undefined;
    for (const rule of rules) {
      const params = matchPattern(rule.from, current);
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
    const nextPath = next.external ? '' : withoutTrailingSlash(decodedPath(next.location));
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
