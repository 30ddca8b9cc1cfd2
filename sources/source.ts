/**
 * The port every tenant source implements (DESIGN §3). Sources return raw JSON
 * records: validation is the domain's job, so one bad home never hides the rest.
 */
export interface SiteRef {
  site_url: string;
  updated_at?: string | null;
}

export interface FetchOptions {
  /** Aborting ends the call at once with VitrineError 'source-aborted'; it is never retried. */
  signal?: AbortSignal;
}

/**
 * A tenant's raw home records, each with a digest of the bytes the source gave. A record is
 * parsed when asked for: a build that knows a record's digest from the live release does not
 * parse it again (builds/home-cache.ts).
 */
export interface DigestedHomes {
  digests: string[];
  /** The raw record at an index; throws the source's error for one it cannot parse (an NDJSON line, by number). */
  record(index: number): unknown;
  /**
   * Lets go of what `record` reads from once the caller is done with the records: an NDJSON
   * file's descriptor (a later `record` opens it again), a back end's pages (a later `record`
   * throws: they would have to be asked for again).
   */
  release?(): void;
}

export interface TenantSource {
  /** Human-readable origin, for messages ("data folder examples/data", "API https://…"). */
  readonly description: string;
  /** Every tenant the source knows, for `--all`. */
  listSites(options?: FetchOptions): Promise<SiteRef[]>;
  /**
   * What `listSites` left out and why ('no site-config.json'), so `--all` can say so;
   * sources that cannot have such entries (the HTTP back end) leave it out.
   */
  skippedEntries?(options?: FetchOptions): Promise<Array<{ entry: string; reason: string }>>;
  /** The raw site configuration; throws VitrineError 'source-not-found' when the tenant does not exist. */
  siteConfig(siteUrl: string, options?: FetchOptions): Promise<unknown>;
  /** Every raw home record of the tenant (all pages fetched). */
  homes(siteUrl: string, options?: FetchOptions): Promise<unknown[]>;
  /**
   * The raw homes with each record's digest, for a source that can take the digest cheaper
   * than serialising the parsed record again (an NDJSON line as read). Without it the build
   * digests what `homes` returned (builds/tenant-input.ts).
   */
  digestedHomes?(siteUrl: string, options?: FetchOptions): Promise<DigestedHomes>;
  /** One raw home by slug or id; null when the source answers "no such home". */
  home(siteUrl: string, slug: string, options?: FetchOptions): Promise<unknown | null>;
}
