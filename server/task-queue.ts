/**
 * At most `concurrency` tasks at once and `waiting` in line; a task offered
 * when the line is full is refused at once (QueueFullError) — a flood is
 * answered "busy, retry" instead of queueing without end.
 */
export class QueueFullError extends Error {
  constructor() {
    super('too many resizes waiting');
  }
}

export class TaskQueue {
  private active = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly waiting: number,
  ) {}

  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.line.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.line.length >= this.waiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.line.push(resolve));
    } else this.active++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line (active stays counted), or is freed.
      const next = this.line.shift();
      if (next) next();
      else this.active--;
    }
  }
}
