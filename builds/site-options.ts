/** What one tenant's build is given (./build-site.ts), and what it holds that its caller must clean up. */
import type { SiteContext } from '../contract/page-model.ts';
import type { TenantSource } from '../sources/source.ts';
import type { AppBundle } from './app-bundle.ts';
import type { BaseRelease } from './base/base-release.ts';
import type { HomeSpill } from './home-spill.ts';
import type { PageLinker } from './page-linker.ts';
import type { RenderPool } from './render-pool.ts';
import type { Reporter } from './reporter.ts';

export interface BuildSiteOptions {
  source: TenantSource;
  /** The data folder, when building from one: its `<site>/media` is published with the site. */
  dataDir?: string;
  siteUrl: string;
  outDir: string;
  app: AppBundle;
  pool: RenderPool;
  reporter: Reporter;
  full: boolean;
  strict: boolean;
  now: () => Date;
  provider: SiteContext['provider'];
  storageBaseUrl: string;
  leadsEndpoint: string;
  searchHost?: string;
  searchDev?: boolean;
  /** Ctrl-C / SIGTERM: stops the workers, discards the unfinished release. */
  signal?: AbortSignal;
  /** Fail when the listing count drops by more than this percentage against the live release (default 50). */
  maxShrinkPct?: number;
  /** Publish whatever the count (`--allow-shrink`). */
  allowShrink?: boolean;
  /**
   * `--base`: the live release elsewhere (a folder, a URL, a bucket). The build renders only
   * what changed against it and writes a delta release. Without it the live release on this
   * disk is the base and the new release is complete (unchanged pages hard-linked).
   */
  base?: BaseRelease;
}

/** What a build holds that its caller must clean up whatever happens: filled in as the stages get to it. */
export interface BuildState {
  /** The new release's folder, once created: discarded unless the build publishes it. */
  releaseDir?: string;
  spill?: HomeSpill;
  /** Links unchanged pages into the new release on a thread: stopped before the release is discarded. */
  linker?: PageLinker;
  /** Lets go of the source (./load-tenant.ts). */
  releaseSource: () => void;
  /** Still writing into the release off this thread (the portal feed on a worker): settled before the release is discarded. */
  writing?: Promise<unknown>;
}
