/**
 * URL path → file in the release. No value from data may choose a path
 * outside the release folder: every segment is checked, and the resolved
 * path must still sit under the release root.
 */
import path from 'node:path';
import { SEARCH_ROOT } from '../contract/routes.ts';
import { PathForbiddenSegment, PathLeavesRelease, PathMalformedEscape, PathNotRooted, VitrineError, vitrineError } from '../domain/errors.ts';

const FORBIDDEN_SEGMENT = /^\.{1,2}$|[\\\0]/;

export function assertSafeUrlPath(urlPath: string): void {
  if (!urlPath.startsWith('/')) throw vitrineError(PathNotRooted, [urlPath]);
  for (const raw of urlPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      throw vitrineError(PathMalformedEscape, [urlPath]);
    }
    if (FORBIDDEN_SEGMENT.test(segment) || segment.includes('/')) {
      throw vitrineError(PathForbiddenSegment, [urlPath, segment]);
    }
  }
}

/** `/a/b` → `<root>/a/b/<file>`; throws VitrineError('unsafe-path') for anything that escapes. */
export function outputFile(root: string, urlPath: string, file = 'index.html'): string {
  assertSafeUrlPath(urlPath);
  const target = path.resolve(root, '.' + urlPath, file);
  const base = path.resolve(root) + path.sep;
  if (!target.startsWith(base)) throw vitrineError(PathLeavesRelease, [urlPath]);
  return target;
}

/**
 * Where a page is written: `index.html` + `_payload.json` in its folder; error pages are files of
 * their own (`/404.html`). The /buscar page is also its folder's `404.html` (`notFound`): Cloudflare
 * Pages answers a URL it has no file for with the nearest 404.html up the path and reads no fallback
 * rule for /buscar (./host-files.ts), so a combination that was not prerendered gets the /buscar
 * page, which reads its filters from the URL, as on the other hosts (with a 404 status there).
 */
export function pageOutputFiles(root: string, page: { kind: string; path: string }): { html: string; payload: string | null; notFound: string | null } {
  if (page.kind === 'error') return { html: outputFile(root, path.posix.dirname(page.path), path.posix.basename(page.path)), payload: null, notFound: null };
  const html = outputFile(root, page.path);
  const dir = path.dirname(html);
  return { html, payload: path.join(dir, '_payload.json'), notFound: page.path === SEARCH_ROOT ? path.join(dir, '404.html') : null };
}
