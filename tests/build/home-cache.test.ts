/**
 * The home cache (builds/home-cache.ts) on a fixture tenant: a rebuild against the live
 * release reads only the records that changed, and what it writes is what a full build writes;
 * a cache whose bytes are not those the live files manifest lists is not trusted.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { folderBase } from '../../builds/base/folder-base.ts';
import { httpBase } from '../../builds/base/http-base.ts';
import { build } from '../../builds/build.ts';
import { homeCacheIndexPath } from '../../builds/home-cache.ts';
import type { Reporter } from '../../builds/reporter.ts';
import { copyFixtures, tempDir } from '../support/fixture-build.ts';
import { startStaticServer } from '../support/http.ts';

const SITE = 'imobiliaria.test';
let data: string;
let liveOut: string;
let liveId: string;

const releaseOf = (out: string, id: string) => path.join(out, 'releases', SITE, id);
const setPrice = (id: number, price: number) => {
  const file = path.join(data, SITE, 'homes.json');
  const homes = JSON.parse(readFileSync(file, 'utf8')) as Array<{ id: number; price: number }>;
  homes.find((h) => h.id === id)!.price = price;
  writeFileSync(file, JSON.stringify(homes));
};
/** The plan stage's line, as the CLI prints it. */
function planLine(): { reporter: Reporter; line: () => string } {
  let line = '';
  return {
    reporter: { stage: (_site, stage, detail) => void (stage === 'plan' && (line = detail ?? '')), progress() {}, warn() {}, fail() {} },
    line: () => line,
  };
}

beforeAll(async () => {
  data = copyFixtures();
  liveOut = tempDir('live');
  liveId = (await build({ sites: [SITE], data, out: liveOut, concurrency: 2 })).sites[0]!.buildId;
});

