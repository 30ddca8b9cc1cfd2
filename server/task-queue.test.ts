import { describe, expect, it } from 'vitest';
import { QueueFullError, TaskQueue } from './task-queue.ts';

describe('TaskQueue', () => {
  it('runs at most `concurrency` at once, lines up `waiting` more, refuses the rest at once', async () => {
    const queue = new TaskQueue(2, 1);
    let running = 0;
    let peak = 0;
    const release: Array<() => void> = [];
    const task = () =>
      new Promise<void>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        release.push(() => (running--, resolve()));
      });
    const runs = [queue.run(task), queue.run(task), queue.run(task)];
    await expect(queue.run(task)).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.load).toEqual({ active: 2, waiting: 1 });
    while (release.length > 0 || running > 0) {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(runs);
    expect(peak).toBe(2);
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const queue = new TaskQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(queue.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
