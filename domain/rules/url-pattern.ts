/**
 * The `{name}` URL pattern of the site config, one grammar and one parser for
 * `pages[].url` (spec §2.3: expanded from the listings by the planner) and
 * `redirects[].from` / `to` (spec §2.2: matched against the visitor's path).
 * A parameter is a whole path segment `{name}`, name = [A-Za-z_][A-Za-z0-9_]*
 * (the schemas refuse anything else); an http(s) `to` may use it anywhere.
 * Paths compare case-sensitively, without the trailing slash (the root kept).
 */

const PARAM_SEGMENT = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;
const PARAM_ANYWHERE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Whether a path segment is a `{name}` parameter. */
export function isParamSegment(segment: string): boolean {
  return PARAM_SEGMENT.test(segment);
}

/** '/sobre/' → '/sobre'; '/' stays '/'. */
export function withoutTrailingSlash(path: string): string {
  // A loop, not /\/+$/: the regex is tried from every position of the path (the plan takes 10,000 listing URLs through here, several times).
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--;
  return end === 0 ? '/' : end === path.length ? path : path.slice(0, end);
}

/** A page path as planned and looked up: query and fragment dropped, '//' collapsed, no trailing slash. */
export function normalizePath(path: string): string {
  return withoutTrailingSlash(('/' + path.split(/[?#]/)[0]).replace(/\/{2,}/g, '/'));
}

/** The `{name}`s a pattern (or an http(s) address) uses, in order. */
export function patternParams(pattern: string): string[] {
  return [...pattern.matchAll(PARAM_ANYWHERE)].map((m) => m[1]!);
}

function segments(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}

/** The values of the pattern's `{name}` segments when `path` (decoded) matches it, else undefined. */
export function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = segments(withoutTrailingSlash(pattern));
  const have = segments(withoutTrailingSlash(path));
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i]!;
    const param = PARAM_SEGMENT.exec(segment)?.[1];
    if (param) params[param] = value;
    else if (segment !== value) return undefined;
  }
  return params;
}

/** The pattern with each `{name}` it has a value for replaced (through `encode`); others stay as written. */
export function fillPattern(pattern: string, values: Readonly<Record<string, string>>, encode: (value: string) => string = (v) => v): string {
  return pattern.replace(PARAM_ANYWHERE, (whole, name: string) => (Object.hasOwn(values, name) ? encode(values[name]!) : whole));
}
