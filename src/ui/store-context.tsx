/**
 * Which store the app's panels read. The app uses the one `useSitemapStore`; component tests wrap a panel
 * in `StoreProvider` with a fresh `createSitemapStore()` so no state leaks between tests.
 */

import { createContext, type ReactNode, useContext, useDeferredValue } from "react";
import { type StoreApi, useStore } from "zustand";
import { useSitemapStore } from "@/store/sitemap-store";
import type { SitemapStore } from "@/store/store-types";

const StoreContext = createContext<StoreApi<SitemapStore>>(useSitemapStore);

export interface StoreProviderProps {
  store: StoreApi<SitemapStore>;
  children: ReactNode;
}

export function StoreProvider({ store, children }: StoreProviderProps) {
  return <StoreContext value={store}>{children}</StoreContext>;
}

/** The store API, for `getState()` in event handlers. */
export function useAppStoreApi(): StoreApi<SitemapStore> {
  return useContext(StoreContext);
}

/** One slice of the store; pass a memoized selector or `useShallow(...)` when it builds a new object. */
export function useAppStore<T>(selector: (state: SitemapStore) => T): T {
  return useStore(useContext(StoreContext), selector);
}

/**
 * `useAppStore` for a summary shown away from where the user works (header totals, file cards, Undo's
 * state, the save status): a change keeps the value shown before for the frame that paints it, and React
 * renders the new value right after, in its own task (`useDeferredValue`). An edit's frame then holds only
 * the edited row, the detail pane and the problems panel: its paint is not held up by the rest of the page
 * (issue #5's one-frame edit). Like `useAppStore`, the selector must return the same value for the same
 * state (primitives, or memoized objects).
 */
export function useDeferredAppStore<T>(selector: (state: SitemapStore) => T): T {
  return useDeferredValue(useAppStore(selector));
}
