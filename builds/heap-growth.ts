/**
 * How far V8 lets a heap grow past what survived its last full collection before collecting
 * again. Its default grows by up to 4×: a 50,000-listing build made ~300 MB of garbage past a
 * live set of ~190 MB (the host files, the manifests) before any collection ran. A build caps
 * the factor at 1.2× for the whole process (render workers included: V8 flags are per process):
 * bench/README.md measures −45 to −265 MB of peak RSS for 2–6 % of build time.
 *
 * V8 reads the flag whenever it sets the next limit, so it takes effect when set at run time.
 * A `--heap-growing-percent` given to node (command line or NODE_OPTIONS) is left as it is.
 */
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 20;

let set = false;

export function limitHeapGrowth(): void {
  if (set) return;
  set = true;
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) => /heap[-_]growing[-_]percent/.test(arg));
  if (!given) setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
