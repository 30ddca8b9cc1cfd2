/**
 * `JSON.stringify(value)` as a sequence of pieces, for the records a build writes whole (the
 * build record, the pages manifest, the search index: 7–11 MB each at 50,000 listings), so
 * that no one string of their size, nor its encoded copy, is made. Objects and arrays with
 * more than `LARGE` members, and those near the top, are walked (a run of numbers or strings
 * in one piece of ~16 KB); smaller ones, and every leaf, go to `JSON.stringify` (native, and the
 * reference: the pieces' concatenation is byte for byte its output), gathered into pieces of
 * about the same size. Pure.
 */

/** Members past which an object or array is written piece by piece, at any depth. */
const LARGE = 256;
/** Objects this near the top are walked whatever their size (records are a few keys around large members). */
const WALKED_DEPTH = 2;
/** Leaves (or small members) gathered into one piece: a piece per member made a generator and a string per member. */
const RUN_CHARS = 16_384;

export function* jsonPieces(value: unknown, depth = 0): Generator<string> {
  if (!walked(value, depth)) {
    yield whole(value);
    return;
  }
  if (Array.isArray(value)) {
    let run = '[';
    for (let i = 0; i < value.length; ) {
      if (i > 0) run += ',';
      if (isSmall(value[i])) {
        // A run of numbers, strings or tuples of them (a feed layout's spans), of about RUN_CHARS, in one native call.
        let end = i + 1;
        for (let chars = smallChars(value[i]); end < value.length && chars < RUN_CHARS && isSmall(value[end]); end++) chars += smallChars(value[end]);
        run += JSON.stringify(value.slice(i, end)).slice(1, -1);
        i = end;
      } else {
        // JSON.stringify writes null for what it cannot write in an array.
        const item: unknown = value[i++];
        if (writable(item) && walked(item, depth + 1)) {
          yield run;
          run = '';
          yield* jsonPieces(item, depth + 1);
          continue;
        }
        run += writable(item) ? whole(item) : 'null';
      }
      if (run.length >= RUN_CHARS) {
        yield run;
        run = '';
      }
    }
    yield `${run}]`;
    return;
  }
  const object = value as Record<string, unknown>;
  let run = '{';
  let first = true;
  for (const key of Object.keys(object)) {
    const member = object[key];
    if (!writable(member)) continue; // left out, as JSON.stringify leaves it out
    run += `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (walked(member, depth + 1)) {
      yield run;
      run = '';
      yield* jsonPieces(member, depth + 1);
      continue;
    }
    run += whole(member);
    if (run.length >= RUN_CHARS) {
      yield run;
      run = '';
    }
  }
  yield `${run}}`;
}

/** Whether `value` is written piece by piece (a large or top-level array or plain object) rather than in one native call. */
function walked(value: unknown, depth: number): boolean {
  if (Array.isArray(value)) return value.length > LARGE || depth < WALKED_DEPTH;
  return isPlainObject(value) && (depth < WALKED_DEPTH || Object.keys(value).length > LARGE);
}

function whole(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError('jsonPieces: the value has no JSON form');
  return text;
}

/** About what a leaf takes written (a string's length, a number's few digits). */
function leafChars(value: unknown): number {
  return typeof value === 'string' ? value.length + 3 : 8;
}

/** Members of a tuple written in a run with leaves (a feed span has 4). */
const TUPLE = 8;

/** A leaf, or a short array of leaves: written in runs. */
function isSmall(value: unknown): boolean {
  if (!Array.isArray(value)) return isLeaf(value);
  if (value.length > TUPLE) return false;
  for (let i = 0; i < value.length; i++) if (!isLeaf(value[i])) return false;
  return true;
}

function smallChars(value: unknown): number {
  if (!Array.isArray(value)) return leafChars(value);
  let chars = 2;
  for (let i = 0; i < value.length; i++) chars += leafChars(value[i]);
  return chars;
}

function isLeaf(value: unknown): boolean {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function writable(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}

/** An object JSON.stringify writes member by member (not an array, no toJSON, not a boxed primitive). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (value instanceof Number || value instanceof String || value instanceof Boolean) return false;
  return typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}
