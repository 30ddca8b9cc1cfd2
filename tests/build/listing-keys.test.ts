/**
 * A rebuild keys only the listing pages a change can reach (builds/listing-page.ts,
 * builds/incremental.ts listingChanges); every other listing page keeps the live release's key
 * unkeyed. What it publishes must be what a full build of the same data would: the pages
 * manifest of the delta, read with the live parts it kept, equals the full build's, page for
 * page, after a price change, and after a listing taken down, one added and one moved at once.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { folderBase } from '../../builds/base/folder-base.ts';
import { build } from '../../builds/build.ts';
import { loadPageManifest, pageManifestPath } from '../../builds/page-manifest.ts';
import type { Reporter } from '../../builds/reporter.ts';
import { generateSample } from '../../sources/sample/generate.ts';
import { writeSample } from '../../sources/sample/write.ts';
import { tempDir } from '../support/fixture-build.ts';

interface Home {
  id: number;
  url?: string;
  status: string;
  price: number | null;
  city: string;
  neighborhood: string;
}

let data: string;
let site: string;
let homesFile: string;
let original: string;
let liveSite: string;

/** The keys of a release's pages, its parts read where the release is or, in a delta, from the live release. */
async function pageKeys(siteDir: string, buildId: string, live?: string): Promise<Record<string, string>> {
  const text = readFileSync(path.join(siteDir, pageManifestPath(buildId)), 'utf8');
  const read = async (rel: string) => {
    for (const dir of [siteDir, live]) {
      try {
        if (dir) return readFileSync(path.join(dir, rel));
      } catch {
        // not in this one
      }
    }
    return null;
  };
  return (await loadPageManifest(text, read)).pages;
}

function planLine(): { reporter: Reporter; line: () => string } {
  let line = '';
  return { reporter: { stage: (_s, stage, detail) => void (stage === 'plan' && (line = detail ?? '')), progress() {}, warn() {}, fail() {} }, line: () => line };
}

/** Builds the changed data as a delta against the live release and in full, and compares their pages. */
async function deltaAgainstFull(change: (homes: Home[]) => Home[]) {
  const homes = (JSON.parse(original) as Home[]).slice();
  writeFileSync(homesFile, JSON.stringify(change(homes)));
  try {
    const plan = planLine();
    const out = tempDir('runner');
    const delta = (await build({ sites: [site], data, out, concurrency: 2, reporter: plan.reporter, base: () => folderBase(liveSite) })).sites[0]!;
    const fullOut = tempDir('full');
    const full = (await build({ sites: [site], data, out: fullOut, full: true, concurrency: 2 })).sites[0]!;
    expect(delta.status).toBe('published');
    const deltaKeys = await pageKeys(path.join(out, 'releases', site, delta.buildId), delta.buildId, liveSite);
    const fullKeys = await pageKeys(path.join(fullOut, 'releases', site, full.buildId), full.buildId);
    return { delta, deltaKeys, fullKeys, line: plan.line() };
  } finally {
    writeFileSync(homesFile, original);
  }
}

beforeAll(async () => {
  data = tempDir('listing-keys');
  const [tenant] = generateSample({ tenants: 1, listings: 320, seed: 41, now: new Date('2026-11-22T12:00:00Z') });
  const [written] = await writeSample(data, [tenant!], path.resolve(import.meta.dirname, '../../examples/photos'));
  site = written!.siteUrl;
  homesFile = written!.homesFile;
  original = readFileSync(homesFile, 'utf8');
  const liveOut = tempDir('live');
  const live = (await build({ sites: [site], data, out: liveOut, concurrency: 2 })).sites[0]!;
  liveSite = path.join(liveOut, 'releases', site, live.buildId);
}, 180_000);

describe('listing pages keyed only where a change reaches', { timeout: 180_000 }, () => {
  it('one price changed: most listing pages keep the live key, and every page has a full build’s key', async () => {
    let changed: Home | undefined;
    const { delta, deltaKeys, fullKeys, line } = await deltaAgainstFull((homes) => {
      changed = homes.find((h) => h.status === 'sale' && h.price !== null)!;
      changed.price = changed.price! + 12_345;
      return homes;
    });
    const [, asLive] = /; (\d+) listing pages as live, not keyed/.exec(line) ?? [];
    expect(Number(asLive)).toBeGreaterThan(200);
    // The /buscar pages too come from the live record, patched (builds/search-combinations-patch.ts), and the home page's lists and counts (builds/showcase-record.ts).
    expect(line).toMatch(/\/buscar combinations patched from the live ones; home lists and counts patched from the live ones/);
    expect(deltaKeys).toEqual(fullKeys);
    expect(delta.written.some((rel) => rel.includes(`/${changed!.id}/`))).toBe(true);
  });

  it('a listing taken down, one added and one moved to another city at once: the same pages as a full build', async () => {
    const { deltaKeys, fullKeys, line } = await deltaAgainstFull((homes) => {
      const [gone, moved, template] = [homes[10]!, homes[20]!, homes[30]!];
      moved.city = moved.city === 'Campinas' ? 'Santos' : 'Campinas';
      moved.neighborhood = 'Centro';
      return [...homes.filter((h) => h !== gone), { ...template, id: 987_654, price: (template.price ?? 0) + 1 }];
    });
    expect(line).toMatch(/listing pages as live, not keyed; \/buscar combinations patched from the live ones; home lists and counts patched from the live ones/);
    expect(deltaKeys).toEqual(fullKeys);
  });

  it('a page no change reaches whose files the live release on this disk lost is made and rendered after all', async () => {
    const out = tempDir('local');
    const first = (await build({ sites: [site], data, out, concurrency: 2 })).sites[0]!;
    const homes = JSON.parse(original) as Home[];
    const changed = homes.find((h) => h.status === 'sale' && h.price !== null)!;
    // A rental elsewhere: no sale's price change reaches it, so its page keeps the live key.
    const far = homes.find((h) => h.status !== changed.status && h.neighborhood !== changed.neighborhood)!;
    const page = first.written.find((rel) => rel.endsWith(`/${far.id}/index.html`))!;
    const file = path.join(out, 'sites', site, page);
    const text = readFileSync(file, 'utf8');
    rmSync(file);
    changed.price = changed.price! + 12_345;
    writeFileSync(homesFile, JSON.stringify(homes));
    try {
      const plan = planLine();
      const next = (await build({ sites: [site], data, out, concurrency: 2, reporter: plan.reporter })).sites[0]!;
      expect(next.status).toBe('published');
      expect(plan.line()).toMatch(/listing pages as live, not keyed/);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(text.replaceAll(first.buildId, next.buildId));
      expect(next.pages.written + next.pages.unchanged).toBe(first.pages.written);
    } finally {
      writeFileSync(homesFile, original);
    }
  });
});
