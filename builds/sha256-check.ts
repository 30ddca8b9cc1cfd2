/**
 * The sha256 of bytes a build checks against a manifest (the live release's home cache, its
 * manifests' parts, the live feed: ~30 MB at 10,000 listings). Where the CPU hashes fast (SHA
 * extensions: ~1.5 GB/s) it is hashed here, at once: handing the bytes to libuv's threads through
 * WebCrypto cost the main thread more than hashing them (12 MB: ~20 ms against ~8 ms, 2026-11-30).
 * Elsewhere (~0.4 GB/s) hashing would hold the main thread ~0.1 s, so they go to libuv's threads.
 * Which one is measured once per process, the fastest of three hashes of 256 KB.
 */
import { createHash, webcrypto } from 'node:crypto';

/**
 * Bytes per millisecond above which hashing here is cheaper than handing over (0.7 GB/s: between
 * the ~1.4 GB/s of SHA extensions and the ~0.4 GB/s without). A threshold of 1 GB/s and one probe
 * chose WebCrypto in some runs on a machine with SHA extensions: a single 256 KB probe measured
 * 0.9–1.25 GB/s there, the best of three ~1.2–1.4.
 */
const FAST_BYTES_PER_MS = 700_000;
const PROBE = new Uint8Array(256 * 1024);
const PROBES = 3;

let fast: boolean | undefined;

function hashesFast(): boolean {
  if (fast === undefined) {
    createHash('sha256').update(PROBE).digest(); // the first call loads the digest's code
    let best = Infinity;
    for (let probe = 0; probe < PROBES; probe++) {
      const started = performance.now();
      createHash('sha256').update(PROBE).digest();
      best = Math.min(best, performance.now() - started);
    }
    fast = PROBE.length / Math.max(best, 1e-3) >= FAST_BYTES_PER_MS;
  }
  return fast;
}

/** `here`: hash on this thread (the measured choice unless given). */
export async function sha256HexOf(bytes: Uint8Array, here = hashesFast()): Promise<string> {
  if (here) return createHash('sha256').update(bytes).digest('hex');
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
}
