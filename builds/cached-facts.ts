/**
 * A cached home's facts read as columns (issue #13, step 3 of docs/architecture.md). A rebuild
 * reads a few fields of every home (the grouping of similar homes and `{param}` pages, the
 * tallies, each listing's URL for its key, the sitemap and the host files) and the whole
 * document of only the homes a rendered page, a changed search index part or the feed shows.
 * So each shard of the home cache (./home-cache.ts) opens with a line of those few fields as
 * columns, parsed at once, and a home's own line is parsed the first time anything else of it
 * is read: its search document's other fields, its card photos, or its JSON.
 *
 * A `CachedDoc` is a SearchDocument whose brief fields are its own properties and whose other
 * fields are getters on its prototype. Reading a field by name works as on any document; what
 * enumerates an object's own properties (spread, `Object.keys`, structured clone) would miss
 * the others, so such places take `plainDoc` / `plainDocs` first. JSON.stringify takes `toJSON`:
 * the line's document, with its keys in the order it was written. Pure.
 */
import type { SearchDocument } from '../domain/schemas/index.ts';
import type { Rejection } from '../domain/validate.ts';
import type { HomeFacts } from './tenant-homes.ts';

/** Brief fields whose values repeat across homes: written once per shard, each home's as a number. */
const CODED = ['status', 'category', 'neighborhood', 'city', 'state'] as const;
/** Brief fields written as they are. */
const RAW = ['url', 'bedrooms', 'price', 'rental_price', 'created_at', 'updated_at', 'is_featured_on_site'] as const;
type BriefField = 'id' | (typeof CODED)[number] | (typeof RAW)[number];

/** Every other field of a search document: read from the home's line when first asked for. */
const FROM_LINE = [
  'type', 'name', 'title', 'suites', 'bathrooms', 'parking_spaces', 'area', 'features', 'amenities', 'site_categories',
  'image', 'condominium_price', 'iptu_price', 'total_cost', 'comparable_price', '_geo', 'seo_text',
] as const satisfies ReadonlyArray<Exclude<keyof SearchDocument, BriefField>>;
// A field added to SearchDocument must be named in one of the lists above, or this fails to compile.
type Unlisted = Exclude<keyof SearchDocument, BriefField | (typeof FROM_LINE)[number]>;
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyFieldListed;

/** Where cached homes' lines are: each one's facts parsed and checked, by its place (the home cache's). */
export interface CachedLines {
  facts(at: number): HomeFacts | undefined;
}

let made = 0;
/** Whether this process made a cached document (a full build makes none, and its pages need no `plainDocs`). */
export const cachedDocsMade = (): boolean => made > 0;

export interface CachedDoc extends Omit<SearchDocument, BriefField> {}
/** A cached home's search document: its brief fields from the columns, the rest from its line (see the module's comment). */
export class CachedDoc {
  readonly id: number;
  readonly status: SearchDocument['status'];
  readonly category: string;
  readonly neighborhood: string;
  readonly city: string;
  readonly state: string;
  readonly url: string;
  readonly bedrooms: SearchDocument['bedrooms'];
  readonly price: SearchDocument['price'];
  readonly rental_price: SearchDocument['rental_price'];
  readonly created_at: SearchDocument['created_at'];
  readonly updated_at: SearchDocument['updated_at'];
  readonly is_featured_on_site: boolean;
  readonly #facts: CachedFacts;

  constructor(facts: CachedFacts, columns: BriefColumns, row: number, strings: readonly string[]) {
    made++;
    this.#facts = facts;
    this.id = facts.id;
    this.status = strings[columns.status[row]!] as SearchDocument['status'];
    this.category = strings[columns.category[row]!]!;
    this.neighborhood = strings[columns.neighborhood[row]!]!;
    this.city = strings[columns.city[row]!]!;
    this.state = strings[columns.state[row]!]!;
    this.url = columns.url[row] as string;
    this.bedrooms = columns.bedrooms[row] as SearchDocument['bedrooms'];
    this.price = columns.price[row] as SearchDocument['price'];
    this.rental_price = columns.rental_price[row] as SearchDocument['rental_price'];
    this.created_at = columns.created_at[row] as SearchDocument['created_at'];
    this.updated_at = columns.updated_at[row] as SearchDocument['updated_at'];
    this.is_featured_on_site = columns.is_featured_on_site[row] === true;
  }

  /** The whole document, as its line has it. */
  whole(): SearchDocument {
    return this.#facts.whole().doc!;
  }

  toJSON(): SearchDocument {
    return this.whole();
  }
}
for (const key of FROM_LINE) {
  Object.defineProperty(CachedDoc.prototype, key, {
    get(this: CachedDoc) {
      return this.whole()[key];
    },
  });
}

/** A cached home's facts: id, feed flags, warnings and its document's brief from the columns; its card photos from its line. */
export class CachedFacts implements HomeFacts {
  readonly id: number;
  readonly doc: CachedDoc | null;
  readonly portals: boolean;
  readonly changed: string | null;
  readonly warnings: Rejection[] | null;
  #whole: HomeFacts | undefined;
  readonly #lines: CachedLines;
  readonly #at: number;

