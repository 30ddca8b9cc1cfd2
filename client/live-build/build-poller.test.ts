import { describe, expect, it, vi } from 'vitest';
import { startBuildPoller, type BuildPollerOptions } from './build-poller.ts';
import type { LatestBuild } from './latest-build.ts';

const build = (id: string): LatestBuild => ({ id, timestamp: 0, redirects: 0 });

/** A hand-driven clock: timers run only when the test says so. */
function harness(answers: Array<LatestBuild | Error>, visible = true) {
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let nextHandle = 1;
  let visibilityListener: () => void = () => undefined;
  let onlineListener: () => void = () => undefined;
  const state = { visible, online: true };
  const fetchLatest = vi.fn(async () => {
    const answer = answers.shift() ?? new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const onLive = vi.fn();
  const onChange = vi.fn();
  const options: BuildPollerOptions = {
    fetchLatest,
    intervalMs: 60_000,
    timers: {
      set: (callback, ms) => (timers.set(nextHandle, { callback, ms }), nextHandle++),
      clear: (handle) => void timers.delete(handle as number),
    },
    isVisible: () => state.visible,
    onVisibilityChange: (listener) => void (visibilityListener = listener),
    isOnline: () => state.online,
    onOnline: (listener) => void (onlineListener = listener),
    onLive,
    onChange,
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    options,
    fetchLatest,
    onLive,
    onChange,
    timers,
    settle,
    async tick() {
      const pending = [...timers.values()];
      timers.clear();
      for (const timer of pending) timer.callback();
      await settle();
    },
    async setOnline(value: boolean) {
      state.online = value;
      if (value) onlineListener();
      await settle();
    },
    async setVisible(value: boolean) {
      state.visible = value;
      visibilityListener();
      await settle();
    },
  };
}

describe('startBuildPoller', () => {
  it('learns the live build at start, then checks every interval and reports a change once', async () => {
    const h = harness([build('b1'), build('b1'), build('b2')]);
    const poller = startBuildPoller(h.options);
    await h.settle();
    expect(h.onLive).toHaveBeenCalledWith(build('b1'));
    expect([...h.timers.values()].map((t) => t.ms)).toEqual([60_000]);

    await h.tick();
    expect(h.fetchLatest).toHaveBeenCalledTimes(2);
    expect(h.onChange).not.toHaveBeenCalled();

    await h.tick();
    expect(h.onChange).toHaveBeenCalledExactlyOnceWith(build('b2'), build('b1'));
    // Stopped: the next navigation is a fresh load anyway.
    expect(h.timers.size).toBe(0);
    await poller.poll();
    expect(h.fetchLatest).toHaveBeenCalledTimes(3);
    expect(h.onLive).toHaveBeenCalledTimes(1);
  });

  it('never checks in a background tab, and checks at once when the tab is visible again', async () => {
    const h = harness([build('b1'), build('b2')], false);
    startBuildPoller(h.options);
    await h.settle();
    expect(h.fetchLatest).not.toHaveBeenCalled();
    expect(h.timers.size).toBe(0);

    await h.setVisible(true);
    expect(h.onLive).toHaveBeenCalledWith(build('b1'));
    expect(h.timers.size).toBe(1);

    await h.setVisible(false);
    expect(h.timers.size).toBe(0); // hidden: the periodic check is cancelled

    await h.setVisible(true);
    expect(h.onChange).toHaveBeenCalledWith(build('b2'), build('b1'));
  });

  it('fetches nothing while the browser knows it is offline, and checks at once when the connection returns', async () => {
    const h = harness([build('b1'), build('b2')]);
    await h.setOnline(false);
    startBuildPoller(h.options);
    await h.settle();
    expect(h.fetchLatest).not.toHaveBeenCalled();
    await h.setOnline(true);
    expect(h.onLive).toHaveBeenCalledWith(build('b1'));
    expect(h.timers.size).toBe(1);

    await h.setOnline(false);
    await h.tick(); // the 60 s check comes round offline: skipped, and no timer left running
    expect(h.fetchLatest).toHaveBeenCalledTimes(1);
    expect(h.timers.size).toBe(0);
    await h.setOnline(true);
    expect(h.onChange).toHaveBeenCalledWith(build('b2'), build('b1'));
  });

  it('keeps going after a failed check (offline), without reporting anything', async () => {
    const h = harness([new Error('offline'), build('b1'), build('b1')]);
    startBuildPoller(h.options);
    await h.settle();
    expect(h.onLive).not.toHaveBeenCalled();
    expect(h.timers.size).toBe(1);
    await h.tick();
    expect(h.onLive).toHaveBeenCalledWith(build('b1'));
  });

  it('asks once when checks overlap (visibility flips while a check is on its way)', async () => {
    const h = harness([build('b1')]);
    const poller = startBuildPoller(h.options);
    const again = poller.poll();
    await again;
    expect(h.fetchLatest).toHaveBeenCalledTimes(1);
  });
});
