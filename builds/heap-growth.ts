/**
 * How far V8 lets a heap grow past what survived its last full collection before collecting
 * again. By default it may grow to ~2–4× that: a 50,000-listing build made ~300 MB of garbage
 * (host files, manifests) over a ~190 MB live set before any collection ran. A build that reads
 * and validates many records (a full build of a large tenant, not a rebuild that took its homes
 * from the live home cache) caps the factor at 1.2× for the whole process, render workers
 * included (V8 flags are per process): bench/README.md measures −70 to −80 MB of peak RSS at
 * 10,000 listings and −550 MB at 50,000, for ~5 % of build time. A rebuild of one listing
 * stays uncapped: it holds ~300 MB either way, and the cap cost it 0.1–0.2 s of collections.
 *
 * V8 reads the flag whenever it sets the next limit, so it takes effect when set at run time.
 * A `--heap-growing-percent` given to node (command line or NODE_OPTIONS) is left as it is.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const HEAP_GROWING_PERCENT = 20;

/** Records a build parses and validates (those the home cache does not vouch for) from which it caps the growth, before the first. */
const HEAP_CAP_FROM_RECORDS = 5_000;

let set = false;

function limitHeapGrowth(): void {
  if (set) return;
  set = true;
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) => /heap[-_]growing[-_]percent/.test(arg));
  if (!given) setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/** Caps the growth for a build that will parse and validate this many records (`records` less those the home cache vouches for); true when it does. */
export function capHeapGrowthFor(records: number, cached: number): boolean {
  if (records - cached < HEAP_CAP_FROM_RECORDS) return false;
  limitHeapGrowth();
  return true;
}

let gc: (() => void) | undefined;

/**
 * A full collection now. A large build calls it once its homes and plan are garbage (after
 * the render, before the finish stage): V8 would otherwise grow the heap for the finish
 * stage's allocations (the files' paths, the manifests' pieces) before collecting what the
 * render left, and that growth was the build's peak (bench/README.md: 50,000 listings).
 * `gc` is V8's own, taken from a new context so the process's global stays as it was.
 */
export function collectGarbage(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
