/**
 * Which store the table and problems panel read. The app uses the one `useSitemapStore`; tests wrap the
 * components in `StoreProvider` with a fresh `createSitemapStore()` so no state leaks between tests.
 */
import { createContext, type ReactNode, useContext } from "react";
import { type StoreApi, useStore } from "zustand";
import { useSitemapStore } from "@/store/sitemap-store";
import type { SitemapStore } from "@/store/store-types";

const TableStoreContext = createContext<StoreApi<SitemapStore>>(useSitemapStore);

export interface StoreProviderProps {
  store: StoreApi<SitemapStore>;
  children: ReactNode;
}

export function StoreProvider({ store, children }: StoreProviderProps) {
  return <TableStoreContext value={store}>{children}</TableStoreContext>;
}

/** The store API itself, for `getState()` in event handlers. */
export function useAppStoreApi(): StoreApi<SitemapStore> {
  return useContext(TableStoreContext);
}

/** Subscribes to one slice of the store; pass `useShallow(...)` when the selector builds a new object. */
export function useAppStore<T>(selector: (state: SitemapStore) => T): T {
  return useStore(useContext(TableStoreContext), selector);
}
