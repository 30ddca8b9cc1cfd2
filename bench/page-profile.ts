/**
 * `npx tsx bench/page-profile.ts <out> <data> <site> <path> [slowdown]`: where a phone's main
 * thread goes while a built page loads. Serves <out> (a `vitrine build` output; <data> for the
 * storage's images) on loopback, opens the page in Debian's Chromium at a phone's viewport with
 * the CPU slowed down (default 4×, Lighthouse's mobile setting), records a JavaScript CPU profile
 * for the load and 4 s after it, and prints the functions with the most time (inclusive, then
 * self). Offline: every host but loopback resolves to nothing. E.g. after `bench/lighthouse.ts
 * --fixtures`: `bench/page-profile.ts /dev/shm/vitrine-bench/lighthouse-out tests/fixtures/tenants
 * imobiliaria.test /buscar/`.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../tests/support/http.ts';
import { freshDir } from './support.ts';

const [outDir, dataDir, site, pathname, rate = '4'] = process.argv.slice(2);
if (!outDir || !dataDir || !site || !pathname) throw new Error('usage: page-profile.ts <out> <data> <site> <path> [slowdown]');
const server = await startStaticServer({ outDir, dataDir: path.resolve(dataDir), imageCacheDir: freshDir('page-profile-images') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`http://${site}.localhost:${server.port}${pathname}`, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>; samples: number[]; timeDeltas: number[] } };
const self = new Map<number, number>();
profile.samples.forEach((s, i) => self.set(s, (self.get(s) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map<string, number>();
const selfBy = new Map<string, number>();
for (const [id, t] of self) {
  const n = byNode.get(id)!;
  const name = (x: typeof n) => `${x.callFrame.functionName || '(anon)'} ${x.callFrame.url.split('/').pop()}:${x.callFrame.lineNumber}`;
  selfBy.set(name(n), (selfBy.get(name(n)) ?? 0) + t);
  const seen = new Set<string>();
  for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
    const k = name(byNode.get(x)!);
    if (seen.has(k)) continue;
    seen.add(k);
    incl.set(k, (incl.get(k) ?? 0) + t);
  }
}
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, t]) => `  ${(t / 1000).toFixed(1).padStart(7)} ms  ${k}`).join('\n');
console.log('inclusive:\n' + top(incl, 40) + '\nself:\n' + top(selfBy, 25));
await browser.close();
await server.close();
