/**
 * The hooks of a server render, for the static renderer: what react-dom/server's
 * Fizz returns for each hook when nothing can update (initial state, memo
 * computed once, effects never run, the server snapshot of a store). A hook
 * whose server value depends on React's own bookkeeping (useId, use of a
 * promise, form actions) throws `NeedsReact`, and the caller renders that
 * island with React instead.
 */
import * as React from 'react';

/** Thrown when a subtree needs React itself; the static renderer then hands the island to `renderToString`. */
export class NeedsReact extends Error {
  constructor(what: string) {
    super(`needs React: ${what}`);
  }
}

interface ContextLike {
  _currentValue: unknown;
}

const noop = (): void => {};

/** Starts every useId() value of the static dispatcher; never part of real HTML. */
export const ID_MARKER = '\u0000vitrine-id-';
let nextId = 0;

/** How many ids the static dispatcher handed out so far (so a caller looks for markers only when there can be one). */
export function idsIssued(): number {
  return nextId;
}
const CONTEXT = Symbol.for('react.context');

const needs = (what: string) => (): never => {
  throw new NeedsReact(what);
};

const dispatcher = {
  readContext: (context: ContextLike) => context._currentValue,
  useContext: (context: ContextLike) => context._currentValue,
  use: (usable: unknown) => {
    if (typeof usable === 'object' && usable !== null && (usable as { $$typeof?: symbol }).$$typeof === CONTEXT) return (usable as ContextLike)._currentValue;
    throw new NeedsReact('use() of a promise');
  },
  useState: (initial: unknown) => [typeof initial === 'function' ? (initial as () => unknown)() : initial, noop],
  useReducer: (_reducer: unknown, initialArg: unknown, init?: (arg: unknown) => unknown) => [init ? init(initialArg) : initialArg, noop],
  useMemo: (create: () => unknown) => create(),
  useCallback: (callback: unknown) => callback,
  useRef: (initial: unknown) => ({ current: initial }),
  useEffect: noop,
  useLayoutEffect: noop,
  useInsertionEffect: noop,
  useImperativeHandle: noop,
  useDebugValue: noop,
  useDeferredValue: (value: unknown, initial?: unknown) => (initial !== undefined ? initial : value),
  useTransition: () => [false, noop],
  useSyncExternalStore: (_subscribe: unknown, _get: unknown, getServerSnapshot?: () => unknown) => {
    if (getServerSnapshot === undefined) throw new NeedsReact('useSyncExternalStore without getServerSnapshot');
    return getServerSnapshot();
  },
  useOptimistic: (passthrough: unknown) => [passthrough, noop],
  // Fizz's ids come from the position in React's own tree: the writer cannot reproduce them, so it
  // hands out a marker and lets React render any island whose HTML ends up containing one.
  useId: () => `${ID_MARKER}${nextId++}\u0000`,
  useActionState: needs('useActionState'),
  useFormState: needs('useFormState'),
  useHostTransitionStatus: needs('useFormStatus'),
  useMemoCache: needs('useMemoCache'),
  useCacheRefresh: needs('useCacheRefresh'),
  useEffectEvent: needs('useEffectEvent'),
};

interface Internals {
  H: unknown;
}
const internals = (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: Internals })
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

/** Runs `render` with the static dispatcher installed (React installs its own inside `renderToString` and restores ours). */
export function withStaticHooks<T>(render: () => T): T {
  const previous = internals.H;
  internals.H = dispatcher;
  try {
    return render();
  } finally {
    internals.H = previous;
  }
}
