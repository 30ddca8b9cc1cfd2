/** Files a release carries besides pages: the app's hashed assets and the tenant's media. */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Hard-links every file of `from` into `to` (copying across file systems). Returns the files
 * linked, as `prefix` + their POSIX path under `to` (the finish stage digests them by it).
 */
export function linkTree(from: string, to: string, prefix = '', linked: string[] = []): string[] {
  if (!existsSync(from)) return linked;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    // Names come from the file system, not from data; dot files (and . / ..) are skipped all the same.
    if (entry.name.startsWith('.')) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      linkTree(source, target, `${prefix}${entry.name}/`, linked);
    } else if (entry.isFile()) {
      mkdirSync(to, { recursive: true });
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
      linked.push(`${prefix}${entry.name}`);
    }
  }
  return linked;
}
