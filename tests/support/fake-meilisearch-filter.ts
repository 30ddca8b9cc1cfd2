/**
 * The filter language of Meilisearch, small enough for a test server: =, !=,
 * >, >=, <, <=, TO, IN [..], NOT IN, EXISTS, NOT EXISTS, NOT, AND, OR,
 * parentheses, quoted values, _geoRadius and _geoBoundingBox. Like the real
 * parser (crates/filter-parser), keywords are upper case only, a bare word
 * that is a keyword is an error, and a quoted value takes `\"` and `\\`
 * escapes — so a filter the engine forgot to escape fails here too.
 */
export type FakeDocument = Record<string, unknown>;

type Comparison = '=' | '!=' | '>' | '>=' | '<' | '<=';
export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; node: FilterNode }
  | { kind: 'compare'; attribute: string; op: Comparison; value: string }
  | { kind: 'range'; attribute: string; from: number; to: number }
  | { kind: 'in'; attribute: string; values: string[] }
  | { kind: 'exists'; attribute: string }
  | { kind: 'radius'; lat: number; lng: number; meters: number }
  | { kind: 'box'; top: number; right: number; bottom: number; left: number }
  | { kind: 'polygon'; points: Array<[number, number]> };

export class FilterSyntaxError extends Error {}

interface Token {
  type: 'word' | 'quoted' | 'op' | 'punct';
  text: string;
}

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO', 'IN', 'EXISTS', 'IS', 'NULL', 'EMPTY', 'CONTAINS', 'STARTS', 'WITH']);
const ESCAPES: Record<string, string> = { '"': '"', "'": "'", '\\': '\\', n: '\n', t: '\t', r: '\r' };

