/**
 * What Vitrine needs from a bucket, as one suite: run against s3rver on
 * loopback (tests/deploy/s3rver-contract.test.ts) and against any real endpoint
 * (deploy/contract.test.ts). Each run writes under a fresh prefix and deletes it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFileManifest, sha256Hex } from '../../builds/file-manifest.ts';
import { applyRelease } from '../../deploy/deploy.ts';
import type { ObjectStore } from '../../deploy/object-store.ts';
import { tempDir } from './fixture-build.ts';

/** A small release on disk: a page, a payload, a hashed asset and latest.json. */
function writeRelease(id: string, files: Record<string, string>): string {
  const dir = tempDir(`release-${id}`);
  const all = { ...files, 'builds/latest.json': JSON.stringify({ id, timestamp: 0 }) };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

export function describeStoreContract(title: string, makeStore: (prefix: string) => ObjectStore, enabled = true): void {
  describe.skipIf(!enabled)(title, () => {
    const prefix = `vitrine-contract-${process.pid}-${Date.now()}`;
    let store: ObjectStore;

    beforeAll(() => {
      store = makeStore(prefix);
    });
    afterAll(async () => {
      if (!enabled) return;
      await store.delete(await store.list());
    });

    it('stores bytes with their type, cache rule and sha256 metadata; a missing key is null', async () => {
      const body = Buffer.from('{"ok":true}');
      await store.put('a/b.json', body, { contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache', sha256: sha256Hex(body) });
      expect(Buffer.from((await store.get('a/b.json'))!).toString()).toBe('{"ok":true}');
      expect(await store.head('a/b.json')).toEqual({ size: body.length, sha256: sha256Hex(body) });
      expect(await store.get('nope.json')).toBeNull();
      expect(await store.head('nope.json')).toBeNull();
      expect(await store.list()).toContain('a/b.json');
      await store.delete(['a/b.json', 'never-there.json']);
      expect(await store.head('a/b.json')).toBeNull();
    });

    it('deploys a release, uploads nothing the second time, then only what changed', async () => {
      const page = '<!doctype html><p>v1</p>';
      const v1 = writeRelease('20261124-000000000-0001', { 'index.html': page, 'assets/app-1.js': 'x=1', 'old/index.html': 'old' });
      const deploy = (dir: string, id: string, graceMs = 0) =>
        applyRelease({ store, manifest: computeFileManifest(dir, id), releaseDir: dir, graceMs, dryRun: false, now: Date.now });
      const first = await deploy(v1, '20261124-000000000-0001');
      expect(first.uploaded.at(-1)).toBe('builds/latest.json');
      expect(first.uploaded).toHaveLength(5);
      expect((await deploy(v1, '20261124-000000000-0001')).uploaded).toEqual([]);

      const v2 = writeRelease('20261124-000000000-0002', { 'index.html': page.replace('v1', 'v2'), 'assets/app-1.js': 'x=1' });
      const second = await deploy(v2, '20261124-000000000-0002');
      expect(second.uploaded).toEqual(['index.html', 'builds/files/20261124-000000000-0002.json', 'builds/latest.json']);
      expect(second.deleted).toEqual(['old/index.html']);
      expect(await store.head('old/index.html')).toBeNull();
      expect(Buffer.from((await store.get('index.html'))!).toString()).toContain('v2');
    });
  });
}
