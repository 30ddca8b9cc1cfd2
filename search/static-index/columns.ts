/**
 * The static index's columns in memory (./index-file.ts reads the file into them): numbers as
 * Float64Array (NaN = no value), dictionary-coded fields and list fields. Pure.
 */
import { slugify } from '../../domain/rules/slug.ts';

type Nullable<T> = T | null;

/** A dictionary-coded field in memory: `codes[row]` is a position in `values`, -1 for none. */
export interface CodedColumn {
  values: readonly string[];
  /** Same length as values: the slug the facet search matches against. */
  slugs: readonly string[];
  codes: Int32Array;
}

/** A list field in memory: the codes of row r are items[offsets[r] .. offsets[r + 1]). */
export interface ListColumn {
  values: readonly string[];
  slugs: readonly string[];
  offsets: Uint32Array;
  items: Uint32Array;
}

// Plain loops rather than TypedArray.from(list, mapper): this runs once, cold, in the browser.
export function numbers(column: readonly Nullable<number>[]): Float64Array {
  const out = new Float64Array(column.length);
  for (let row = 0; row < column.length; row++) out[row] = column[row] ?? Number.NaN;
  return out;
}

export function coded(values: readonly string[], column: readonly Nullable<number>[], slugs = values.map(slugify)): CodedColumn {
  const codes = new Int32Array(column.length);
  for (let row = 0; row < column.length; row++) codes[row] = column[row] ?? -1;
  return { values, slugs, codes };
}

export function listed(values: readonly string[], column: readonly number[][]): ListColumn {
  const offsets = new Uint32Array(column.length + 1);
  for (let row = 0; row < column.length; row++) offsets[row + 1] = offsets[row]! + column[row]!.length;
  const items = new Uint32Array(offsets[column.length]!);
  for (let row = 0, at = 0; row < column.length; row++) for (const code of column[row]!) items[at++] = code;
  return { values, slugs: values.map(slugify), offsets, items };
}
