/**
 * Which store the app's panels read. The app uses the one `useSitemapStore`; component tests wrap a panel
 * in `StoreProvider` with a fresh `createSitemapStore()` so no state leaks between tests.
 */

import { createContext, type ReactNode, useContext } from "react";
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
