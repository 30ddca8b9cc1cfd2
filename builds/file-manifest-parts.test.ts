import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { carryForward, carryNothing } from './carry-forward.ts';
import { fileManifestPath, LATEST_PATH, sha256Hex, type FileEntry, type FileManifest } from './file-manifest.ts';
import { isManifestPart, manifestText, slotCount, slotOf, writeChangedParts, writeManifestHead, writeManifestParts } from './file-manifest-parts.ts';
import { loadFileManifest, readReleaseManifest } from './file-manifest-read.ts';
import { manifestSlots } from './manifest-slots.ts';

const entry = (text: string): FileEntry => ({ sha256: sha256Hex(text), size: text.length });
/** A 10,000-listing tenant's files: each listing's page and payload, and the build's records. */
function releaseEntries(id: string, price = (n: number) => n): Array<[string, FileEntry]> {
  const entries: Array<[string, FileEntry]> = [];
  for (let n = 0; n < 10_000; n++) {
    entries.push([`imovel/venda/casa-${n}/${n}/_payload.json`, entry(`payload ${price(n)}`)], [`imovel/venda/casa-${n}/${n}/index.html`, entry(`page ${price(n)}`)]);
  }
  entries.push([`builds/pages/${id}.json`, entry(`pages ${id}`)], [`builds/meta/${id}.json`, entry(`meta ${id}`)], [LATEST_PATH, entry(`latest ${id}`)]);
  return entries.sort(([a], [b]) => (a < b ? -1 : 1));
}

/** Writes a release's manifest as the finish stage does: its parts, then the head with its records. */
function writeManifest(dir: string, id: string, entries: Array<[string, FileEntry]>, previous: FileManifest | null, carry = carryNothing) {
  const parts = writeManifestParts(dir, entries, previous, carry);
  writeManifestHead(dir, { version: 2, id, latest: `{"id":"${id}"}`, files: parts.head, parts: parts.parts });
  return parts;
}