  constructor(columns: BriefColumns, row: number, strings: readonly string[], lines: CachedLines, at: number) {
    this.#lines = lines;
    this.#at = at;
    this.id = columns.id[row]!;
    this.portals = columns.portals[row] === 1;
    this.changed = columns.changed[row] ?? null;
    this.warnings = columns.warnings[row] ?? null;
    this.doc = columns.doc[row] === 1 ? new CachedDoc(this, columns, row, strings) : null;
  }

  get images(): string[] {
    return this.whole().images;
  }

  /** The facts as the home's line has them. Throws when the line does not parse to this home's facts: the cache's bytes were vouched for by the live files manifest, so the code that wrote it erred. */
  whole(): HomeFacts {
    if (this.#whole) return this.#whole;
    const facts = this.#lines.facts(this.#at);
    if (!facts || facts.id !== this.id || (facts.doc === null) !== (this.doc === null)) {
      throw new Error(`home ${this.id}: its line in the live home cache does not hold the facts its columns name`);
    }
    return (this.#whole = facts);
  }

  toJSON(): HomeFacts {
    return this.whole();
  }
}

/** A document to spread, clone or enumerate: a cached one's whole document, any other as it is. */
export function plainDoc<T>(doc: T): T {
  return doc instanceof CachedDoc ? (doc.whole() as T) : doc;
}

/** A list of documents with each cached one made whole; the same list when it holds none. */
export function wholeDocs<T>(docs: T[]): T[] {
  return docs.some((doc) => doc instanceof CachedDoc) ? docs.map(plainDoc) : docs;
}

/**
 * Page data with every cached document in it replaced by its whole document (copies only what
 * holds one), before it is cloned to a render worker.
 */
export function plainDocs<T>(value: T): T {
  if (value instanceof CachedDoc) return value.whole() as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const plain = plainDocs(item);
      if (plain !== item) (out ??= value.slice())[i] = plain;
    }
    return (out ?? value) as T;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let out: Record<string, unknown> | undefined;
    for (const key in value) {
      const item = (value as Record<string, unknown>)[key];
      const plain = plainDocs(item);
      if (plain !== item) (out ??= { ...(value as Record<string, unknown>) })[key] = plain;
    }
    return (out ?? value) as T;
  }
  return value;
}

/** One shard's columns: each array has a value per home, in the shard's line order. */
export interface BriefColumns {
  id: number[];
  /** 1 when the home has a search document (the site shows it). */
  doc: Array<0 | 1>;
  portals: Array<0 | 1>;
  changed: Array<string | null>;
  warnings: Array<Rejection[] | null>;
  /** The coded fields' values, each home's as an index into them (-1 without a document). */
  strings: string[];
  status: number[];
  category: number[];
  neighborhood: number[];
  city: number[];
  state: number[];
  url: unknown[];
  bedrooms: unknown[];
  price: unknown[];
  rental_price: unknown[];
  created_at: unknown[];
  updated_at: unknown[];
  is_featured_on_site: unknown[];
}

/** The columns of these homes' facts, in this order (read back by `readBriefColumns`). */
export function briefColumns(homes: readonly HomeFacts[]): BriefColumns {
  const codes = new Map<string, number>();
  const code = (value: string) => {
    let at = codes.get(value);
    if (at === undefined) codes.set(value, (at = codes.size));
    return at;
  };
  const columns: BriefColumns = {
    id: [], doc: [], portals: [], changed: [], warnings: [], strings: [],
    status: [], category: [], neighborhood: [], city: [], state: [],
    url: [], bedrooms: [], price: [], rental_price: [], created_at: [], updated_at: [], is_featured_on_site: [],
  };
  for (const facts of homes) {
    const doc = facts.doc;
    columns.id.push(facts.id);
    columns.doc.push(doc ? 1 : 0);
    columns.portals.push(facts.portals ? 1 : 0);
    columns.changed.push(facts.changed);
    columns.warnings.push(facts.warnings);
    for (const field of CODED) columns[field].push(doc ? code(doc[field]) : -1);
    for (const field of RAW) columns[field].push(doc ? (doc[field] ?? null) : null);
  }
  columns.strings = [...codes.keys()];
  return columns;
}

/** Columns as `briefColumns` made them and JSON carried them, for `rows` homes; null for anything else. */
export function readBriefColumns(value: unknown, rows: number, share: (text: string) => string): BriefColumns | null {
  const columns = value as Partial<BriefColumns> | null;
  if (typeof columns !== 'object' || columns === null || !Array.isArray(columns.strings)) return null;
  for (const name of ['id', 'doc', 'portals', 'changed', 'warnings', ...CODED, ...RAW] as const) {
    const column = columns[name];
    if (!Array.isArray(column) || column.length !== rows) return null;
  }
  if (!columns.strings.every((text) => typeof text === 'string')) return null;
  if (!columns.id!.every((id) => Number.isInteger(id))) return null;
  for (const field of CODED) if (!columns[field]!.every((at) => at === -1 || (Number.isInteger(at) && at >= 0 && at < columns.strings!.length))) return null;
  columns.strings = columns.strings.map(share);
  return columns as BriefColumns;
}
