/**
 * Navigation services of every published page (spec §2.2), started by the
 * runtime once the browser is idle: the check for new builds (which first tells
 * the live build), the outdated-copy reload, route rules on load and on clicks,
 * then prefetch of visible links.
 *
 * Every navigation is a full page load, so the browser already restores the
 * scroll on back/forward and goes to the top or the #hash otherwise; nothing
 * here intercepts history, and no unload handler keeps pages out of the
 * back/forward cache.
 */
import type { RedirectRule } from '../../domain/rules/redirects.ts';
import { POLL_INTERVAL_MS, startBuildPoller } from '../live-build/build-poller.ts';
import { fetchLatestBuild, type LatestBuild } from '../live-build/latest-build.ts';
import { liveBuildOfPage, mayBeOutdated } from '../live-build/outdated-page.ts';
import { createReloadGuard, type ReloadGuard } from '../live-build/reload-guard.ts';
import { liveRouteRules } from '../live-build/route-rules.ts';
import { handleRedirectClicks, redirectForUrl } from './link-clicks.ts';
import { prefetchAllowed, type ConnectionFacts } from './prefetch-policy.ts';
import { startPrefetcher, type Prefetcher } from './prefetcher.ts';
import { SessionStorageFailed } from '../../domain/errors.ts';

declare global {
  interface Window {
    /** Tests only: the poll interval in ms, read once at start. */
    __vitrineTestPollMs?: number;
  }
}

/** The live build this tab last knew, for the next page's outdated-copy check. */
const LAST_LIVE_KEY = 'vitrine:live-build';

function sessionValue(win: Window, value?: string): string | null {
  try {
    if (value === undefined) return win.sessionStorage.getItem(LAST_LIVE_KEY);
    win.sessionStorage.setItem(LAST_LIVE_KEY, value);
  } catch (error) {
    console.warn(SessionStorageFailed.message, error);
  }
  return null;
}

function pollInterval(win: Window): number {
  const forTests = win.__vitrineTestPollMs;
  return typeof forTests === 'number' && forTests > 0 ? forTests : POLL_INTERVAL_MS;
}

/** Reloads a kept copy of the page that an older build rendered (guarded); true when reloading. */
async function reloadIfOutdated(win: Window, live: LatestBuild, lastKnownLive: string | null, guard: ReloadGuard): Promise<boolean> {
  const root = win.document.documentElement;
  const entry = win.performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { deliveryType?: string }) | undefined;
  if (!entry || root.dataset.pageKind === 'error') return false; // error pages answer 404: nothing to compare
  const facts = {
    navigationType: entry.type,
    deliveryType: entry.deliveryType ?? '',
    transferSize: entry.transferSize,
    renderedBuild: root.dataset.buildId,
    liveBuild: live.id,
    lastKnownLive,
  };
  if (!mayBeOutdated(facts)) return false;
  const current = await liveBuildOfPage(win.location.pathname + win.location.search).catch(() => undefined);
  if (!current || current === facts.renderedBuild || !guard.allow(`reload:${win.location.pathname}`)) return false;
  win.location.reload();
  return true;
}

export function startNavigation(win: Window = window): void {
  const doc = win.document;
  // vitrine serve's page for a host without a site (build id 'none') belongs to no release: no builds to follow.
  if (doc.documentElement.dataset.buildId === 'none') return;
  if (win.history.scrollRestoration !== 'auto') win.history.scrollRestoration = 'auto';

  const connection = () => (win.navigator as Navigator & { connection?: ConnectionFacts }).connection;
  let prefetcher: Prefetcher | undefined;
  let changed = false;

  let rules: RedirectRule[] = [];
  handleRedirectClicks({ doc, rules: () => rules, navigate: (href) => win.location.assign(href) });
  const guard = createReloadGuard(() => win.sessionStorage);

  const onLive = async (live: LatestBuild) => {
    const lastKnownLive = sessionValue(win);
    sessionValue(win, live.id);
    if (await reloadIfOutdated(win, live, lastKnownLive, guard)) return;
    if (live.redirects > 0) {
      rules = await liveRouteRules(live);
      const target = redirectForUrl(rules, new URL(win.location.href));
      // replace: Back must not land on the retired path and bounce forward again.
      if (target && guard.allow(`redirect:${win.location.pathname}`)) return win.location.replace(target);
    }
    if (changed) return; // a newer build turned up meanwhile: nothing of this one is worth prefetching
    // Prefetch waits for the rules: a link to a retired path would prefetch a redirect and a missing payload.
    prefetcher = startPrefetcher({
      doc,
      allowed: () => prefetchAllowed(connection(), win.navigator.onLine),
      skip: (url) => redirectForUrl(rules, url) !== undefined,
    });
    doc.documentElement.dataset.liveBuild = live.id; // which build is live, beside data-build-id (which rendered the page)
  };

  startBuildPoller({
    fetchLatest: () => fetchLatestBuild(),
    intervalMs: pollInterval(win),
    timers: { set: (callback, ms) => win.setTimeout(callback, ms), clear: (handle) => win.clearTimeout(handle as number) },
    isVisible: () => doc.visibilityState === 'visible',
    onVisibilityChange: (listener) => {
      doc.addEventListener('visibilitychange', listener);
      win.addEventListener('pageshow', (event) => event.persisted && listener()); // back from the bfcache
    },
    isOnline: () => win.navigator.onLine,
    onOnline: (listener) => win.addEventListener('online', listener),
    onLive: (live) => void onLive(live),
    onChange: (latest) => {
      // Copies prefetched so far may be of the old build: dropped, so the next click loads the new page.
      changed = true;
      prefetcher?.discard();
      sessionValue(win, latest.id);
      doc.documentElement.dataset.liveBuild = latest.id;
    },
  });
}