describe('home cache', { timeout: 120_000 }, () => {
  it('a rebuild reads only the changed record, and writes what a full build writes', async () => {
    const homes = (JSON.parse(readFileSync(path.join(data, SITE, 'homes.json'), 'utf8')) as unknown[]).length;
    setPrice(103, 1_234_000);
    const plan = planLine();
    const out = tempDir('runner');
    const site = (await build({ sites: [SITE], data, out, concurrency: 2, reporter: plan.reporter, base: () => folderBase(path.join(liveOut, 'sites', SITE)) })).sites[0]!;
    const full = tempDir('full');
    const fullSite = (await build({ sites: [SITE], data, out: full, full: true, concurrency: 2 })).sites[0]!;
    setPrice(103, 1_250_000);

    expect(site.status).toBe('published');
    // Every kept home but the changed one comes from the live cache (the rejected ones are checked again).
    expect(plan.line()).toMatch(new RegExp(`\\((\\d+) of (\\d+) homes unchanged: not read again(; \\d+ listing pages as live, not keyed)?(; /buscar combinations patched from the live ones)?(; home lists and counts patched from the live ones)?\\)`));
    const [, known, kept] = /\((\d+) of (\d+) homes/.exec(plan.line())!;
    expect(Number(known)).toBe(Number(kept) - 1);
    expect(Number(kept)).toBeLessThanOrEqual(homes);
    // The listing, the pages that show it (similar homes, lists), search files: byte for byte a full build's, but for the build id.
    const pages = site.written.filter((rel) => rel.endsWith('.html') || rel.endsWith('_payload.json'));
    expect(pages).toContain('imovel/venda/casa-3-quartos-cambui-campinas/103/index.html');
    expect(pages.length).toBeGreaterThan(2);
    const normalised = (out: string, id: string, rel: string) => readFileSync(path.join(releaseOf(out, id), rel), 'utf8').replaceAll(id, 'BUILD');
    for (const rel of pages) expect(normalised(out, site.buildId, rel), rel).toBe(normalised(full, fullSite.buildId, rel));
    expect(readFileSync(path.join(releaseOf(out, site.buildId), 'imovel/venda/casa-3-quartos-cambui-campinas/103/index.html'), 'utf8')).toContain('R$ 1.234.000');
    // The new release carries its own cache for the build after it.
    expect(site.written).toContain(homeCacheIndexPath(site.buildId));
  });

  it('is read from the live site over HTTP as well (a fresh runner with the CDN as its base)', async () => {
    const live = await startStaticServer({ outDir: liveOut, stagingSite: SITE });
    try {
      setPrice(103, 1_234_000);
      const plan = planLine();
      const site = (await build({ sites: [SITE], data, out: tempDir('runner'), concurrency: 2, reporter: plan.reporter, base: () => httpBase(`http://127.0.0.1:${live.port}/`) })).sites[0]!;
      expect(site).toMatchObject({ status: 'published', base: { id: liveId } });
      expect(plan.line()).toMatch(/\(\d+ of \d+ homes unchanged: not read again(; \d+ listing pages as live, not keyed)?(; \/buscar combinations patched from the live ones)?(; home lists and counts patched from the live ones)?\)/);
      // The shards travel compressed (~9:1 for JSON documents) where the host compresses text.
      const shard = (JSON.parse(readFileSync(path.join(liveOut, 'sites', SITE, homeCacheIndexPath(liveId)), 'utf8')) as { shards: string[] }).shards[0]!;
      const answer = await fetch(`http://127.0.0.1:${live.port}/${shard}`, { headers: { 'accept-encoding': 'br' } });
      expect(answer.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
      expect(answer.headers.get('content-encoding')).toBe('br');
    } finally {
      setPrice(103, 1_250_000);
      await live.close();
    }
  });

  it('does not trust cache files whose bytes differ from those the live files manifest lists', async () => {
    const liveDir = path.join(liveOut, 'sites', SITE);
    const rebuild = async () => {
      setPrice(103, 1_234_000);
      const plan = planLine();
      const out = tempDir('runner');
      const site = (await build({ sites: [SITE], data, out, concurrency: 2, reporter: plan.reporter, base: () => folderBase(liveDir) })).sites[0]!;
      setPrice(103, 1_250_000);
      expect(site.status).toBe('published');
      expect(readFileSync(path.join(releaseOf(out, site.buildId), 'imovel/venda/casa-3-quartos-cambui-campinas/103/index.html'), 'utf8')).toContain('R$ 1.234.000');
      const counts = /\((\d+) of (\d+) homes/.exec(plan.line());
      // The shards of the new release's cache, named by their content (trusted lines are copied into them); one the
      // delta does not carry is the live release's file of that name.
      const release = releaseOf(out, site.buildId);
      const newShards = (JSON.parse(readFileSync(path.join(release, homeCacheIndexPath(site.buildId)), 'utf8')) as { shards: string[] }).shards;
      return { counts: counts ? { known: Number(counts[1]), kept: Number(counts[2]) } : null, newShards, release };
    };
    const doctor = (rel: string, change: (text: string) => string) => {
      const file = path.join(liveDir, rel);
      const original = readFileSync(file, 'utf8');
      writeFileSync(file, change(original));
      expect(readFileSync(file, 'utf8')).not.toBe(original);
      return () => writeFileSync(file, original);
    };
    // The index: no cache at all, every record is read.
    const indexRel = homeCacheIndexPath(liveId);
    let restore = doctor(indexRel, (text) => text.replace(/"version":(\d+)/, '"version":$1,"x":0'));
    expect((await rebuild()).counts).toBeNull();
    restore();
    // One shard (home 101's, with a doctored price): its homes are read, the other shards' are not.
    const shards = (JSON.parse(readFileSync(path.join(liveDir, indexRel), 'utf8')) as { shards: string[] }).shards;
    const shard101 = shards.find((rel) => readFileSync(path.join(liveDir, rel), 'utf8').includes('{"id":101,'))!;
    const inShard = readFileSync(path.join(liveDir, shard101), 'utf8').trim().split('\n').length;
    restore = doctor(shard101, (text) => text.replace(/("id":101,.*?"price":)\d+/, '$11'));
    const { counts, newShards, release } = await rebuild();
    restore();
    // Its homes were read again, not taken from the doctored lines: the next build's cache has home 101's true price (cents).
    const shardText = (rel: string) => readFileSync(existsSync(path.join(release, rel)) ? path.join(release, rel) : path.join(liveDir, rel), 'utf8');
    const line101 = newShards.flatMap((rel) => shardText(rel).split('\n')).find((line) => line.includes(' {"id":101,'));
    expect((JSON.parse(line101!.slice(line101!.indexOf(' ') + 1)) as { doc: { price: number } }).doc.price).toBe(68_500_000);
    // The other shards' homes were not (a small tenant has one shard: then every home was read).
    if (counts) expect(counts.known).toBeLessThanOrEqual(counts.kept - inShard);
  });

  // Tenants shaped unlike the samples: a config with its own pages (parceira), hostile values (hostil), two homes (corretora).
  for (const tenant of ['parceira.test', 'hostil.test', 'corretora.test']) {
    it(`${tenant}: a rebuild with one price changed writes what a full build writes, reading one record`, async () => {
      const file = path.join(data, tenant, 'homes.json');
      const original = readFileSync(file, 'utf8');
      const live = tempDir('live');
      await build({ sites: [tenant], data, out: live, concurrency: 2 });
      const homes = JSON.parse(original) as Array<{ id: number; price?: number | null }>;
      const changed = homes.find((h) => typeof h.price === 'number')!;
      changed.price = changed.price! + 12_345;
      writeFileSync(file, JSON.stringify(homes));
      const plan = planLine();
      const out = tempDir('runner');
      const full = tempDir('full');
      try {
        const site = (await build({ sites: [tenant], data, out, concurrency: 2, reporter: plan.reporter, base: () => folderBase(path.join(live, 'sites', tenant)) })).sites[0]!;
        const fullSite = (await build({ sites: [tenant], data, out: full, full: true, concurrency: 2 })).sites[0]!;
        expect(site.status).toBe('published');
        const [, known, kept] = /\((\d+) of (\d+) homes unchanged/.exec(plan.line()) ?? [];
        expect(Number(known)).toBe(Number(kept) - 1);
        const pages = site.written.filter((rel) => rel.endsWith('.html') || rel.endsWith('_payload.json'));
        expect(pages.some((rel) => rel.includes(`/${changed.id}/`))).toBe(true);
        const text = (root: string, id: string, rel: string) => readFileSync(path.join(root, 'releases', tenant, id, rel), 'utf8').replaceAll(id, 'BUILD');
        for (const rel of pages) expect(text(out, site.buildId, rel), rel).toBe(text(full, fullSite.buildId, rel));
      } finally {
        writeFileSync(file, original);
      }
    });
  }
});
