/**
 * Page selection (spec §2.3): the current path against the url patterns of
 * the configured pages. `{param}` matches any one segment; the page with id
 * `search` also owns every path under /buscar. Patterns without parameters
 * win over patterns with them, so `/sobre` is never captured by `/{slug}`.
 */
import type { SitePage } from '../contract/page-model.ts';

/** Trailing slash removed, root kept, duplicate slashes collapsed. */
export function normalizePath(path: string): string {
  const clean = ('/' + path.split(/[?#]/)[0]).replace(/\/{2,}/g, '/');
  return clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean;
}

export function patternParams(pattern: string): string[] {
  return [...normalizePath(pattern).matchAll(/\{([^}/]+)\}/g)].map((m) => m[1] ?? '');
}

export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = normalizePath(pattern).split('/');
  const have = normalizePath(path).split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    const value = have[i] ?? '';
    const param = /^\{([^}/]+)\}$/.exec(segment)?.[1];
    if (param !== undefined) {
      if (value === '') return null;
      params[param] = decodeURIComponent(value);
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}

export interface PageMatch {
  page: SitePage;
  params: Record<string, string>;
}

export function selectPage(pages: readonly SitePage[], path: string): PageMatch | null {
  const target = normalizePath(path);
  const ordered = [...pages].sort((a, b) => patternParams(a.url).length - patternParams(b.url).length);
  for (const page of ordered) {
    const params = matchPattern(page.url, target);
    if (params) return { page, params };
  }
  const search = pages.find((p) => p.id === 'search');
  if (search && (target === '/buscar' || target.startsWith('/buscar/'))) return { page: search, params: {} };
  return null;
}