function readQuoted(text: string, start: number): { value: string; end: number } {
  const quote = text[start];
  let value = '';
  let i = start + 1;
  for (; text[i] !== quote; i++) {
    if (i >= text.length) throw new FilterSyntaxError(`Expression \`${text}\` is missing the closing delimiter \`${quote}\`.`);
    if (text[i] !== '\\') {
      value += text[i];
      continue;
    }
    const escaped = ESCAPES[text[++i] ?? ''];
    if (escaped === undefined) throw new FilterSyntaxError(`Malformed value at \`${text.slice(i - 1)}\`.`);
    value += escaped;
  }
  return { value, end: i + 1 };
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const c = rest[0]!;
    if (/\s/.test(c)) {
      i++;
    } else if ('()[],'.includes(c)) {
      tokens.push({ type: 'punct', text: c });
      i++;
    } else if (/^(!=|>=|<=|=|<|>)/.test(rest)) {
      const op = /^(!=|>=|<=|=|<|>)/.exec(rest)![0];
      tokens.push({ type: 'op', text: op });
      i += op.length;
    } else if (c === '"' || c === "'") {
      const { value, end } = readQuoted(text, i);
      tokens.push({ type: 'quoted', text: value });
      i = end;
    } else {
      const word = /^[\p{L}\p{N}_.-]+/u.exec(rest)?.[0];
      if (!word) throw new FilterSyntaxError(`Was expecting a value but instead got \`${rest}\`.`);
      tokens.push({ type: 'word', text: word });
      i += word.length;
    }
  }
  return tokens;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }
  private isKeyword(word: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.type === 'word' && t.text === word;
  }
  private expect(text: string): void {
    const t = this.tokens[this.at++];
    if (t?.text !== text || t.type === 'quoted') throw new FilterSyntaxError(`Was expecting \`${text}\` but found \`${t?.text ?? 'the end'}\`.`);
  }
  private value(): string {
    const t = this.tokens[this.at++];
    if (t?.type === 'quoted') return t.text;
    if (t?.type === 'word' && !KEYWORDS.has(t.text) && !t.text.startsWith('_geo')) return t.text;
    if (t?.type === 'word') throw new FilterSyntaxError(`\`${t.text}\` is a keyword and cannot be used as a value without quotes.`);
    throw new FilterSyntaxError(`Was expecting a value but found \`${t?.text ?? 'the end'}\`.`);
  }
  private number(): number {
    const n = Number(this.value());
    if (!Number.isFinite(n)) throw new FilterSyntaxError('Was expecting a number.');
    return n;
  }
  /** `open n, n, ... close` with exactly `count` numbers. */
  private numbers(open: string, close: string, count: number): [number, number, number] {
    this.expect(open);
    const out: number[] = [];
    for (let k = 0; k < count; k++) {
      if (k > 0) this.expect(',');
      out.push(this.number());
    }
    this.expect(close);
    return [out[0]!, out[1]!, out[2] ?? 0];
  }

  parse(): FilterNode {
    const node = this.or();
    if (this.at < this.tokens.length) {
      throw new FilterSyntaxError(`Found unexpected characters at the end of the filter: \`${this.peek()?.text}\`.`);
    }
    return node;
  }
  private or(): FilterNode {
    let left = this.and();
    while (this.isKeyword('OR')) {
      this.at++;
      left = { kind: 'or', left, right: this.and() };
    }
    return left;
  }
  private and(): FilterNode {
    let left = this.not();
    while (this.isKeyword('AND')) {
      this.at++;
      left = { kind: 'and', left, right: this.not() };
    }
    return left;
  }
  private not(): FilterNode {
    if (!this.isKeyword('NOT')) return this.primary();
    this.at++;
    return { kind: 'not', node: this.not() };
  }
  private primary(): FilterNode {
    if (this.peek()?.text === '(' && this.peek()?.type === 'punct') {
      this.at++;
      const node = this.or();
      this.expect(')');
      return node;
    }
    if (this.isKeyword('_geoRadius')) {
      this.at++;
      const [lat, lng, meters] = this.numbers('(', ')', 3);
      return { kind: 'radius', lat, lng, meters };
    }
    if (this.isKeyword('_geoBoundingBox')) {
      this.at++;
      this.expect('(');
      const [top, right] = this.numbers('[', ']', 2); // north-east first
      this.expect(',');
      const [bottom, left] = this.numbers('[', ']', 2);
      this.expect(')');
      return { kind: 'box', top, right, bottom, left };
    }
    if (this.isKeyword('_geoPolygon')) {
      this.at++;
      this.expect('(');
      const points: Array<[number, number]> = [];
      do {
        if (points.length > 0) this.expect(',');
        const [lat, lng] = this.numbers('[', ']', 2);
        points.push([lat, lng]);
      } while (this.peek()?.text === ',');
      this.expect(')');
      if (points.length < 3) throw new FilterSyntaxError('`_geoPolygon` needs at least 3 points.');
      return { kind: 'polygon', points };
    }
    return this.condition();
  }
  private condition(attribute = this.value()): FilterNode {
    const next = this.peek();
    if (next?.type === 'op') {
      this.at++;
      return { kind: 'compare', attribute, op: next.text as Comparison, value: this.value() };
    }
    if (this.isKeyword('EXISTS')) {
      this.at++;
      return { kind: 'exists', attribute };
    }
    if (this.isKeyword('NOT') && (this.isKeyword('EXISTS', 1) || this.isKeyword('IN', 1))) {
      this.at++;
      return { kind: 'not', node: this.condition(attribute) };
    }
    if (this.isKeyword('IN')) return this.list(attribute);
    const from = Number(this.value());
    this.expect('TO');
    const to = this.number();
    if (!Number.isFinite(from)) throw new FilterSyntaxError('Was expecting a number before `TO`.');
    return { kind: 'range', attribute, from, to };
  }
  private list(attribute: string): FilterNode {
    this.expect('IN');
    this.expect('[');
    const values: string[] = [];
    while (this.peek()?.text !== ']' || this.peek()?.type === 'quoted') {
      values.push(this.value());
      if (this.peek()?.text === ',') this.at++;
      else break;
    }
    this.expect(']');
    return { kind: 'in', attribute, values };
  }
}

/** A filter as the search body carries it: a string, or an array (AND of entries, an inner array is an OR). */
export function parseFilter(filter: unknown): FilterNode | undefined {
  if (filter === undefined || filter === null || filter === '') return undefined;
  if (typeof filter === 'string') return new Parser(tokenize(filter)).parse();
  if (!Array.isArray(filter)) throw new FilterSyntaxError('Invalid syntax for the filter parameter: expected String or Array.');
  const nodes = filter.map((entry) =>
    Array.isArray(entry) ? entry.map(parseFilter).reduce((a, b) => (a && b ? { kind: 'or', left: a, right: b } : (a ?? b))) : parseFilter(entry),
  );
  return nodes.reduce((a, b) => (a && b ? { kind: 'and', left: a, right: b } : (a ?? b)), undefined);
}

