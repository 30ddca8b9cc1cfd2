/** Files a release carries besides pages: the app's hashed assets and the tenant's media. */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Hard-links every file of `from` into `to` (copying across file systems). Returns the file count. */
export function linkTree(from: string, to: string): number {
  if (!existsSync(from)) return 0;
  let count = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    // Names come from the file system, not from data; dot files (and . / ..) are skipped all the same.
    if (entry.name.startsWith('.')) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      count += linkTree(source, target);
    } else if (entry.isFile()) {
      mkdirSync(to, { recursive: true });
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
      count++;
    }
  }
  return count;
}
