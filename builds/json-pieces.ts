/**
 * `JSON.stringify(value)` as a sequence of pieces, for the records a build writes whole (the
 * build record, the pages manifest, the search index: 7–11 MB each at 50,000 listings), so
 * that no one string of their size, nor its encoded copy, is made. Objects and arrays with
 * more than `LARGE` members, and those near the top, are walked (a run of numbers or strings
 * in one piece); smaller ones, and every leaf, go to `JSON.stringify` (native, and the
 * reference: the pieces' concatenation is byte for byte its output). Pure.
 */

/** Members past which an object or array is written piece by piece, at any depth. */
const LARGE = 256;
/** Objects this near the top are walked whatever their size (records are a few keys around large members). */
const WALKED_DEPTH = 2;

export function* jsonPieces(value: unknown, depth = 0): Generator<string> {
  if (Array.isArray(value) && (value.length > LARGE || depth < WALKED_DEPTH)) {
    yield '[';
    for (let i = 0; i < value.length; ) {
      if (i > 0) yield ',';
      if (isLeaf(value[i])) {
        // A run of numbers or strings: up to LARGE of them in one native call.
        let end = i + 1;
        while (end < value.length && end - i < LARGE && isLeaf(value[end])) end++;
        yield JSON.stringify(value.slice(i, end)).slice(1, -1);
        i = end;
        continue;
      }
      // JSON.stringify writes null for what it cannot write in an array.
      const item: unknown = value[i++];
      yield* writable(item) ? jsonPieces(item, depth + 1) : ['null'];
    }
    yield ']';
    return;
  }
  if (isPlainObject(value) && (depth < WALKED_DEPTH || Object.keys(value).length > LARGE)) {
    yield '{';
    let first = true;
    for (const key of Object.keys(value)) {
      const member = value[key];
      if (!writable(member)) continue; // left out, as JSON.stringify leaves it out
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* jsonPieces(member, depth + 1);
    }
    yield '}';
    return;
  }
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError('jsonPieces: the value has no JSON form');
  yield text;
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
