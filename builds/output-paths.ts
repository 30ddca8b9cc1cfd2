/**
 * URL path → file in the release. No value from data may choose a path
 * outside the release folder: every segment is checked, and the resolved
 * path must still sit under the release root.
 */
import path from 'node:path';
import { VitrineError } from '../domain/errors.ts';

const FORBIDDEN_SEGMENT = /^\.{1,2}$|[\\\0]/;

export function assertSafeUrlPath(urlPath: string): void {
  if (!urlPath.startsWith('/')) throw new VitrineError('unsafe-path', `path "${urlPath}" must start with "/"`);
  for (const raw of urlPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      throw new VitrineError('unsafe-path', `path "${urlPath}" has a malformed escape`);
    }
    if (FORBIDDEN_SEGMENT.test(segment) || segment.includes('/')) {
      throw new VitrineError('unsafe-path', `path "${urlPath}" has a forbidden segment "${segment}"`);
    }
  }
}

/** `/a/b` → `<root>/a/b/<file>`; throws VitrineError('unsafe-path') for anything that escapes. */
export function outputFile(root: string, urlPath: string, file = 'index.html'): string {
  assertSafeUrlPath(urlPath);
  const target = path.resolve(root, '.' + urlPath, file);
  const base = path.resolve(root) + path.sep;
  if (!target.startsWith(base)) throw new VitrineError('unsafe-path', `path "${urlPath}" leaves the release folder`);
  return target;
}
