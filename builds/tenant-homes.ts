/**
 * A tenant's kept homes as the plan, the portal feed and the home cache read them (issue #13).
 * What a home gives the pages other than its own (its search document, its card photos, its
 * feed flags: its facts) is kept apart from the validated record, which only the pages that
 * show the whole home read. A home the live release knew by its record digest arrives with its
 * facts from the home cache (./home-cache.ts) and its record unread: it is parsed and validated
 * again only if a page that shows it whole is rendered. A home validated in a build keeps its
 * record in the build's spill file (./home-spill.ts), read through it. No I/O of its own.
 */
import { enabledForPortals } from '../domain/feeds/vrsync.ts';
import { toPublicProperty, type PublicProperty } from '../domain/rules/public-property.ts';
import type { Property, SearchDocument } from '../domain/schemas/index.ts';
import type { Rejection } from '../domain/validate.ts';
import type { HomeSpill, SpilledRecord } from './home-spill.ts';
import { toSearchDocument } from '../search/document.ts';

/** Photos a card's scroll-snap strip shows (site.card.carrouselGallery). */
export const CARD_GALLERY_LIMIT = 5;

/** What one valid home record gives every page but its own; a function of the record alone. */
export interface HomeFacts {
  id: number;
  /** Its public search document; null for a home the site does not show (hidden, deleted). */
  doc: SearchDocument | null;
  /** Its first photos' URLs, for cards that show a gallery. */
  images: string[];
  /** Whether it goes to the portal feed (its `portals`). */
  portals: boolean;
  /** updated_at, else created_at: the feed's publish date is the newest of them. */
  changed: string | null;
  /** What a kept home carries that the site cannot use (a `location` that gives no pin, spec §5; an unreadable date), or null. */
  warnings: Rejection[] | null;
}

export interface TenantHome {
  readonly facts: HomeFacts;
  /** The raw record's digest ('' when the caller has none). */
  readonly digest: string;
  /** Its facts came from the live release's home cache (its record was not read for them). */
  readonly cached: boolean;
  /** The validated record. */
  property(): Property;
  /** Its public copy, what pages and payloads are built from. */
  publicCopy(): PublicProperty;
  /** The validated record in V8's serialisation, when it waits in the build's spill file: its page carries these bytes to a worker (./wire-page.ts). */
  recordBytes?(): Uint8Array;
}

export function homeFacts(home: Property, publicCopy: PublicProperty, warnings: readonly Rejection[]): HomeFacts {
  const visible = home.is_visible_on_site && !home.deleted_at;
  const changed = home.updated_at ?? home.created_at;
  return {
    id: home.id,
    doc: visible ? toSearchDocument(publicCopy) : null,
    images: visible ? publicCopy.gallery.slice(0, CARD_GALLERY_LIMIT).map((g) => g.url) : [],
    portals: enabledForPortals(home.portals),
    changed: typeof changed === 'string' && changed !== '' ? changed : null,
    warnings: warnings.length === 0 ? null : [...warnings],
  };
}

/** A home whose record was read and validated in this build. */
export function readHome(home: Property, digest: string, warnings: readonly Rejection[] = []): TenantHome {
  const publicCopy = toPublicProperty(home);
  return { facts: homeFacts(home, publicCopy, warnings), digest, cached: false, property: () => home, publicCopy: () => publicCopy };
}

/**
 * A home known by its digest: its facts as cached, its record read with `load(index)` the first
 * time it is asked for. A class, not closures: a rebuild holds one for each of 10,000 homes.
 */
export class CachedHome implements TenantHome {
  readonly cached = true;
  #home: Property | undefined;
  #publicCopy: PublicProperty | undefined;
  constructor(
    readonly facts: HomeFacts,
    readonly digest: string,
    private readonly load: (index: number) => Property,
    private readonly index = 0,
  ) {}

  property(): Property {
    return (this.#home ??= this.load(this.index));
  }

  publicCopy(): PublicProperty {
    return (this.#publicCopy ??= toPublicProperty(this.property()));
  }
}

/** One string object per value for as long as the returned function lives: the first seen is given back for every equal one. */
export function stringPool(): (text: string) => string {
  const pool = new Map<string, string>();
  return (text) => {
    const known = pool.get(text);
    if (known !== undefined) return known;
    pool.set(text, text);
    return text;
  };
}

/**
 * Makes the homes' facts share one string object per value that many homes repeat (a type, a
 * city, a feature code, a title such as "Casa com 3 quartos à venda"): each home parsed its own
 * copies, ~15 MB of them at 50,000 homes. Changes the facts in place; the pool lives as long as
 * the returned function (one load).
 */
export function factsStringSharer(): (facts: HomeFacts) => void {
  const pooled = stringPool();
  const share = <T extends string | null | undefined>(value: T): T => (typeof value === 'string' ? (pooled(value) as T) : value);
  const shareAll = (values: string[]) => {
    for (let i = 0; i < values.length; i++) values[i] = share(values[i]!);
  };
  return ({ doc }) => {
    if (!doc) return;
    doc.type = share(doc.type);
    doc.category = share(doc.category);
    doc.name = share(doc.name);
    doc.title = share(doc.title);
    doc.neighborhood = share(doc.neighborhood);
    doc.city = share(doc.city);
    doc.state = share(doc.state);
    shareAll(doc.features);
    shareAll(doc.amenities);
    shareAll(doc.site_categories);
  };
}

/**
 * A home validated in this build whose record was put aside (./home-spill.ts): read back each
 * time it is asked for and not kept, so a build holds every home's facts but no home's record.
 * A class, not closures: 50,000 homes would hold 100,000 closures and their contexts (~20 MB).
 */
export class StoredHome implements TenantHome {
  readonly cached = false;
  constructor(
    readonly facts: HomeFacts,
    readonly digest: string,
    private readonly spill: HomeSpill,
    private readonly record: SpilledRecord,
  ) {}

  property(): Property {
    return this.spill.get(this.record) as Property;
  }

  publicCopy(): PublicProperty {
    return toPublicProperty(this.property());
  }

  recordBytes(): Uint8Array {
    return this.spill.bytes(this.record);
  }
}

/** Validated records as tenant homes, for callers that hold them all (the preview, tools, tests); tenant homes as they are. */
export function tenantHomes(homes: readonly (Property | TenantHome)[]): TenantHome[] {
  return homes.map((home) => ('facts' in home && typeof home.property === 'function' ? home : readHome(home as Property, '')));
}
