/**
 * The render pool is fed from the main thread: while a long synchronous stage runs there (the
 * portal feed, the home cache, the search index are written while the workers render), a
 * worker that finishes its queued batches waits for the next. Such stages pause every so
 * often so the pool can hand out batches.
 */
export function letWorkersIn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Pauses (letWorkersIn) once every `every` calls. */
export function pacer(every: number): () => Promise<void> | undefined {
  let calls = 0;
  return () => (++calls % every === 0 ? letWorkersIn() : undefined);
}
