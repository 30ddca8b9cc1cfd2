import { describe, expect, it } from 'vitest';
import { pageRecords } from './api-page-records.ts';

const bytes = (text: string) => Buffer.from(text, 'utf8');
/** Each record's text as the scanner cut it, parsed: what a build parses when it needs the record. */
const records = (text: string) => {
  const found = pageRecords(bytes(text));
  if (!found) return null;
  const body = bytes(text);
  const parsed: unknown[] = [];
  for (let i = 0; i < found.spans.length; i += 2) parsed.push(JSON.parse(body.toString('utf8', found.spans[i], found.spans[i + 1])));
  return { records: parsed, total: found.total };
};

const awkward = [
  { id: 1, name: 'Casa "do Lago" {com} [colchetes], vírgulas: e \\ barras', features: ['pool', 'gym'] },
  { id: 2, description: 'Linha 1\nLinha 2 — “aspas” 🏠 m²', nested: { a: [1, [2, { b: '}' }]], c: null }, price: 1.5e6 },
  { id: 3, empty: {}, list: [], flag: true, other: false, none: null, escaped: '\u2028\u0000\\"' },
  // Strings ending in backslashes: the quote after an even run of them closes the string.
  { id: 4, path: 'C:\\', two: 'a\\\\', mixed: '\\"x\\\\"', last: '\\' },
  7,
  'texto',
  null,
  [1, 2],
];

describe('pageRecords', () => {
  it('cuts each record of a page where JSON.parse finds it, whatever its strings and nesting hold', () => {
    for (const space of ['', ' ', '\n  ', '\r\n\t']) {
      const text = `{${space}"total"${space}:${space}12${space},${space}"data"${space}:${space}[${space}${awkward.map((r) => JSON.stringify(r, null, space.length > 1 ? 2 : undefined)).join(`${space},${space}`)}${space}]${space},"meta":{"data":"not this one","x":[1,{"y":"]"}]}${space}}${space}`;
      expect(records(text)).toEqual({ records: JSON.parse(text).data, total: 12 });
    }
  });

  it('reads the envelope in any order, with or without a total', () => {
    expect(records('{"data":[{"id":1}],"total":1}')).toEqual({ records: [{ id: 1 }], total: 1 });
    expect(records('{"data":[]}')).toEqual({ records: [], total: undefined });
    expect(records('{"links":{"next":null},"total":"8","data":[{"id":1}]}')).toEqual({ records: [{ id: 1 }], total: undefined });
    expect(records('{"current_page":2,"data":[{"id":3},{"id":4}],"per_page":2,"total":40}')).toEqual({ records: [{ id: 3 }, { id: 4 }], total: 40 });
  });

  it('gives null for what is not a page of records, or a body cut short (the caller parses it to say why)', () => {
    for (const text of ['', '[]', '{}', '{"data":{}}', '{"total":3}', '{"data":[{"id":1}]', '{"data":[{"id":1}', '{"data":[{"id":"1}]}', '{"data":[1 2]}', '{"data":[1],}x', '{"data":[1]} []', '{"data":[],"data":[]}']) {
      expect(pageRecords(bytes(text)), text).toBeNull();
    }
  });
});
