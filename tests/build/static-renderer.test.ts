/**
 * #16: the static renderer writes every page exactly as React's renderToString
 * did — the fixture tenants (their own page configs, other feature codes, long
 * names, missing photos) and the sample tenants are built both ways and every
 * HTML file compared byte for byte (build ids aside). Islands included: their
 * HTML is what the client hydrates.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Renderer } from '../../renderer/document.tsx';
import { entriesUnder } from '../../builds/walk.ts';
import { buildFixtures, fixturesDir, tempDir } from '../support/fixture-build.ts';

const examplesData = path.resolve(import.meta.dirname, '..', '..', 'examples', 'data');
const BUILD_ID = /\d{8}-\d{9}-[0-9a-f]{4}/g;

function htmlFiles(out: string): Map<string, string> {
  const files = new Map<string, string>();
  const releases = path.join(out, 'releases');
  for (const site of readdirSync(releases)) {
    const [release] = readdirSync(path.join(releases, site)).filter((name) => /^\d{8}-/.test(name));
    const root = path.join(releases, site, release!);
    for (const entry of entriesUnder(root)) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const file = path.join(entry.parentPath, entry.name);
      files.set(`${site}/${path.relative(root, file)}`, readFileSync(file, 'utf8').replace(BUILD_ID, 'BUILD'));
    }
  }
  return files;
}

async function builtWith(renderer: Renderer, data: string): Promise<Map<string, string>> {
  const { out } = await buildFixtures({ data, out: tempDir(`renderer-${renderer}`), full: true, renderer });
  return htmlFiles(out);
}

describe('static renderer', () => {
  it.each([
    ['fixture tenants', fixturesDir],
    ['sample tenants', examplesData],
  ])('writes every page of the %s byte for byte as React does', async (_name, data) => {
    const react = await builtWith('react', data);
    const ours = await builtWith('static', data);
    expect([...ours.keys()].sort()).toEqual([...react.keys()].sort());
    const differing = [...react].filter(([rel, html]) => ours.get(rel) !== html).map(([rel]) => rel);
    expect(differing).toEqual([]);
    // The comparison covered islands of every kind the pages have, not only static markup.
    const islands = new Set([...ours.values()].flatMap((html) => [...html.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1])));
    expect(islands.size).toBeGreaterThanOrEqual(8);
  }, 120_000);
});
