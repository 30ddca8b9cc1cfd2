/**
 * A file of a folder, never outside it: the request's path is resolved under
 * the folder, then every symlink on the way is followed (realpath) and the
 * real file must still be inside the folder's real path. `/media`, `/assets`
 * and `/storage` of both servers read through this one check.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** The real path of `relative` (a URL path, `/`-separated, decoded) under `root`, when it is a file inside it. */
export async function safeFileInside(root: string, relative: string): Promise<string | undefined> {
  if (relative.includes('\0')) return undefined;
  const base = path.resolve(root);
  const requested = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
  if (!requested.startsWith(base + path.sep)) return undefined;
  try {
    const [realRoot, file] = await Promise.all([realpath(base), realpath(requested)]);
    if (!file.startsWith(realRoot + path.sep)) return undefined;
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}
