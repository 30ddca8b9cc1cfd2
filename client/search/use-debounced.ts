/**
 * A debounced callback (spec §9: ranges 300 ms, text 500 ms): the last call
 * wins; flush() runs a pending call now (on blur or Enter, so leaving a field
 * never loses what was typed); pending calls are dropped on unmount.
 */
import { useEffect, useMemo, useRef } from 'react';

export interface Debounced<A extends unknown[]> {
  call(...args: A): void;
  flush(): void;
}

export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): Debounced<A> {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);

  const debounced = useMemo<Debounced<A>>(() => {
    const run = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const args = pending.current;
      pending.current = undefined;
      if (args) latest.current(...args);
    };
    return {
      call: (...args: A) => {
        pending.current = args;
        clearTimeout(timer.current);
        timer.current = setTimeout(run, delayMs);
      },
      flush: run,
    };
  }, [delayMs]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current = undefined;
    },
    [],
  );
  return debounced;
}