describe('the files manifest in parts', () => {
  it('reads back every entry, the parts themselves listed with their digests', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-parts-'));
    const entries = releaseEntries('b1');
    const { parts, written } = writeManifest(dir, 'b1', entries, null);
    expect(parts).toHaveLength(slotCount(20_001));
    expect(written).toHaveLength(32); // no slot left empty
    const manifest = (await readReleaseManifest(dir, 'b1'))!;
    expect(manifest).toMatchObject({ version: 2, id: 'b1', latest: '{"id":"b1"}' });
    expect(Object.fromEntries(Object.entries(manifest.files).filter(([rel]) => !isManifestPart(rel)))).toEqual(Object.fromEntries(entries));
    for (const part of written) expect(manifest.files[part.rel]).toEqual({ sha256: part.sha256, size: part.size });
    // What a deploy uploads as the head is the head on disk.
    expect(manifestText(manifest)).toBe(readFileSync(path.join(dir, fileManifestPath('b1')), 'utf8'));
  });

  it('writes again only the part a changed listing falls in, page and payload together; the live ones are kept', async () => {
    const liveDir = mkdtempSync(path.join(os.tmpdir(), 'manifest-live-'));
    writeManifest(liveDir, 'b1', releaseEntries('b1'), null);
    const live = (await readReleaseManifest(liveDir, 'b1'))!;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-next-'));
    const snapshot = { where: liveDir, localDir: null, id: 'b1', files: live, pages: null, meta: null, read: async () => null };
    const carry = carryForward(snapshot, dir);
    const { written } = writeManifest(dir, 'b2', releaseEntries('b2', (n) => (n === 4321 ? 99 : n)), live, carry);
    // The listing's part alone (the build's records, new names every build, are in the head); every other part only listed.
    expect(written).toHaveLength(1);
    expect(readFileSync(path.join(dir, written[0]!.rel), 'utf8')).toContain('casa-4321/4321/index.html');
    expect(carry.carried.size).toBe(live.parts!.filter((part) => part !== null).length - 1);
    expect(readdirSync(path.join(dir, 'builds', 'files')).sort()).toEqual([...written.map((w) => path.basename(w.rel)), 'b2.json'].sort());
    // Read back with the live parts from elsewhere (a bucket), it lists the new page's digest.
    const next = (await readReleaseManifest(dir, 'b2', async (rel) => readFileSync(path.join(liveDir, rel))))!;
    expect(next.files['imovel/venda/casa-4321/4321/index.html']).toEqual(entry('page 99'));
    expect(next.files['imovel/venda/casa-4320/4320/index.html']).toEqual(entry('page 4320'));
  });

  it('makes again from the changes alone the very parts a pass over every entry makes', async () => {
    const liveDir = mkdtempSync(path.join(os.tmpdir(), 'manifest-live-'));
    writeManifest(liveDir, 'b1', releaseEntries('b1'), null);
    const live = (await readReleaseManifest(liveDir, 'b1'))!;
    // One listing's price changed, one listing gone, one new: a delta's changes.
    const next = new Map(releaseEntries('b2', (n) => (n === 4321 ? 99 : n)).filter(([rel]) => !rel.includes('/casa-77/')));
    next.set('imovel/venda/casa-new/10001/index.html', entry('page new')).set('imovel/venda/casa-new/10001/_payload.json', entry('payload new'));
    const written = [...next].filter(([rel, e]) => live.files[rel]?.sha256 !== e.sha256).map(([rel]) => rel).sort();
    const removed = Object.keys(live.files).filter((rel) => !next.has(rel)).sort();
    expect(written.filter((rel) => rel.startsWith('imovel/'))).toHaveLength(4);
    const changes = { written, removed, entryOf: (rel: string) => next.get(rel), head: next };
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-changed-'));
    const snapshot = { where: liveDir, localDir: null, id: 'b1', files: live, pages: null, meta: null, read: async () => null };
    const fromChanges = writeChangedParts(dir, changes, live, carryForward(snapshot, dir))!;
    const fromAll = writeManifestParts(mkdtempSync(path.join(os.tmpdir(), 'manifest-all-')), [...next].sort(([a], [b]) => (a < b ? -1 : 1)), live, carryNothing);
    expect(fromChanges.parts).toEqual(fromAll.parts);
    // The live manifest read by slot (a build's base) gives the same parts, parsing only the slots the changes fall in.
    const headText = readFileSync(path.join(liveDir, fileManifestPath('b1')), 'utf8');
    const bySlot = await loadFileManifest(headText, (rel) => readFileSync(path.join(liveDir, rel)), { bySlot: true });
    const bySlotDir = mkdtempSync(path.join(os.tmpdir(), 'manifest-by-slot-'));
    expect(writeChangedParts(bySlotDir, changes, bySlot, carryForward({ ...snapshot, files: bySlot }, bySlotDir))!.parts).toEqual(fromAll.parts);
    expect(fromChanges.head).toEqual(fromAll.head);
    // Only the slots the four listings' folders fall in were written; the live parts were kept.
    expect(fromChanges.written.length).toBeGreaterThan(0);
    expect(fromChanges.written.length).toBeLessThanOrEqual(3);
    expect(fromAll.written.length).toBeGreaterThan(fromChanges.written.length);
    // A manifest not read here, or a release that needs other slots, goes through every entry.
    expect(writeChangedParts(dir, changes, { ...live }, carryNothing)).toBeNull();
    const small = (await readReleaseManifest(liveDir, 'b1'))!;
    const most = Object.keys(small.files).filter((rel) => rel.startsWith('imovel/') && !rel.includes('casa-1/'));
    expect(writeChangedParts(dir, { ...changes, removed: most }, small, carryNothing)).toBeNull();
  });

  it('read by slot, lists what it lists read whole, each part counted in the head', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-slots-'));
    const { parts } = writeManifest(dir, 'b1', releaseEntries('b1'), null);
    expect(parts.every((part) => part !== null && part.count! > 0)).toBe(true);
    const head = readFileSync(path.join(dir, fileManifestPath('b1')), 'utf8');
    const whole = (await readReleaseManifest(dir, 'b1'))!;
    const bySlot = await loadFileManifest(head, (rel) => readFileSync(path.join(dir, rel)), { bySlot: true });
    expect(bySlot.files['imovel/venda/casa-4321/4321/index.html']).toEqual(entry('page 4321'));
    expect('imovel/venda/casa-4321/4321/other.html' in bySlot.files).toBe(false);
    expect(Object.fromEntries(Object.entries(bySlot.files))).toEqual(whole.files);
    const slots = manifestSlots(bySlot)!;
    expect(parts.map((part, slot) => slots.count(slot) === part!.count && slots.paths(slot).length === part!.count)).not.toContain(false);
    // A head written before parts were counted is read whole.
    const uncounted = head.replace(/,"count":\d+/g, '');
    expect(manifestSlots(await loadFileManifest(uncounted, (rel) => readFileSync(path.join(dir, rel)), { bySlot: true }))!.count(0)).toBe(parts[0]!.count);
  });

  it('refuses a part that lists a path of another slot: a lookup there would miss it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-misplaced-'));
    writeManifest(dir, 'b1', releaseEntries('b1').slice(0, 4000), null);
    const head = readFileSync(path.join(dir, fileManifestPath('b1')), 'utf8');
    const [first] = (JSON.parse(head) as { parts: Array<FileEntry & { count: number }> }).parts;
    const listed = JSON.parse(readFileSync(path.join(dir, `builds/files/${first!.sha256}.json`), 'utf8')) as Record<string, FileEntry>;
    const elsewhere = releaseEntries('b1').find(([rel]) => !rel.startsWith('builds/') && slotOf(rel, 8) !== 0)!;
    const forgedPart = Buffer.from(JSON.stringify({ ...listed, [elsewhere[0]]: elsewhere[1] }));
    const forged = head.replace(first!.sha256, sha256Hex(forgedPart)).replace(`"size":${first!.size},"count":${first!.count}`, `"size":${forgedPart.length},"count":${first!.count + 1}`);
    const read = (rel: string) => (rel.includes(sha256Hex(forgedPart)) ? forgedPart : readFileSync(path.join(dir, rel)));
    await expect(loadFileManifest(forged, read)).rejects.toThrow(/which belongs to another part/);
    const bySlot = await loadFileManifest(forged, read, { bySlot: true });
    expect(() => Object.keys(bySlot.files)).toThrow(/which belongs to another part/);
  });

  it('refuses a part that is missing, altered or lists an unsafe path, and still reads version 1', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-bad-'));
    writeManifest(dir, 'b1', releaseEntries('b1').slice(0, 50), null);
    const head = readFileSync(path.join(dir, fileManifestPath('b1')), 'utf8');
    const [part] = (JSON.parse(head) as { parts: FileEntry[] }).parts;
    const partRel = `builds/files/${part!.sha256}.json`;
    await expect(loadFileManifest(head, () => null)).rejects.toThrow(/part builds\/files\/[0-9a-f]{64}\.json is missing/);
    writeFileSync(path.join(dir, partRel), readFileSync(path.join(dir, partRel), 'utf8').replace('casa-1/', 'casa-9/'));
    await expect(readReleaseManifest(dir, 'b1')).rejects.toThrow(/is not the one the manifest names/);
    const unsafe = Buffer.from(JSON.stringify({ '../../etc/passwd': entry('x') }));
    const forged = head.replace(part!.sha256, sha256Hex(unsafe)).replace(`"size":${part!.size}`, `"size":${unsafe.length}`);
    await expect(loadFileManifest(forged, () => unsafe)).rejects.toThrow(/unsafe path/);
    const v1 = { version: 1, id: 'a', latest: '{}', files: { 'a.html': entry('a') } };
    expect(await loadFileManifest(JSON.stringify(v1), () => null)).toEqual(v1);
  });
});
