import { describe, expect, it } from 'vitest';
import type { FileManifest } from '../builds/file-manifest.ts';
import { phaseOf, planDeploy, type BucketState } from './plan.ts';

const d = (c: string) => c.repeat(64);
const manifest = (id: string, files: Record<string, string>): FileManifest => ({
  version: 1,
  id,
  latest: `{"id":"${id}"}`,
  files: Object.fromEntries(Object.entries(files).map(([rel, c]) => [rel, { sha256: d(c), size: 10 }])),
});
const bucket = (live: FileManifest | null, extra: Partial<BucketState> = {}): BucketState => ({ live, pending: [], targetManifestPresent: false, ...extra });
const HOUR = 3_600_000;

describe('phaseOf', () => {
  it('puts what pages reference first, pages next, manifests after and latest.json alone', () => {
    expect(['assets/app-1.js', 'search/abc.json', 'media/a.jpg'].map(phaseOf)).toEqual(['assets', 'assets', 'assets']);
    expect(['index.html', 'sobre/_payload.json', '404.html'].map(phaseOf)).toEqual(['pages', 'pages', 'pages']);
    expect(['sitemap.xml', 'robots.txt', 'builds/meta/1.json', 'builds/files/1.json'].map(phaseOf)).toEqual(['manifests', 'manifests', 'manifests', 'manifests']);
    expect(phaseOf('builds/latest.json')).toBe('latest');
  });
});

describe('planDeploy', () => {
  const v1 = manifest('1', { 'index.html': 'a', 'assets/x.js': 'b', 'old/index.html': 'c', 'builds/latest.json': '1' });
  const v2 = manifest('2', { 'index.html': 'A', 'assets/x.js': 'b', 'assets/y.js': 'e', 'builds/latest.json': '2' });

  it('uploads everything to an empty bucket, latest.json last', () => {
    const plan = planDeploy({ target: v1, manifestSize: 5, bucket: bucket(null), now: 0, graceMs: HOUR });
    expect(plan.uploads).toEqual(['assets/x.js', 'index.html', 'old/index.html', 'builds/files/1.json', 'builds/latest.json']);
    expect(plan.bytes).toBe(45);
  });

  it('uploads only changed digests and starts the grace period of removed paths', () => {
    const plan = planDeploy({ target: v2, manifestSize: 5, bucket: bucket(v1), now: 100, graceMs: HOUR });
    expect(plan.uploads).toEqual(['assets/y.js', 'index.html', 'builds/files/2.json', 'builds/latest.json']);
    expect(plan.unchanged).toBe(1);
    expect(plan.pending).toEqual([{ path: 'old/index.html', sha256: d('c'), size: 10, removedAt: 100 }]);
    expect(plan.deleteBefore).toEqual([]);
    expect(plan.deleteAfter).toEqual([]);
    expect(plan.pendingChanged).toBe(true);
  });

  it('deletes a pending path once due, and keeps one the target publishes again', () => {
    const pending = [
      { path: 'old/index.html', sha256: d('c'), size: 10, removedAt: 0 },
      { path: 'back.html', sha256: d('f'), size: 10, removedAt: 0 },
    ];
    const target = manifest('3', { 'index.html': 'A', 'back.html': 'f', 'builds/latest.json': '3' });
    const live = manifest('2', { 'index.html': 'A', 'builds/latest.json': '3' });
    const early = planDeploy({ target, manifestSize: 5, bucket: bucket(live, { pending, targetManifestPresent: true }), now: HOUR - 1, graceMs: HOUR });
    expect(early.deleteBefore).toEqual([]);
    expect(early.uploads).toEqual([]); // back.html is still in the bucket with the same digest
    const due = planDeploy({ target, manifestSize: 5, bucket: bucket(live, { pending, targetManifestPresent: true }), now: HOUR, graceMs: HOUR });
    expect(due.deleteBefore).toEqual(['old/index.html']);
    expect(due.pending).toEqual([]);
  });

  it('with no grace deletes what the live build still has only after latest.json', () => {
    const plan = planDeploy({ target: v2, manifestSize: 5, bucket: bucket(v1), now: 100, graceMs: 0 });
    expect(plan.deleteAfter).toEqual(['old/index.html']);
    expect(plan.deleteBefore).toEqual([]);
    expect(plan.pendingChanged).toBe(false);
  });

  it('compares with object metadata when the bucket has no manifest', () => {
    const plan = planDeploy({ target: v1, manifestSize: 5, bucket: bucket(null, { heads: new Map([['index.html', d('a')], ['assets/x.js', d('z')]]) }), now: 0, graceMs: 0 });
    expect(plan.uploads).not.toContain('index.html');
    expect(plan.uploads).toContain('assets/x.js');
  });
});
