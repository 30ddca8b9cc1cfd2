/**
 * A tenant's input fingerprint (issue #14): one hash of everything a build of the
 * site reads — the raw site config and home records as the source gave them, the
 * site's media files (names, sizes, times), the app bundle and the build's settings.
 * A live release built from the same fingerprint is the same site, so the build
 * stops before planning anything. `vitrine list --json` shows the data part.
 */
import { createHash } from 'node:crypto';
import { updateLines } from './hash-lines.ts';
import { statSync } from 'node:fs';
import path from 'node:path';
import { entriesUnder } from './walk.ts';

/** The source's data for one tenant: config, homes (by their digests, sources/home-digests.ts) and (data folder) media. */
export function dataFingerprint(rawConfig: unknown, digests: readonly string[], mediaDir?: string): string {
  const hash = updateLines(createHash('sha256').update(JSON.stringify(rawConfig)).update('\n'), digests, '', '\n');
  if (mediaDir) for (const line of mediaListing(mediaDir)) hash.update(line);
  return hash.digest('base64url');
}

/** The build's own inputs on top of the data: app bundle, provider, URLs, search settings. */
export function buildInputKey(data: string, settings: Record<string, unknown>): string {
  return createHash('sha256').update(data).update(JSON.stringify(settings)).digest('base64url');
}

function mediaListing(dir: string): string[] {
  try {
    return entriesUnder(dir)
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        const stat = statSync(file);
        return `${path.relative(dir, file)}\t${stat.size}\t${Math.trunc(stat.mtimeMs)}\n`;
      })
      .sort();
  } catch {
    return []; // no media folder
  }
}
