/**
 * Every entry under a folder, as `readdirSync(dir, { recursive: true, withFileTypes: true })`
 * gives them on Node 20: symbolic links listed as links, never followed. Node 22 follows
 * symlinked folders in that call (nodejs/node#55714, "avoid excluding symlinks in recursive
 * fs.readdir with filetypes"), so a release's listing would take in what a link points at and a
 * data folder's `media/x -> ..` would be walked ~40 levels deep; this walk is the same on both.
 */
import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';

export function entriesUnder(dir: string): Dirent[] {
  const entries: Dirent[] = [];
  const pending = [dir];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      entries.push(entry);
      if (entry.isDirectory()) pending.push(path.join(current, entry.name));
    }
  }
  return entries;
}
