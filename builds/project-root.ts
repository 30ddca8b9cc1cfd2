/**
 * The package's folder: the nearest folder up from this module that holds a package.json. The
 * same answer from the sources (`builds/`) and from the compiled CLI, whose chunks sit deeper
 * (`.vitrine/cli/<id>/chunks/`), in the repository or in an installed package.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function packageFolder(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = packageFolder(path.dirname(fileURLToPath(import.meta.url)));