export function attributesOf(node: FilterNode): string[] {
  switch (node.kind) {
    case 'and':
    case 'or':
      return [...attributesOf(node.left), ...attributesOf(node.right)];
    case 'not':
      return attributesOf(node.node);
    case 'radius':
    case 'box':
    case 'polygon':
      return ['_geo'];
    default:
      return [node.attribute];
  }
}

/** Scalar values of a field: array elements one by one, nulls dropped. */
export function valuesOf(doc: FakeDocument, attribute: string): (string | number | boolean)[] {
  const raw = doc[attribute];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((v): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v));
}

/** Equality as Meilisearch does it: numbers numerically, strings case-insensitively. */
function equal(docValue: string | number | boolean, filterValue: string): boolean {
  const n = Number(filterValue);
  if (typeof docValue === 'number') return filterValue.trim() !== '' && docValue === n;
  return String(docValue).toLowerCase() === filterValue.toLowerCase();
}

const EARTH_RADIUS_METERS = 6_371_000;
function distanceMeters(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((bLat - aLat) * rad) / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(((bLng - aLng) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(h));
}

function geoOf(doc: FakeDocument): { lat: number; lng: number } | undefined {
  const geo = doc._geo as { lat?: unknown; lng?: unknown } | undefined;
  return typeof geo?.lat === 'number' && typeof geo.lng === 'number' ? { lat: geo.lat, lng: geo.lng } : undefined;
}

export function matches(doc: FakeDocument, node: FilterNode): boolean {
  switch (node.kind) {
    case 'and':
      return matches(doc, node.left) && matches(doc, node.right);
    case 'or':
      return matches(doc, node.left) || matches(doc, node.right);
    case 'not':
      return !matches(doc, node.node);
    case 'exists':
      return Object.hasOwn(doc, node.attribute);
    case 'in':
      return valuesOf(doc, node.attribute).some((v) => node.values.some((f) => equal(v, f)));
    case 'range':
      return valuesOf(doc, node.attribute).some((v) => typeof v === 'number' && v >= node.from && v <= node.to);
    case 'compare': {
      const values = valuesOf(doc, node.attribute);
      if (node.op === '=') return values.some((v) => equal(v, node.value));
      if (node.op === '!=') return !values.some((v) => equal(v, node.value));
      const bound = Number(node.value);
      const test = { '>': (v: number) => v > bound, '>=': (v: number) => v >= bound, '<': (v: number) => v < bound, '<=': (v: number) => v <= bound }[node.op];
      return values.some((v) => typeof v === 'number' && test(v));
    }
    case 'radius': {
      const geo = geoOf(doc);
      return geo !== undefined && distanceMeters(node.lat, node.lng, geo.lat, geo.lng) <= node.meters;
    }
    case 'box': {
      const geo = geoOf(doc);
      if (!geo || geo.lat > node.top || geo.lat < node.bottom) return false;
      // A box whose west edge is east of its east edge crosses the antimeridian.
      return node.left <= node.right ? geo.lng >= node.left && geo.lng <= node.right : geo.lng >= node.left || geo.lng <= node.right;
    }
    case 'polygon': {
      const geo = geoOf(doc);
      return geo !== undefined && windingNumber(geo.lat, geo.lng, node.points) !== 0;
    }
  }
}

/** Winding number of the polygon around a point (a rule of its own, not the product's ray casting). */
function windingNumber(lat: number, lng: number, points: ReadonlyArray<[number, number]>): number {
  let winding = 0;
  for (let i = 0; i < points.length; i++) {
    const [aLat, aLng] = points[i]!;
    const [bLat, bLng] = points[(i + 1) % points.length]!;
    const side = (bLng - aLng) * (lat - aLat) - (lng - aLng) * (bLat - aLat);
    if (aLat <= lat) {
      if (bLat > lat && side > 0) winding++;
    } else if (bLat <= lat && side < 0) winding--;
  }
  return winding;
}
