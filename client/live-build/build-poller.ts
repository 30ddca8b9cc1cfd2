/**
 * The periodic check for a newer build (spec §2.2): every 60 s while the tab
 * is visible, and at once when it becomes visible again; never in a background
 * tab. The first answer is the live build of this visit; any other id later
 * (a new build, or a rollback) is a change, reported once, and polling stops:
 * from then on the next navigation must be a fresh full load anyway. While the
 * browser knows it is offline nothing is fetched (a failed request would only
 * log an error); the check runs again when the connection returns.
 *
 * Timers, visibility and fetching are injected, so the logic is tested without a browser.
 */
import type { LatestBuild } from './latest-build.ts';

export const POLL_INTERVAL_MS = 60_000;

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface BuildPollerOptions {
  fetchLatest(): Promise<LatestBuild>;
  intervalMs: number;
  timers: Timers;
  isVisible(): boolean;
  /** Registers the listener for "the tab may have become visible or hidden". */
  onVisibilityChange(listener: () => void): void;
  /** False while the browser knows it has no connection. */
  isOnline(): boolean;
  /** Registers the listener for "the connection is back". */
  onOnline(listener: () => void): void;
  /** The live build at the first successful check. */
  onLive(live: LatestBuild): void;
  onChange(latest: LatestBuild, previous: LatestBuild): void;
}

export interface BuildPoller {
  /** Checks now (unless hidden, stopped or already checking). */
  poll(): Promise<void>;
  stop(): void;
}

export function startBuildPoller(options: BuildPollerOptions): BuildPoller {
  let live: LatestBuild | undefined;
  let timer: unknown;
  let inFlight: Promise<void> | undefined;
  let stopped = false;

  const cancelTimer = () => {
    if (timer !== undefined) options.timers.clear(timer);
    timer = undefined;
  };
  const schedule = () => {
    cancelTimer();
    if (!stopped && options.isVisible()) timer = options.timers.set(() => void poll(), options.intervalMs);
  };
  const stop = () => {
    stopped = true;
    cancelTimer();
  };

  async function check(): Promise<void> {
    try {
      const latest = await options.fetchLatest();
      if (stopped) return;
      if (!live) {
        live = latest;
        options.onLive(latest);
      } else if (latest.id !== live.id) {
        const previous = live;
        live = latest;
        stop();
        options.onChange(latest, previous);
      }
    } catch {
      // Offline or a failed answer: nothing to report, the next check tries again.
    } finally {
      inFlight = undefined;
      schedule();
    }
  }

  function poll(): Promise<void> {
    // Offline, the chain of timers ends here; onOnline starts it again.
    if (stopped || !options.isVisible() || !options.isOnline()) return Promise.resolve();
    inFlight ??= check();
    return inFlight;
  }

  options.onVisibilityChange(() => {
    if (options.isVisible()) void poll();
    else cancelTimer();
  });
  options.onOnline(() => void poll());
  void poll();
  return { poll, stop };
}
