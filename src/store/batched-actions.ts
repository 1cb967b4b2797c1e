/**
 * One notification per action: an action that calls `set` several times (an edit applies its patches,
 * records its undo step and puts the page's check answer in place: three `set`s) tells the store's
 * subscribers once, when its synchronous part ends, with the state before its first change. Each
 * notification runs every subscribed selector (React's `useSyncExternalStore` checks, the autosave): on a
 * 2-core machine with 50,000 problems that was 2-3 ms per `set`, a third of an edit's frame.
 *
 * `get()` inside an action sees every change at once, as before; only the subscribers wait. The part of an
 * async action after its first `await` is not batched (its `set`s notify as usual).
 */
import type { StoreApi } from "zustand";

type Listener<S> = (state: S, previous: S) => void;

/** Runs `run`, holding back the store's notifications until the outermost batch ends. */
export type Batch = <T>(run: () => T) => T;

/**
 * Takes over `api.subscribe` so that notifications can be held back, and returns the `Batch` that holds
 * them. Call once, in the store's initializer (before any subscriber): React's bindings read
 * `api.subscribe` when they subscribe.
 */
export function installBatching<S>(api: StoreApi<S>): Batch {
  const listeners = new Set<Listener<S>>();
  let depth = 0;
  let before: { state: S } | undefined;
  api.subscribe((state, previous) => {
    if (depth > 0) {
      before ??= { state: previous };
      return;
    }
    for (const listener of listeners) listener(state, previous);
  });
  api.subscribe = (listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return (run) => {
    depth++;
    try {
      return run();
    } finally {
      depth--;
      if (depth === 0 && before !== undefined) {
        const previous = before.state;
        before = undefined;
        const state = api.getState();
        for (const listener of listeners) listener(state, previous);
      }
    }
  };
}

/** `state` with each of its functions (the store's actions) run inside `batch`. */
export function withBatchedActions<S extends object>(state: S, batch: Batch): S {
  const out = { ...state } as Record<string, unknown>;
  for (const [key, value] of Object.entries(state)) {
    if (typeof value !== "function") continue;
    const action = value as (...args: unknown[]) => unknown;
    out[key] = (...args: unknown[]) => batch(() => action(...args));
  }
  return out as S;
}
