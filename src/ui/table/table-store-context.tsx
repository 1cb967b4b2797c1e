/**
 * Which store the table and problems panel read. The app uses the one `useSitemapStore`; tests wrap the
 * components in `TableStoreProvider` with a fresh `createSitemapStore()` so no state leaks between tests.
 */
import { createContext, type ReactNode, useContext } from "react";
import { type StoreApi, useStore } from "zustand";
import { useSitemapStore } from "@/store/sitemap-store";
import type { SitemapStore } from "@/store/store-types";

const TableStoreContext = createContext<StoreApi<SitemapStore>>(useSitemapStore);

export interface TableStoreProviderProps {
  store: StoreApi<SitemapStore>;
  children: ReactNode;
}

export function TableStoreProvider({ store, children }: TableStoreProviderProps) {
  return <TableStoreContext value={store}>{children}</TableStoreContext>;
}

/** The store API itself, for `getState()` in event handlers. */
export function useTableStoreApi(): StoreApi<SitemapStore> {
  return useContext(TableStoreContext);
}

/** Subscribes to one slice of the store; pass `useShallow(...)` when the selector builds a new object. */
export function useTableStore<T>(selector: (state: SitemapStore) => T): T {
  return useStore(useContext(TableStoreContext), selector);
}
