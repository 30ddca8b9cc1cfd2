/** Catalogue entries of the build: usage, the tenant, the plan, rendering, and its warnings. */
import { entry } from './entry.ts';

// ── build: usage, tenant, plan, render ───────────────────────────────────────
export const NoSiteToBuild = entry({ name: 'NoSiteToBuild', code: 'bad-usage', title: 'No site to build', message: 'no site to build: pass --site <site_url> or --all' });
export const NoTenantInSource = entry({
  name: 'NoTenantInSource',
  code: 'bad-usage',
  title: '--all found no tenant',
  message: (source: string) => `no tenant in ${source}: each tenant is a folder named by its site_url holding site-config.json (and homes.json or homes.ndjson)`,
});
export const EntrySkipped = entry({
  name: 'EntrySkipped',
  code: 'build-warning',
  title: 'A folder of the data folder that is not a tenant',
  message: (entry: string, reason: string) => `${entry}/ skipped: ${reason}`,
});
export const SiteConfigInvalid = entry({
  name: 'SiteConfigInvalid',
  code: 'invalid-site-config',
  title: 'The site config fails the schema',
  message: (siteUrl: string, details: string) => `site config of ${siteUrl} is invalid: ${details}`,
});
export const SiteConfigOtherSite = entry({
  name: 'SiteConfigOtherSite',
  code: 'invalid-site-config',
  title: "The site config names another site_url than the one asked for",
  message: (siteUrl: string, other: string) => `site config of ${siteUrl} names another site_url: ${other}`,
});
export const StrictRejected = entry({
  name: 'StrictRejected',
  code: 'invalid-record',
  title: '--strict and some records were rejected',
  message: (count: number) => `${count} invalid record(s) and --strict is on`,
  hint: 'the rejected records are listed above and in the build meta file; fix them or build without --strict',
});
export const ListingIdUnusable = entry({
  name: 'ListingIdUnusable',
  code: 'invalid-record',
  title: 'A listing id that gives no URL segment',
  message: (id: string) => `Listing id ${JSON.stringify(id)} gives no usable URL segment`,
});
export const RenderFailed = entry({
  name: 'RenderFailed',
  code: 'render-failed',
  title: 'A page failed to render',
  message: (path: string, reason: string) => `rendering ${path} failed: ${reason}`,
});
export const AppBundleMissing = entry({
  name: 'AppBundleMissing',
  code: 'app-bundle-missing',
  title: 'No client/server bundles',
  message: 'The app bundle is missing: run `npm run build:app` (or any `vitrine build`, which builds it).',
});
export const AppBundleIncomplete = entry({
  name: 'AppBundleIncomplete',
  code: 'app-bundle-missing',
  title: 'The bundle manifest lacks an entry',
  message: 'The app bundle manifest lacks the runtime or the stylesheet entry.',
  hint: 'run `npm run build:app` again',
});
export const AppBundleBuildFailed = entry({
  name: 'AppBundleBuildFailed',
  code: 'app-bundle-missing',
  title: 'Vite failed to build the bundles',
  message: (exit: string | number) => `building the app bundle failed (exit ${exit})`,
});

// ── build warnings and log lines (never fail a build) ───────────────────────
export const UnknownSection = entry({
  name: 'UnknownSection',
  code: 'build-warning',
  title: 'A section names a component no template has',
  message: (component: string) => `unknown component "${component}" skipped`,
});
export const PatternNotExpandable = entry({
  name: 'PatternNotExpandable',
  code: 'build-warning',
  title: 'A page url has a {param} the listings cannot fill',
  message: (params: readonly string[]) => `cannot expand {${params.join('}, {')}} from the listings; page skipped`,
  hint: 'use {bairro}, {cidade}, {estado} or {categoria} (or their English names), or link to the pages it should have from the menu, the footer or a section',
});
export const MenuLinkNotFound = entry({
  name: 'MenuLinkNotFound',
  code: 'build-warning',
  title: 'A menu item links to a path no page of the site answers',
  message: (title: string, path: string) => `menu item "${title.slice(0, 60)}" links to ${path}, which no page of the site answers: visitors get the 404 page`,
  hint: 'add a page with that url to the site config, point the item at an existing page, or add a route rule (redirects) for the path',
});
export const DuplicatePath = entry({
  name: 'DuplicatePath',
  code: 'build-warning',
  title: 'Two pages plan the same path',
  message: (path: string) => `duplicate path ${path} skipped`,
});
export const ReservedPath = entry({
  name: 'ReservedPath',
  code: 'build-warning',
  title: 'A page path that is a file the build writes itself',
  message: (path: string) => `path ${path} is a file the build writes itself; page skipped`,
});
export const SegmentTooLong = entry({
  name: 'SegmentTooLong',
  code: 'build-warning',
  title: 'A page path with an over-long segment',
  message: (path: string, maxBytes: number) => `path ${path.slice(0, 60)}… has a segment longer than ${maxBytes} bytes; page skipped`,
});
export const UnwritablePath = entry({ name: 'UnwritablePath', code: 'build-warning', title: 'A page path that cannot be written', message: (problem: string) => `${problem}; page skipped` });
export const RejectedLog = entry({ name: 'RejectedLog', code: 'build-warning', title: 'stderr line of a rejected record', message: (rejection: string) => `rejected ${rejection}` });
export const PlanWarningLog = entry({
  name: 'PlanWarningLog',
  code: 'build-warning',
  title: 'stderr line of a plan warning',
  message: (kind: string, id: string, path: string, message: string) => `${kind} ${id}: ${path}: ${message}`,
});
export const FeedListingLeftOut = entry({
  name: 'FeedListingLeftOut',
  code: 'build-warning',
  title: 'A listing enabled for the portals that breaks a VRSync rule',
  message: (reason: string) => `left out of the VRSync portal feed (feeds/vrsync.xml): ${reason}`,
});
